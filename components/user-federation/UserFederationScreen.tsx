"use client";

import { Box, SimpleGrid } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { useConfirmDelete } from "@/components/kit/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeleteUserStorageProvider, useUserStorageProviders } from "@/lib/queries/components";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { AddProviderChoices } from "./AddProviderChoices";
import { ProviderCard } from "./ProviderCard";
import { PageHeader } from "@/components/kit/PageHeader";
import { QueryError } from "@/components/kit/QueryError";

/** /{realm}/user-federation (also /ldap and /kerberos): a card per user-storage provider of the realm. */
export default function UserFederationScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const realmId = useRealm(realm).data?.id;
  const providers = useUserStorageProviders(realm, realmId);
  const deleteProvider = useDeleteUserStorageProvider(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "userFedDeleteConfirmTitle",
    messageKey: "userFedDeleteConfirm",
    messageValues: (item) => ({ name: item.name ?? "" }),
    onDelete: deleteProvider.mutateAsync,
  });

  return (
    <Box>
      {DeleteConfirm}
      <PageHeader title={t("userFederation")} subtitle={t("userFederationExplain")} />
      <Box px="6" py="6">
        {providers.isPending ? (
          <LoadingSpinner />
        ) : providers.isError ? (
          <QueryError query={providers} messageKey="tableLoadError" />
        ) : providers.data.length === 0 ? (
          <AddProviderChoices />
        ) : (
          <SimpleGrid role="list" aria-label={t("userFederation")} columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {providers.data.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} onDelete={canManage ? confirmDelete : undefined} />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}
