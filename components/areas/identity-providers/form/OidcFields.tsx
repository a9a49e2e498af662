"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SelectField, SwitchField, TextField, useReadOnly } from "@/components/kit/form";
import { ClientCredentialsFields } from "./ClientCredentialsFields";
import type { IdentityProviderFormValues } from "./identityProviderForm";
import { OidcDiscoveryField } from "./OidcDiscoveryField";

/** Keycloak's client authentication methods toward the provider, each with the message key of its label. */
const CLIENT_AUTH_METHODS: Record<string, string> = {
  client_secret_post: "clientSecretSentAsPost",
  client_secret_basic: "clientSecretAsBasicAuth",
  client_secret_jwt: "jwtSignedWithClientSecret",
  private_key_jwt: "jwtSignedWithPrivateKey",
};
const ASSERTION_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512"];
const HMAC_ALGORITHMS = ["HS256", "HS384", "HS512"];

type OidcFieldsProps = { realm: string; providerId: string; stored: boolean };

/** An OpenID Connect provider's endpoints (imported from its discovery document when adding), keys and client. */
export function OidcFields({ realm, providerId, stored }: OidcFieldsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const config = useWatch<IdentityProviderFormValues, "config">({ name: "config" });
  const method = config.clientAuthMethod ?? "client_secret_post";
  const url = (name: string, label: string, required = false) => (
    <TextField<IdentityProviderFormValues> name={`config.${name}`} label={t(label)} type="url" required={required} />
  );
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("oidcSettings")}
      </Heading>
      {!stored && !readOnly && <OidcDiscoveryField realm={realm} providerId={providerId} />}
      {url("authorizationUrl", "authorizationUrl", true)}
      {url("tokenUrl", "tokenUrl", true)}
      {url("logoutUrl", "logoutUrl")}
      {url("userInfoUrl", "userInfoUrl")}
      <TextField<IdentityProviderFormValues> name="config.issuer" label={t("issuer")} />
      <SwitchField<IdentityProviderFormValues>
        name="config.validateSignature"
        label={t("validateSignature")}
        stringify
      />
      {config.validateSignature === "true" && (
        <>
          <SwitchField<IdentityProviderFormValues> name="config.useJwksUrl" label={t("useJwksUrl")} stringify />
          {config.useJwksUrl === "true" && url("jwksUrl", "jwksUrl")}
        </>
      )}
      <SelectField<IdentityProviderFormValues>
        name="config.clientAuthMethod"
        label={t("clientAuthentication")}
        options={Object.entries(CLIENT_AUTH_METHODS).map(([value, key]) => ({ value, label: t(key) }))}
        required
      />
      <ClientCredentialsFields />
      {(method === "client_secret_jwt" || method === "private_key_jwt") && (
        <SelectField<IdentityProviderFormValues>
          name="config.clientAssertionSigningAlg"
          label={t("clientAssertionSigningAlg")}
          placeholder={t("algorithmNotSpecified")}
          options={method === "client_secret_jwt" ? HMAC_ALGORITHMS : ASSERTION_ALGORITHMS}
        />
      )}
    </Stack>
  );
}
