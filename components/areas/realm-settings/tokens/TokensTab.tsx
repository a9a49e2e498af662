"use client";

import { Heading } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, EditForm, useReadOnly } from "@/components/kit/form";
import { FieldList, type FieldSpec } from "@/components/kit/form/FieldList";
import { useServerInfo } from "@/lib/console-context";
import { toFormKey } from "@/lib/form/dottedKeys";
import { splitDuration, type TimeUnit } from "@/lib/form/duration";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { useRealmForm } from "@/components/kit/form/useRealmForm";
import {
  overrideAttribute,
  signatureAlgorithms,
  tokensSchema,
  toTokensRealm,
  toTokensValues,
  type ActionOverride,
  type TokenDuration,
  type TokensValues,
} from "./tokensForm";

const COUNT_KEYS: Record<TimeUnit, string> = { second: "secondsCount", minute: "minutes", hour: "hours", day: "days" };

/** Label and help keys (Keycloak's) of each lifespan and per-action override. */
const LIFESPANS: [TokenDuration, string, string][] = [
  ["accessTokenLifespanForImplicitFlow", "accessTokenLifespanImplicitFlow", "accessTokenLifespanImplicitFlowHelp"],
  ["accessCodeLifespan", "clientLoginTimeout", "clientLoginTimeoutHelp"],
];
const ACTION_LIFESPANS: [TokenDuration, string, string][] = [
  ["actionTokenGeneratedByUserLifespan", "userInitiatedActionLifespan", "userInitiatedActionLifespanHelp"],
  ["actionTokenGeneratedByAdminLifespan", "defaultAdminInitiated", "defaultAdminInitiatedActionLifespanHelp"],
];
const OVERRIDES: [ActionOverride, string][] = [
  ["verify-email", "emailVerification"],
  ["idp-verify-account-via-email", "idpAccountEmailVerification"],
  ["reset-credentials", "forgotPassword"],
  ["execute-actions", "executeActions"],
];

/** The realm's token settings and lifespans, as Keycloak's Tokens tab; read-only without manage-realm. */
export default function TokensTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const deviceFlow = isFeatureEnabled(serverInfo, "DEVICE_FLOW");
  const schema = useMemo(
    () => tokensSchema({ mustBeSeconds: t("mustBeSeconds"), mustBePositiveSeconds: t("mustBePositiveSeconds") }),
    [t],
  );
  const edit = useRealmForm<TokensValues>({
    readOnly,
    realm,
    schema,
    toValues: toTokensValues,
    toRealm: toTokensRealm,
  });
  const revoke = edit.form.watch("revokeRefreshToken");
  const algorithms = signatureAlgorithms(serverInfo, realm.defaultSignatureAlgorithm ?? "");
  const ssoIdle = splitDuration(realm.ssoSessionIdleTimeout ?? 0);
  const ssoIdleText = t(COUNT_KEYS[ssoIdle.unit], { count: Number(ssoIdle.amount) });

  const heading = (key: string, level: "h2" | "h3" = "h2"): FieldSpec<TokensValues> => ({
    kind: "node",
    key,
    node: (
      <Heading as={level} size={level === "h2" ? "md" : "sm"}>
        {t(key)}
      </Heading>
    ),
  });
  const lifespan = ([name, label, help]: [TokenDuration, string, string]) =>
    ({ kind: "duration", name, label, help }) as const;

  return (
    <EditForm edit={edit} label={t("tokens")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <FieldList<TokensValues>
        fields={[
          heading("general"),
          {
            kind: "select",
            name: "defaultSignatureAlgorithm",
            label: "defaultSigAlg",
            help: "defaultSigAlgHelp",
            options: algorithms,
            required: true,
          },
          deviceFlow &&
            lifespan(["oauth2DeviceCodeLifespan", "oAuthDeviceCodeLifespan", "oAuthDeviceCodeLifespanHelp"]),
          deviceFlow && {
            kind: "number",
            name: "oauth2DevicePollingInterval",
            label: "oAuthDevicePollingInterval",
            help: "oAuthDevicePollingIntervalHelp",
            min: 0,
          },
          deviceFlow && {
            name: "shortVerificationUri",
            label: "shortVerificationUri",
            help: "shortVerificationUriTooltipHelp",
          },
          heading("refreshTokens"),
          {
            kind: "switch",
            name: "revokeRefreshToken",
            label: "revokeRefreshToken",
            help: "revokeRefreshTokenHelp",
          },
          revoke && {
            kind: "number",
            name: "refreshTokenMaxReuse",
            label: "refreshTokenMaxReuse",
            help: "refreshTokenMaxReuseHelp",
            min: 0,
          },
          heading("accessTokens"),
          {
            kind: "duration",
            name: "accessTokenLifespan",
            label: "accessTokenLifespan",
            help: "accessTokenLifespanHelp",
            helperText: t("recommendedSsoTimeout", { time: ssoIdleText }),
          },
          ...LIFESPANS.map(lifespan),
          heading("actionTokens"),
          ...ACTION_LIFESPANS.map(lifespan),
          heading("overrideActionTokens", "h3"),
          ...OVERRIDES.map(
            ([action, label]) =>
              ({
                kind: "duration",
                name: `overrides.${toFormKey(overrideAttribute(action))}`,
                label,
                help: `${label}Help`,
              }) as const,
          ),
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
