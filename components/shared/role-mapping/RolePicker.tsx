"use client";

import { useCallback, useMemo, useState } from "react";
import { Badge, Button, HStack, NativeSelect } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useTranslations } from "next-intl";
import { DataTable, TEXT_COLUMN_MAX_W, type DataTableColumn, type TableLoader } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAdminClient } from "@/lib/console-context";
import { serverText } from "@/lib/i18n/serverText";
import {
  availableRoleKeys,
  clientRoleRow,
  fetchAvailableClientRoles,
  fetchRealmRoleRows,
  type RoleMappingResource,
  type RoleRow,
} from "@/lib/queries/roleMappings";

export type RoleFilter = "realm" | "client";

export type RolePickerProps = {
  open: boolean;
  onClose(): void;
  /** Gets the picked roles; the dialog closes once it settles. */
  onAssign(rows: RoleRow[]): unknown;
  realm: string;
  /** What the roles are for: client roles already mapped to it are left out by the server. */
  resource?: RoleMappingResource;
  /** Replace the realm-role list (e.g. only roles still available to a user). */
  loadRealmRoles?: TableLoader<RoleRow>;
  /** Replace the client-role list. */
  loadClientRoles?: TableLoader<RoleRow>;
  initialFilter?: RoleFilter;
  titleKey?: string;
};

const rowId = (row: RoleRow) => row.role.id ?? `${row.client?.id ?? ""}/${row.role.name ?? ""}`;

/** A dialog to pick realm or client roles from one searchable, server-paged list. */
export function RolePicker({
  open,
  onClose,
  onAssign,
  realm,
  resource,
  loadRealmRoles,
  loadClientRoles,
  initialFilter = "realm",
  titleKey = "assignRole",
}: RolePickerProps) {
  const t = useTranslations();
  const adminClient = useAdminClient();
  const [filter, setFilter] = useState<RoleFilter>(initialFilter);
  const [selected, setSelected] = useState<RoleRow[]>([]);
  const [assigning, setAssigning] = useState(false);

  const realmLoader = useCallback<TableLoader<RoleRow>>(
    (first, max, search) =>
      (loadRealmRoles ?? ((f, m, s) => fetchRealmRoleRows(adminClient, { realm, first: f, max: m, search: s })))(
        first,
        max,
        search,
      ),
    [loadRealmRoles, adminClient, realm],
  );
  const clientLoader = useCallback<TableLoader<RoleRow>>(
    async (first, max, search) =>
      loadClientRoles
        ? loadClientRoles(first, max, search)
        : (await fetchAvailableClientRoles(adminClient, { realm, first, max, search }, resource)).map(clientRoleRow),
    [loadClientRoles, adminClient, realm, resource],
  );

  const columns = useMemo<DataTableColumn<RoleRow>[]>(
    () => [
      {
        id: "name",
        header: () => t("roleName"),
        cell: ({ row }) => (
          <HStack gap="2">
            {row.original.client && (
              <Badge colorPalette="blue" minW="0">
                <TruncatedText text={row.original.client.clientId ?? ""} maxW="10rem" />
              </Badge>
            )}
            <TruncatedText text={row.original.role.name ?? ""} maxW={TEXT_COLUMN_MAX_W} />
          </HStack>
        ),
      },
      {
        id: "description",
        header: () => t("description"),
        // built-in roles describe themselves with a ${key} placeholder for the translation
        cell: ({ row }) => serverText(row.original.role.description ?? "", t),
      },
    ],
    [t],
  );

  const close = () => {
    setSelected([]);
    onClose();
  };
  const assign = async () => {
    setAssigning(true);
    try {
      await onAssign(selected);
      close();
    } finally {
      setAssigning(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      size="lg"
      title={t(titleKey)}
      onClose={close}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t("cancel")}
          </Button>
          <PrimaryButton disabled={selected.length === 0} loading={assigning} onClick={assign}>
            {t("assign")}
          </PrimaryButton>
        </>
      }
    >
      <NativeSelect.Root size="sm" width="xs">
        <NativeSelect.Field
          aria-label={t("roleType")}
          value={filter}
          onChange={(event) => {
            setSelected([]);
            setFilter(event.target.value as RoleFilter);
          }}
        >
          <option value="realm">{t("filterByRealmRoles")}</option>
          <option value="client">{t("filterByClientRoles")}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <DataTable<RoleRow>
        key={filter}
        source={{
          queryKey: availableRoleKeys.list(realm, filter, resource),
          loader: filter === "realm" ? realmLoader : clientLoader,
        }}
        columns={columns}
        ariaLabelKey={titleKey}
        getRowId={rowId}
        searchPlaceholderKey="searchByRoleName"
        urlStatePrefix={false}
        canSelect
        onSelect={setSelected}
        emptyState={{ messageKey: "noRolesAvailable", instructionsKey: "noRolesAvailableInstructions" }}
      />
    </DialogFrame>
  );
}
