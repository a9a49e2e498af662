"use client";

import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { useTestLdapConnection } from "@/lib/queries/userFederation";
import { useServerErrorAlert } from "../shared/useServerErrorAlert";
import type { ProviderFormValues } from "../shared/providerForm";

type LdapTestButtonsProps = { realm: string; componentId?: string };

/**
 * Test connection and Test authentication: the server tries the settings as typed. A stored provider's id goes
 * along, so that a masked bind credential is tried with the stored secret.
 */
export function LdapTestButtons({ realm, componentId }: LdapTestButtonsProps) {
  const t = useTranslations();
  const { getValues } = useFormContext<ProviderFormValues>();
  const testConnection = useTestLdapConnection(realm, "testConnection");
  const testAuthentication = useTestLdapConnection(realm, "testAuthentication");
  const showError = useServerErrorAlert();
  const settings = () => {
    const config = getValues("config");
    return {
      connectionUrl: config.connectionUrl,
      bindDn: config.bindDn,
      bindCredential: config.bindCredential,
      useTruststoreSpi: config.useTruststoreSpi,
      connectionTimeout: config.connectionTimeout,
      startTls: config.startTls,
      authType: config.authType,
      componentId,
    };
  };
  const run = (test: typeof testConnection, errorKey: string) => () =>
    test.mutate(settings(), { onError: (error) => showError(errorKey, error) });

  return (
    <HStack gap="3">
      <Button
        variant="outline"
        loading={testConnection.isPending}
        onClick={run(testConnection, "testLdapConnectionError")}
      >
        {t("testConnection")}
      </Button>
      <Button
        variant="outline"
        loading={testAuthentication.isPending}
        onClick={run(testAuthentication, "testLdapAuthenticationError")}
      >
        {t("testAuthentication")}
      </Button>
    </HStack>
  );
}
