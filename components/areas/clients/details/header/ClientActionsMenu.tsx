"use client";

import { ActionsMenu } from "@/components/kit/ui/MenuButton";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { downloadJson } from "@/lib/download";
import { useDeleteClient } from "@/lib/queries/clients";
import { exportedClientFileName, toExportedClient } from "../../clientExport";
import { DownloadAdapterDialog } from "./DownloadAdapterDialog";

export type ClientActionsMenuProps = { realm: string; client: ClientRepresentation };

/** The header's Action menu: adapter configuration, export without ids, and delete (asked first, then the list). */
export function ClientActionsMenu({ realm, client }: ClientActionsMenuProps) {
  const navigate = useNavigate();
  const [adapterOpen, setAdapterOpen] = useState(false);
  const deleteClient = useDeleteClient(realm);
  const [confirmDelete, deleteDialog] = useConfirmDelete<ClientRepresentation>({
    titleKey: "clientDeleteConfirmTitle",
    messageKey: "clientDeleteConfirmNamed",
    messageValues: (row) => ({ clientId: row.clientId ?? "" }),
    onDelete: deleteClient.mutateAsync,
    onDeleted: () => navigate({ to: "/$realm/clients", params: { realm } }),
  });

  return (
    <>
      {deleteDialog}
      <DownloadAdapterDialog realm={realm} client={client} open={adapterOpen} onClose={() => setAdapterOpen(false)} />
      <ActionsMenu
        actions={[
          { value: "downloadAdaptorConfig", labelKey: "downloadAdaptorConfig", onSelect: () => setAdapterOpen(true) },
          {
            value: "export",
            labelKey: "export",
            onSelect: () => downloadJson(exportedClientFileName(client), toExportedClient(client)),
          },
          { value: "delete", labelKey: "delete", danger: true, separated: true, onSelect: () => confirmDelete(client) },
        ]}
      />
    </>
  );
}
