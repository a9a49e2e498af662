"use client";

import { Heading } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  FormActions,
  NumberField,
  SelectField,
  SwitchField,
  TextField,
  EditForm,
  useReadOnly,
} from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
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

  const lifespan = ([name, label, help]: [TokenDuration, string, string]) => (
    <DurationField key={name} name={name} label={t(label)} help={t(help)} />
  );

  return (
    <EditForm edit={edit} label={t("tokens")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <Heading as="h2" size="md">
        {t("general")}
      </Heading>
      <SelectField
        name="defaultSignatureAlgorithm"
        label={t("defaultSigAlg")}
        help={t("defaultSigAlgHelp")}
        options={algorithms}
        required
      />
      {deviceFlow && (
        <>
          {lifespan(["oauth2DeviceCodeLifespan", "oAuthDeviceCodeLifespan", "oAuthDeviceCodeLifespanHelp"])}
          <NumberField
            name="oauth2DevicePollingInterval"
            label={t("oAuthDevicePollingInterval")}
            help={t("oAuthDevicePollingIntervalHelp")}
            min={0}
          />
          <TextField
            name="shortVerificationUri"
            label={t("shortVerificationUri")}
            help={t("shortVerificationUriTooltipHelp")}
          />
        </>
      )}
      <Heading as="h2" size="md">
        {t("refreshTokens")}
      </Heading>
      <SwitchField
        name="revokeRefreshToken"
        label={t("revokeRefreshToken")}
        help={t("revokeRefreshTokenHelp")}
        onText={t("enabled")}
        offText={t("off")}
      />
      {revoke && (
        <NumberField
          name="refreshTokenMaxReuse"
          label={t("refreshTokenMaxReuse")}
          help={t("refreshTokenMaxReuseHelp")}
          min={0}
        />
      )}
      <Heading as="h2" size="md">
        {t("accessTokens")}
      </Heading>
      <DurationField
        name="accessTokenLifespan"
        label={t("accessTokenLifespan")}
        help={t("accessTokenLifespanHelp")}
        helperText={t("recommendedSsoTimeout", { time: ssoIdleText })}
      />
      {LIFESPANS.map(lifespan)}
      <Heading as="h2" size="md">
        {t("actionTokens")}
      </Heading>
      {ACTION_LIFESPANS.map(lifespan)}
      <Heading as="h3" size="sm">
        {t("overrideActionTokens")}
      </Heading>
      {OVERRIDES.map(([action, label]) => (
        <DurationField
          key={action}
          name={`overrides.${toFormKey(overrideAttribute(action))}`}
          label={t(label)}
          help={t(`${label}Help`)}
        />
      ))}
      <FormActions />
    </EditForm>
  );
}
