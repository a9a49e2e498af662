"use client";

import { useState } from "react";
import { Box, Button, HStack, SimpleGrid, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useAccess } from "@/lib/console-context";
import { useUserStorageProviders } from "@/lib/queries/components";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { AddProviderChoices } from "./AddProviderChoices";
import { AddProviderMenu } from "./AddProviderMenu";
import { ManagePrioritiesDialog } from "./ManagePrioritiesDialog";
import { ProviderCard } from "./ProviderCard";
import { useDeleteProvider } from "./shared/useDeleteProvider";
import { useProviderTypes } from "./shared/useProviderTypes";

/** /{realm}/user-federation (also /ldap and /kerberos): a card per user-storage provider, or cards to add one. */
export default function UserFederationScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const realmId = useRealm(realm).data?.id;
  const providers = useUserStorageProviders(realm, realmId);
  const canManage = useAccess().hasAny("manage-realm");
  const types = useProviderTypes();
  const [ordering, setOrdering] = useState(false);
  const [confirmDelete, DeleteConfirm] = useDeleteProvider(realm);

  return (
    <Box>
      {DeleteConfirm}
      {ordering && providers.data && (
        <ManagePrioritiesDialog realm={realm} providers={providers.data} onClose={() => setOrdering(false)} />
      )}
      <PageHeader title={t("userFederation")} subtitle={t("userFederationExplain")} />
      <Box px="6" py="6">
        {providers.isPending ? (
          <LoadingSpinner />
        ) : providers.isError ? (
          <QueryError query={providers} messageKey="tableLoadError" />
        ) : providers.data.length === 0 ? (
          <AddProviderChoices realm={realm} types={types} canManage={canManage} />
        ) : (
          <Stack gap="4">
            {canManage && (
              <HStack gap="3">
                <AddProviderMenu realm={realm} types={types} />
                <Button variant="outline" onClick={() => setOrdering(true)}>
                  {t("managePriorities")}
                </Button>
              </HStack>
            )}
            <SimpleGrid role="list" aria-label={t("userFederation")} columns={{ base: 1, md: 2, lg: 3 }} gap="4">
              {providers.data.map((provider) => (
                <ProviderCard
                  key={provider.id}
                  realm={realm}
                  provider={provider}
                  onDelete={canManage ? confirmDelete : undefined}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Box>
    </Box>
  );
}
