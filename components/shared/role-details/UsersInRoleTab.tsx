"use client";

import { useMemo } from "react";
import { Stack, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useUsersInRoleSource, type RoleContainer } from "@/lib/queries/roleDetails";

export type UsersInRoleTabProps = { realm: string; container: RoleContainer; roleName: string };

const text =
  (key: keyof UserRepresentation) =>
  ({ row }: { row: { original: UserRepresentation } }) =>
    String(row.original[key] ?? "");

/** The users the role is mapped to directly, paged by the server; a hint says where the others are. */
export function UsersInRoleTab({ realm, container, roleName }: UsersInRoleTabProps) {
  const t = useTranslations();
  const source = useUsersInRoleSource(realm, container, roleName);
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
        source={source}
        columns={columns}
        ariaLabelKey="usersInRole"
        urlStatePrefix="users"
        emptyState={{ messageKey: "noDirectUsers", instructionsKey: "noDirectUsersInstructions" }}
      />
    </Stack>
  );
}
