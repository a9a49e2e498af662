"use client";

import { Button, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useClientsSource, useDeleteClient } from "@/lib/queries/clients";
import { useRealmName } from "@/lib/router/useRealmName";
import { useClientColumns } from "./clientColumns";
import { isRealmClient } from "./isRealmClient";
import { exportedClientFileName, toExportedClient } from "./clientExport";
import { downloadJson } from "@/lib/download";

/** The clients tab: the realm's clients, searched and paged on the server; export and delete per row. */
export function ClientListPanel() {
  const t = useTranslations();
  const realm = useRealmName();
  const source = useClientsSource(realm);
  const deleteClient = useDeleteClient(realm);
  const canManage = useAccess().hasAny("manage-clients");
  const columns = useClientColumns(realm);
  const navigate = useNavigate();
  const toCreate = () => void navigate({ to: "/$realm/clients/add-client", params: { realm } });
  const toImport = () => void navigate({ to: "/$realm/clients/import-client", params: { realm } });
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ClientRepresentation>({
    titleKey: "clientDeleteConfirmTitle",
    messageKey: "clientDeleteConfirmNamed",
    messageValues: (client) => ({ clientId: client.clientId ?? "" }),
    onDelete: deleteClient.mutateAsync,
  });

  const rowActions = (client: ClientRepresentation): RowAction<ClientRepresentation>[] => [
    { labelKey: "export", onClick: () => downloadJson(exportedClientFileName(client), toExportedClient(client)) },
    ...(!isRealmClient(client) && (canManage || client.access?.configure) ? [deleteRowAction(confirmDelete)] : []),
  ];

  return (
    <Stack py="4">
      {DeleteConfirm}
      <DataTable<ClientRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="clientList"
        searchPlaceholderKey="searchForClient"
        rowActions={rowActions}
        toolbar={() =>
          canManage && (
            <HStack gap="2">
              <PrimaryButton size="sm" onClick={toCreate}>
                {t("createClient")}
              </PrimaryButton>
              <Button size="sm" variant="outline" onClick={toImport}>
                {t("importClient")}
              </Button>
            </HStack>
          )
        }
        emptyState={{
          messageKey: "noClients",
          instructionsKey: "noClientsInstructions",
          ...(canManage ? { actionKey: "createClient", onAction: toCreate } : {}),
        }}
      />
    </Stack>
  );
}
