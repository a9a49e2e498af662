"use client";

import { ChoiceMenu } from "@/components/kit/ui/MenuButton";
import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useServerInfo } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { KEY_PROVIDER_TYPE, useDeleteKeyProvider, useKeyProvidersSource } from "@/lib/queries/keyProviders";
import { AddKeyProviderDialog } from "./AddKeyProviderDialog";
import { ProviderLink } from "./ProviderLink";

type KeysProvidersTabProps = { realm: string; realmId: string };

/** The realm's key providers by priority: add one of any type the server knows, open one's settings, delete one. */
export function KeysProvidersTab({ realm, realmId }: KeysProvidersTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const configText = useConfigText();
  const types = useServerInfo().componentTypes?.[KEY_PROVIDER_TYPE] ?? [];
  const source = useKeyProvidersSource(realm, realmId);
  const deleteProvider = useDeleteKeyProvider(realm);
  const [adding, setAdding] = useState<ComponentTypeRepresentation>();
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "deleteProviderTitle",
    messageKey: "deleteProviderConfirm",
    messageValues: (provider) => ({ provider: provider.name ?? "" }),
    onDelete: deleteProvider.mutateAsync,
  });
  const helpOf = (providerId: string | undefined) => configText(types.find((type) => type.id === providerId)?.helpText);

  const columns: DataTableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      header: t("name"),
      cell: ({ row }) => (
        <ProviderLink
          realm={realm}
          id={row.original.id ?? ""}
          providerType={row.original.providerId ?? ""}
          name={row.original.name ?? ""}
        />
      ),
    },
    { id: "type", header: t("type"), cell: ({ row }) => row.original.providerId },
    { id: "description", header: t("providerDescription"), cell: ({ row }) => helpOf(row.original.providerId) },
    { id: "priority", header: t("priority"), cell: ({ row }) => row.original.config?.priority?.[0] },
  ];
  const rowActions: RowAction<ComponentRepresentation>[] = readOnly ? [] : [deleteRowAction(askDelete)];

  return (
    <>
      {deleteDialog}
      {adding && (
        <AddKeyProviderDialog
          realm={realm}
          realmId={realmId}
          providerId={adding.id}
          properties={adding.properties as ConfigProperty[]}
          onClose={() => setAdding(undefined)}
        />
      )}
      <DataTable<ComponentRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="providers"
        searchPlaceholderKey="searchProvider"
        urlStatePrefix="providers"
        rowActions={rowActions}
        toolbar={() =>
          !readOnly && (
            <ChoiceMenu<ComponentTypeRepresentation>
              labelKey="addKeyProvider"
              choices={types}
              label={(type) => type.id}
              onChoose={setAdding}
              size="sm"
            />
          )
        }
        emptyState={{ messageKey: "noProviders", instructionsKey: "noProvidersInstructions" }}
      />
    </>
  );
}
