"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/kit/form";
import type { IdentityProviderFormValues } from "./identityProviderForm";

/**
 * The client the realm is registered as at the provider. The secret shows as typed (or masked as the server sends
 * it back) in a password input; a vault reference such as ${vault.name} is kept as text.
 */
export function ClientCredentialsFields() {
  const t = useTranslations();
  return (
    <>
      <TextField<IdentityProviderFormValues>
        name="config.clientId"
        label={t("clientId")}
        help={t("clientIdHelp")}
        required
      />
      <TextField<IdentityProviderFormValues>
        name="config.clientSecret"
        label={t("clientSecret")}
        help={t("clientSecretHelp")}
        type="password"
        autoComplete="off"
      />
    </>
  );
}
