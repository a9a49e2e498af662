"use client";

import { useReadOnly } from "@/components/kit/form";
import { Stack } from "@chakra-ui/react";
import type {
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import { deleteRowAction, DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { NameLink } from "@/components/kit/ui/NameLink";
import { useAttributeGroupsSource, useSaveUserProfile } from "@/lib/queries/userProfile";

type AttributesGroupTabProps = { realm: string; config: UserProfileConfig };

/** The attributes groups: name, header and description; created and edited on their own screen, deleted here. */
export function AttributesGroupTab({ realm, config }: AttributesGroupTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const source = useAttributeGroupsSource(realm);
  // the server refuses to drop a group an attribute still uses; its message says which
  const save = useSaveUserProfile(realm, {
    successKey: "deleteAttributeGroupSuccess",
    errorKey: "deleteAttributeGroupError",
  });
  const toNew = () =>
    void navigate({ to: "/$realm/realm-settings/user-profile/attributesGroup/new", params: { realm } });

  const [askDelete, deleteDialog] = useConfirmDelete<UserProfileGroup>({
    titleKey: "deleteDialogTitle",
    messageKey: "deleteDialogDescription",
    messageValues: (group) => ({ group: group.name ?? "" }),
    onDelete: (group) =>
      save.mutateAsync({ ...config, groups: (config.groups ?? []).filter((g) => g.name !== group.name) }),
  });

  const columns: DataTableColumn<UserProfileGroup>[] = [
    {
      id: "name",
      header: t("columnName"),
      cell: ({ row }) => (
        <NameLink
          name={row.original.name ?? ""}
          to="/$realm/realm-settings/user-profile/attributesGroup/edit/$name"
          params={{ realm, name: row.original.name ?? "" }}
        />
      ),
    },
    {
      id: "displayHeader",
      header: t("columnDisplayName"),
      cell: ({ row }) => serverText(row.original.displayHeader ?? "", t),
    },
    {
      id: "displayDescription",
      header: t("columnDisplayDescription"),
      cell: ({ row }) => serverText(row.original.displayDescription ?? "", t),
    },
  ];
  const rowActions: RowAction<UserProfileGroup>[] = readOnly ? [] : [deleteRowAction(askDelete)];

  return (
    <Stack gap="3" py="4">
      {deleteDialog}
      <DataTable<UserProfileGroup>
        source={source}
        columns={columns}
        ariaLabelKey="attributesGroup"
        getRowId={(group) => group.name ?? ""}
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyAttributeGroups",
          instructionsKey: "emptyAttributeGroupsInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "createAttributesGroup", onClick: toNew }}
      />
    </Stack>
  );
}
