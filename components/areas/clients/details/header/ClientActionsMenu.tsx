"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import { downloadJson } from "@/lib/download";
import { useDeleteClient } from "@/lib/queries/clients";
import { exportedClientFileName, toExportedClient } from "../../clientExport";
import { DownloadAdapterDialog } from "./DownloadAdapterDialog";

export type ClientActionsMenuProps = { realm: string; client: ClientRepresentation };

/** The header's Action menu: adapter configuration, export without ids, and delete (asked first, then the list). */
export function ClientActionsMenu({ realm, client }: ClientActionsMenuProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [adapterOpen, setAdapterOpen] = useState(false);
  const deleteClient = useDeleteClient(realm);
  const [confirmDelete, deleteDialog] = useConfirmDelete<ClientRepresentation>({
    titleKey: "clientDeleteConfirmTitle",
    messageKey: "clientDeleteConfirmNamed",
    messageValues: (row) => ({ clientId: row.clientId ?? "" }),
    onDelete: async (row) => {
      await deleteClient.mutateAsync(row);
      await navigate({ to: "/$realm/clients", params: { realm } });
    },
  });

  return (
    <>
      {deleteDialog}
      <DownloadAdapterDialog realm={realm} client={client} open={adapterOpen} onClose={() => setAdapterOpen(false)} />
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="outline" size="sm">
            {t("action")}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              <Menu.Item value="downloadAdaptorConfig" onSelect={() => setAdapterOpen(true)}>
                {t("downloadAdaptorConfig")}
              </Menu.Item>
              <Menu.Item
                value="export"
                onSelect={() => downloadJson(exportedClientFileName(client), toExportedClient(client))}
              >
                {t("export")}
              </Menu.Item>
              <Menu.Separator />
              <Menu.Item value="delete" color="fg.error" onSelect={() => confirmDelete(client)}>
                {t("delete")}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
