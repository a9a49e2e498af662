"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, NumberField, ReviewBeforeSave, SelectField, SwitchField, TextField } from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
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
export default function TokensTab({ realm, readOnly }: RealmSettingsTabProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const deviceFlow = isFeatureEnabled(serverInfo, "DEVICE_FLOW");
  const schema = useMemo(
    () => tokensSchema({ mustBeSeconds: t("mustBeSeconds"), mustBePositiveSeconds: t("mustBePositiveSeconds") }),
    [t],
  );
  const { form, blocker, save } = useRealmForm<TokensValues>({
    realm,
    schema,
    toValues: toTokensValues,
    toRealm: toTokensRealm,
  });
  const { control } = form;
  const revoke = form.watch("revokeRefreshToken");
  const algorithms = signatureAlgorithms(serverInfo, realm.defaultSignatureAlgorithm ?? "");
  const ssoIdle = splitDuration(realm.ssoSessionIdleTimeout ?? 0);
  const ssoIdleText = t(COUNT_KEYS[ssoIdle.unit], { count: Number(ssoIdle.amount) });

  const lifespan = ([name, label, help]: [TokenDuration, string, string]) => (
    <DurationField key={name} control={control} name={name} label={t(label)} help={t(help)} readOnly={readOnly} />
  );

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={save} noValidate aria-label={t("tokens")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" py="6">
          <Heading as="h2" size="md">
            {t("general")}
          </Heading>
          <SelectField
            control={control}
            name="defaultSignatureAlgorithm"
            label={t("defaultSigAlg")}
            help={t("defaultSigAlgHelp")}
            options={algorithms}
            required
            readOnly={readOnly}
          />
          {deviceFlow && (
            <>
              {lifespan(["oauth2DeviceCodeLifespan", "oAuthDeviceCodeLifespan", "oAuthDeviceCodeLifespanHelp"])}
              <NumberField
                control={control}
                name="oauth2DevicePollingInterval"
                label={t("oAuthDevicePollingInterval")}
                help={t("oAuthDevicePollingIntervalHelp")}
                min={0}
                readOnly={readOnly}
              />
              <TextField
                control={control}
                name="shortVerificationUri"
                label={t("shortVerificationUri")}
                help={t("shortVerificationUriTooltipHelp")}
                readOnly={readOnly}
              />
            </>
          )}
          <Heading as="h2" size="md">
            {t("refreshTokens")}
          </Heading>
          <SwitchField
            control={control}
            name="revokeRefreshToken"
            label={t("revokeRefreshToken")}
            help={t("revokeRefreshTokenHelp")}
            onText={t("enabled")}
            offText={t("off")}
            readOnly={readOnly}
          />
          {revoke && (
            <NumberField
              control={control}
              name="refreshTokenMaxReuse"
              label={t("refreshTokenMaxReuse")}
              help={t("refreshTokenMaxReuseHelp")}
              min={0}
              readOnly={readOnly}
            />
          )}
          <Heading as="h2" size="md">
            {t("accessTokens")}
          </Heading>
          <DurationField
            control={control}
            name="accessTokenLifespan"
            label={t("accessTokenLifespan")}
            help={t("accessTokenLifespanHelp")}
            helperText={t("recommendedSsoTimeout", { time: ssoIdleText })}
            readOnly={readOnly}
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
              control={control}
              name={`overrides.${toFormKey(overrideAttribute(action))}`}
              label={t(label)}
              help={t(`${label}Help`)}
              readOnly={readOnly}
            />
          ))}
          {!readOnly && <FormActions form={form} />}
        </Stack>
      </form>
    </ReviewBeforeSave>
  );
}
