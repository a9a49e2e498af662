"use client";

import { useCallback, useMemo } from "react";
import { Stack, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type TableLoader } from "@/components/data-table";
import { useAdminClient } from "@/lib/console-context";
import { fetchUsersInRole, usersInRoleKey } from "@/lib/queries/roleDetails";

export type UsersInRoleTabProps = { realm: string; roleName: string };

const text =
  (key: keyof UserRepresentation) =>
  ({ row }: { row: { original: UserRepresentation } }) =>
    String(row.original[key] ?? "");

/** The users the role is mapped to directly, paged by the server; a hint says where the others are. */
export function UsersInRoleTab({ realm, roleName }: UsersInRoleTabProps) {
  const t = useTranslations();
  const adminClient = useAdminClient();
  const loader = useCallback<TableLoader<UserRepresentation>>(
    (first, max) => fetchUsersInRole(adminClient, realm, roleName, first, max),
    [adminClient, realm, roleName],
  );
  const columns = useMemo<DataTableColumn<UserRepresentation>[]>(
    () => [
      { id: "username", header: () => t("username"), cell: text("username") },
      { id: "email", header: () => t("email"), cell: text("email") },
      { id: "lastName", header: () => t("lastName"), cell: text("lastName") },
      { id: "firstName", header: () => t("firstName"), cell: text("firstName") },
    ],
    [t],
  );

  return (
    <Stack gap="4" py="6">
      <Text color="fg.muted">{t("usersInRoleHint")}</Text>
      <DataTable<UserRepresentation>
        queryKey={usersInRoleKey(realm, roleName)}
        loader={loader}
        columns={columns}
        ariaLabelKey="usersInRole"
        getRowId={(user, index) => user.id ?? String(index)}
        urlStatePrefix="users"
        emptyState={{ messageKey: "noDirectUsers", instructionsKey: "noDirectUsersInstructions" }}
      />
    </Stack>
  );
}
