"use client";

import { useReadOnly } from "@/components/kit/form";
import { Badge, HStack } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { NameLink } from "@/components/kit/ui/NameLink";
import {
  useClientProfileRowsSource,
  useClientProfiles,
  useSaveClientProfiles,
  type ClientProfileRow,
} from "@/lib/queries/clientPolicies";

type ProfilesTableProps = { realm: string };

/** Name (to the profile), a badge on global profiles, description; the realm's own profiles can be deleted. */
export function ProfilesTable({ realm }: ProfilesTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const source = useClientProfileRowsSource(realm);
  const profiles = useClientProfiles(realm);
  const save = useSaveClientProfiles(realm, {
    successKey: "deleteClientProfileSuccess",
    errorKey: "deleteClientProfileError",
  });
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ClientProfileRow>({
    titleKey: "deleteClientProfileConfirmTitle",
    messageKey: "deleteClientProfileConfirm",
    onDelete: (row) => save.mutateAsync((profiles.data?.own ?? []).filter((p) => p.name !== row.name)),
  });

  const columns: DataTableColumn<ClientProfileRow>[] = [
    {
      id: "name",
      header: () => t("name"),
      cell: ({ row }) => (
        <HStack gap="2">
          <NameLink
            name={row.original.name ?? ""}
            to="/$realm/realm-settings/client-policies/$profileName/edit-profile"
            params={{ realm, profileName: row.original.name ?? "" }}
          />
          {row.original.global && <Badge colorPalette="blue">{t("global")}</Badge>}
        </HStack>
      ),
    },
    { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
  ];
  const rowActions = (row: ClientProfileRow): RowAction<ClientProfileRow>[] =>
    readOnly || row.global ? [] : [deleteRowAction(confirmDelete)];
  const toCreate = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$tab/add-profile",
      params: { realm, tab: "profiles" },
    });

  return (
    <>
      {DeleteConfirm}
      <DataTable<ClientProfileRow>
        source={source}
        columns={columns}
        ariaLabelKey="clientProfiles"
        searchPlaceholderKey="searchClientProfile"
        getRowId={(row) => `${row.global ? "global" : "realm"}:${row.name ?? ""}`}
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyClientProfiles",
          instructionsKey: "emptyClientProfilesInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "createClientProfile", onClick: toCreate }}
      />
    </>
  );
}
