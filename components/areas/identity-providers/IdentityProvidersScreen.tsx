"use client";

import { useMemo, useRef, useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { useDeleteIdentityProvider, useIdentityProvidersSource } from "@/lib/queries/identityProviders";
import { useRealmName } from "@/lib/router/useRealmName";
import { useIdentityProviderColumns } from "./identityProviderColumns";
import { ProviderTypeChoices } from "./ProviderTypeChoices";
import { providerTypes } from "./providerTypes";
import { AddProviderMenu } from "./AddProviderMenu";
import { ManageDisplayOrderDialog } from "./ManageDisplayOrderDialog";
import { PageHeader } from "@/components/kit/screen/PageHeader";

/**
 * /{realm}/identity-providers: the realm's identity providers (server-paged, searched by alias) with adding, deleting
 * and their display order, or the kinds one could add when there are none.
 */
export default function IdentityProvidersScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const serverInfo = useServerInfo();
  const types = useMemo(() => providerTypes(serverInfo), [serverInfo]);
  const columns = useIdentityProviderColumns(realm, types);
  const source = useIdentityProvidersSource(realm);
  const deleteProvider = useDeleteIdentityProvider(realm);
  const canManage = useAccess().hasAny("manage-identity-providers");
  const [ordering, setOrdering] = useState(false);
  const orderTrigger = useRef<HTMLButtonElement>(null);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<IdentityProviderRepresentation>({
    titleKey: "deleteProvider",
    messageKey: "deleteConfirmIdentityProvider",
    messageValues: (item) => ({ provider: item.alias ?? "" }),
    onDelete: deleteProvider.mutateAsync,
  });

  const rowActions: RowAction<IdentityProviderRepresentation>[] = canManage ? [deleteRowAction(confirmDelete)] : [];

  const closeOrdering = () => {
    setOrdering(false);
    orderTrigger.current?.focus();
  };

  return (
    <Box>
      {DeleteConfirm}
      {canManage && ordering && <ManageDisplayOrderDialog realm={realm} onClose={closeOrdering} />}
      <PageHeader title={t("identityProviders")} subtitle={t("listExplain")} />
      <Box px="6" py="6">
        <DataTable<IdentityProviderRepresentation>
          source={source}
          columns={columns}
          ariaLabelKey="identityProviders"
          searchPlaceholderKey="searchForProvider"
          getRowId={(provider, index) => provider.alias ?? String(index)}
          rowActions={rowActions}
          emptyState={{ content: <ProviderTypeChoices types={types} realm={realm} canAdd={canManage} /> }}
          toolbar={() =>
            canManage && (
              <HStack gap="2">
                <AddProviderMenu realm={realm} types={types} />
                <Button ref={orderTrigger} size="sm" variant="outline" onClick={() => setOrdering(true)}>
                  {t("manageDisplayOrder")}
                </Button>
              </HStack>
            )
          }
        />
      </Box>
    </Box>
  );
}
