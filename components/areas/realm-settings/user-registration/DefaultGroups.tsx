"use client";

import { useReadOnly } from "@/components/kit/form";
import { useMemo, useState } from "react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, SelectionButton, type DataTableColumn } from "@/components/kit/data-table";
import { GroupPickerDialog } from "@/components/shared/group-picker/GroupPickerDialog";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import {
  useAddDefaultGroups,
  useDefaultGroups,
  useDefaultGroupsSource,
  useRemoveDefaultGroups,
} from "@/lib/queries/defaultGroups";

type DefaultGroupsProps = { realm: string };

/** The groups every new user joins: listed by name and path; realm managers add them with the picker and remove them. */
export function DefaultGroups({ realm }: DefaultGroupsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const source = useDefaultGroupsSource(realm);
  const current = useDefaultGroups(realm);
  const add = useAddDefaultGroups(realm);
  const remove = useRemoveDefaultGroups(realm);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [ask, confirmDialog] = useConfirmDelete<GroupRepresentation[]>({
    titleKey: "removeConfirmTitle",
    messageKey: "removeConfirm",
    messageValues: (groups) => ({ count: groups.length, name: groups[0]?.name ?? "" }),
    continueKey: "remove",
    onDelete: (groups) => remove.mutateAsync(groups),
  });

  const columns = useMemo<DataTableColumn<GroupRepresentation>[]>(
    () => [
      { id: "name", header: () => t("groupName"), cell: ({ row }) => row.original.name ?? "" },
      { id: "path", header: () => t("path"), cell: ({ row }) => row.original.path ?? "" },
    ],
    [t],
  );
  const openPicker = () => setPickerOpen(true);

  return (
    <>
      {confirmDialog}
      <GroupPickerDialog
        realm={realm}
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        // the mutation's alert shows the server's error
        onPick={(groups) => add.mutateAsync(groups).catch(() => undefined)}
        excludedIds={(current.data ?? []).map((group) => group.id ?? "")}
        titleKey="addDefaultGroups"
        confirmKey="add"
      />
      <DataTable<GroupRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="defaultGroups"
        searchPlaceholderKey="searchForGroups"
        urlStatePrefix={false}
        canSelect={!readOnly}
        rowActions={readOnly ? undefined : [{ labelKey: "remove", danger: true, onClick: (group) => ask([group]) }]}
        createAction={readOnly ? undefined : { labelKey: "addGroups", onClick: openPicker }}
        toolbar={({ selectedRows }) =>
          !readOnly && (
            <SelectionButton rows={selectedRows} onClick={ask} danger>
              {t("remove")}
            </SelectionButton>
          )
        }
        emptyState={{
          messageKey: "noDefaultGroups",
          instructionsKey: "noDefaultGroupsInstructions",
        }}
      />
    </>
  );
}
