"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { MultiValueField, TextField } from "@/components/kit/form";
import { showsPostLogoutRedirectUris, showsRedirectUris } from "@/lib/clients/clientFieldsShown";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";

export type AccessFieldsProps = { readOnly?: boolean };

/**
 * Where the client lives (Keycloak's "Login settings" in the wizard, "Access settings" on the settings tab): root and
 * home URLs, redirect URIs and, for OpenID Connect, post-logout URIs, web origins and the admin URL; for SAML the
 * IdP-initiated SSO settings and the master SAML processing URL.
 */
export function AccessFields({ readOnly }: AccessFieldsProps) {
  const t = useTranslations();
  const { control } = useFormContext<ClientFormValues>();
  const [protocol, standardFlowEnabled, implicitFlowEnabled] = useWatch({
    control,
    name: ["protocol", "standardFlowEnabled", "implicitFlowEnabled"],
  });
  const shape = { protocol, standardFlowEnabled, implicitFlowEnabled };
  const saml = protocol === "saml";
  return (
    <Stack gap="5" maxW="2xl">
      <TextField<ClientFormValues>
        name="rootUrl"
        label={t("rootUrl")}
        help={t("rootURLHelp")}
        readOnly={readOnly}
        // relative redirect URIs are valid only with a root URL: check them again when it changes
        rules={{ deps: ["redirectUris", "postLogoutRedirectUris"] }}
      />
      <TextField<ClientFormValues> name="baseUrl" label={t("homeURL")} help={t("homeURLHelp")} readOnly={readOnly} />
      {showsRedirectUris(shape) && (
        <MultiValueField<ClientFormValues>
          name="redirectUris"
          label={t("validRedirectUri")}
          help={t("validRedirectURIsHelp")}
          readOnly={readOnly}
        />
      )}
      {showsPostLogoutRedirectUris(shape) && (
        <MultiValueField<ClientFormValues>
          name="postLogoutRedirectUris"
          label={t("validPostLogoutRedirectUri")}
          help={t("validPostLogoutRedirectURIsHelp")}
          readOnly={readOnly}
        />
      )}
      {saml ? (
        <>
          <TextField<ClientFormValues>
            name="idpInitiatedSsoUrlName"
            label={t("idpInitiatedSsoUrlName")}
            help={t("idpInitiatedSsoUrlNameHelp")}
            readOnly={readOnly}
          />
          <TextField<ClientFormValues>
            name="idpInitiatedSsoRelayState"
            label={t("idpInitiatedSsoRelayState")}
            help={t("idpInitiatedSsoRelayStateHelp")}
            readOnly={readOnly}
          />
          <TextField<ClientFormValues>
            name="adminUrl"
            label={t("masterSamlProcessingUrl")}
            help={t("masterSamlProcessingUrlHelp")}
            readOnly={readOnly}
          />
        </>
      ) : (
        <>
          <MultiValueField<ClientFormValues>
            name="webOrigins"
            label={t("webOrigins")}
            help={t("webOriginsHelp")}
            readOnly={readOnly}
          />
          <TextField<ClientFormValues>
            name="adminUrl"
            label={t("adminURL")}
            help={t("adminURLHelp")}
            readOnly={readOnly}
          />
        </>
      )}
    </Stack>
  );
}
