"use client";

import { useMemo } from "react";
import { Box, Button } from "@chakra-ui/react";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useEnvironment, useServerInfo } from "@/lib/console-context";
import { useCreateIdentityProvider } from "@/lib/queries/identityProviders";
import { useRealmName } from "@/lib/router/useRealmName";
import { IdentityProviderForm } from "./form/IdentityProviderForm";
import { newProviderDefaults } from "./form/identityProviderForm";
import { providerTypeLabel, providerTypes } from "./providerTypes";

/**
 * /{realm}/identity-providers/{providerId}/add: a new provider of the kind, opened on its settings once added. The
 * kind is the path's segment before "add", as the fixed kinds' routes (keycloak-oidc, oidc, saml) have no parameter.
 */
export default function AddIdentityProviderScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const serverInfo = useServerInfo();
  const { adminBaseUrl } = useEnvironment();
  const segments = useLocation({ select: (location) => location.pathname.split("/") });
  const providerId = decodeURIComponent(segments[segments.length - 2] ?? "");
  const provider = useMemo(
    () => newProviderDefaults(providerId, `${adminBaseUrl}/realms/${encodeURIComponent(realm)}`),
    [providerId, adminBaseUrl, realm],
  );
  const createProvider = useCreateIdentityProvider(realm);
  const toList = () => void navigate({ to: "/$realm/identity-providers", params: { realm } });
  const typeName = providerTypeLabel(providerId, providerTypes(serverInfo));

  return (
    <Box>
      <PageHeader title={t("addIdentityProvider", { provider: typeName })} />
      <IdentityProviderForm
        key={providerId}
        realm={realm}
        provider={provider}
        stored={false}
        readOnly={false}
        save={createProvider.mutateAsync}
        onCreated={(alias) =>
          void navigate({
            to: "/$realm/identity-providers/$providerId/$alias/$tab",
            params: { realm, providerId, alias, tab: "settings" },
          })
        }
        secondary={
          <Button variant="ghost" onClick={toList}>
            {t("cancel")}
          </Button>
        }
      />
    </Box>
  );
}
