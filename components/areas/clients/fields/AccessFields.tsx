"use client";

import { Stack } from "@chakra-ui/react";
import { useFormContext, useWatch } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
import { showsPostLogoutRedirectUris, showsRedirectUris } from "@/lib/clients/clientFieldsShown";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";

export type AccessFieldsProps = { readOnly?: boolean };

/**
 * Where the client lives (Keycloak's "Login settings" in the wizard, "Access settings" on the settings tab): root and
 * home URLs, redirect URIs and, for OpenID Connect, post-logout URIs, web origins and the admin URL; for SAML the
 * IdP-initiated SSO settings and the master SAML processing URL.
 */
export function AccessFields({ readOnly }: AccessFieldsProps) {
  const { control } = useFormContext<ClientFormValues>();
  const [protocol, standardFlowEnabled, implicitFlowEnabled] = useWatch({
    control,
    name: ["protocol", "standardFlowEnabled", "implicitFlowEnabled"],
  });
  const shape = { protocol, standardFlowEnabled, implicitFlowEnabled };
  const saml = protocol === "saml";
  return (
    <Stack gap="5" maxW="2xl">
      <FieldList<ClientFormValues>
        readOnly={readOnly}
        fields={[
          // relative redirect URIs are valid only with a root URL: check them again when it changes
          {
            name: "rootUrl",
            label: "rootUrl",
            help: "rootURLHelp",
            rules: { deps: ["redirectUris", "postLogoutRedirectUris"] },
          },
          { name: "baseUrl", label: "homeURL", help: "homeURLHelp" },
          showsRedirectUris(shape) && {
            kind: "multi",
            name: "redirectUris",
            label: "validRedirectUri",
            help: "validRedirectURIsHelp",
          },
          showsPostLogoutRedirectUris(shape) && {
            kind: "multi",
            name: "postLogoutRedirectUris",
            label: "validPostLogoutRedirectUri",
            help: "validPostLogoutRedirectURIsHelp",
          },
          saml && {
            name: "idpInitiatedSsoUrlName",
            label: "idpInitiatedSsoUrlName",
            help: "idpInitiatedSsoUrlNameHelp",
          },
          saml && {
            name: "idpInitiatedSsoRelayState",
            label: "idpInitiatedSsoRelayState",
            help: "idpInitiatedSsoRelayStateHelp",
          },
          saml && { name: "adminUrl", label: "masterSamlProcessingUrl", help: "masterSamlProcessingUrlHelp" },
          !saml && { kind: "multi", name: "webOrigins", label: "webOrigins", help: "webOriginsHelp" },
          !saml && { name: "adminUrl", label: "adminURL", help: "adminURLHelp" },
        ]}
      />
    </Stack>
  );
}
