"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/kit/form";
import { useTopLevelFlows } from "@/lib/queries/authentication";
import { isOidcProvider, type IdentityProviderFormValues } from "./identityProviderForm";

const PROMPTS: Record<string, string> = {
  none: "prompt_none",
  consent: "prompt_consent",
  login: "prompt_login",
  select_account: "prompt_select_account",
};
const SYNC_MODES: Record<string, string> = {
  IMPORT: "syncModeImport",
  LEGACY: "syncModeLegacy",
  FORCE: "syncModeForce",
};

type AdvancedFieldsProps = { realm: string; providerId: string };

/** What the broker forwards and stores, how it links accounts, which flows run after a login, and how users sync. */
export function AdvancedFields({ realm, providerId }: AdvancedFieldsProps) {
  const t = useTranslations();
  const flows = useTopLevelFlows(realm);
  const flowAliases = (flows.data ?? []).map((flow) => flow.alias ?? "").filter(Boolean);
  const oidc = isOidcProvider(providerId);
  const configFlag = (name: string, label: string) => (
    <SwitchField<IdentityProviderFormValues> name={`config.${name}`} label={t(label)} stringify />
  );
  const flag = (name: keyof IdentityProviderFormValues, label: string) => (
    <SwitchField<IdentityProviderFormValues> name={name} label={t(label)} />
  );
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("advancedSettings")}
      </Heading>
      {oidc && (
        <>
          {configFlag("loginHint", "passLoginHint")}
          {configFlag("uiLocales", "passCurrentLocale")}
          {configFlag("backchannelSupported", "backchannelLogout")}
          {configFlag("disableUserInfo", "disableUserInfo")}
        </>
      )}
      {providerId !== "saml" && (
        <TextField<IdentityProviderFormValues> name="config.defaultScope" label={t("scopes")} help={t("scopesHelp")} />
      )}
      {oidc && (
        <>
          <SelectField<IdentityProviderFormValues>
            name="config.prompt"
            label={t("prompt")}
            placeholder={t("prompt_unspecified")}
            options={Object.entries(PROMPTS).map(([value, key]) => ({ value, label: t(key) }))}
          />
          {configFlag("acceptsPromptNoneForwardFromClient", "acceptsPromptNone")}
          <TextField<IdentityProviderFormValues>
            name="config.allowedClockSkew"
            label={t("allowedClockSkew")}
            type="number"
            min={0}
          />
          <TextField<IdentityProviderFormValues>
            name="config.forwardParameters"
            label={t("forwardParameters")}
            help={t("forwardParametersHelp")}
          />
        </>
      )}
      {flag("storeToken", "storeTokens")}
      {flag("addReadTokenRoleOnCreate", "storedTokensReadable")}
      {flag("trustEmail", "trustEmail")}
      {flag("linkOnly", "accountLinkingOnly")}
      {flag("hideOnLogin", "hideOnLoginPage")}
      <SelectField<IdentityProviderFormValues>
        name="firstBrokerLoginFlowAlias"
        label={t("firstBrokerLoginFlowAlias")}
        options={flowAliases}
      />
      <SelectField<IdentityProviderFormValues>
        name="postBrokerLoginFlowAlias"
        label={t("postBrokerLoginFlowAlias")}
        placeholder={t("none")}
        options={flowAliases}
      />
      <SelectField<IdentityProviderFormValues>
        name="config.syncMode"
        label={t("syncMode")}
        options={Object.entries(SYNC_MODES).map(([value, key]) => ({ value, label: t(key) }))}
        required
      />
    </Stack>
  );
}
