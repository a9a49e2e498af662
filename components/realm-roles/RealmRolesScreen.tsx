"use client";

import { useMemo } from "react";
import { Box, Button } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction } from "@/components/data-table";
import { useConfirmDelete } from "@/components/kit/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import type { Translate } from "@/lib/errors";
import { useRealm } from "@/lib/queries/realms";
import { useDeleteRole, useRealmRolesSource } from "@/lib/queries/roles";
import { useRealmName } from "@/lib/router/useRealmName";
import { isDefaultRole } from "./details/roleForms";
import { realmRoleColumns } from "./realmRoleColumns";
import { PageHeader } from "@/components/kit/PageHeader";

/** /{realm}/roles: the realm's roles, searched and paged by the server; admins who manage the realm create and delete them. */
export default function RealmRolesScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const canManage = useAccess().hasAny("manage-realm");
  const defaultRoleId = useRealm(realm).data?.defaultRole?.id;
  const source = useRealmRolesSource(realm);
  const deleteRole = useDeleteRole(realm);
  const columns = useMemo(() => realmRoleColumns(t as unknown as Translate, realm), [t, realm]);

  const [confirmDelete, deleteDialog] = useConfirmDelete<RoleRepresentation>({
    titleKey: "roleDeleteConfirm",
    messageKey: "roleDeleteConfirmDialog",
    messageValues: (role) => ({ selectedRoleName: role.name ?? "" }),
    onDelete: (role) => deleteRole.mutateAsync(role.id ?? ""),
  });

  const goToCreate = () => void navigate({ to: "/$realm/roles/new", params: { realm } });
  // the realm's default role goes only with the realm
  const rowActions = (role: RoleRepresentation): RowAction<RoleRepresentation>[] =>
    canManage && !isDefaultRole(role, realm, defaultRoleId)
      ? [{ labelKey: "delete", danger: true, onClick: confirmDelete }]
      : [];

  return (
    <Box>
      {deleteDialog}
      <PageHeader title={t("realmRoles")} subtitle={t("roleExplain")} />
      <Box px="6" py="2">
        <DataTable<RoleRepresentation>
          source={source}
          columns={columns}
          ariaLabelKey="realmRoles"
          searchPlaceholderKey="searchForRoles"
          getRowId={(role, index) => role.id ?? String(index)}
          rowActions={rowActions}
          emptyState={{
            messageKey: "noRoles",
            instructionsKey: "noRolesInstructions",
            ...(canManage ? { actionKey: "createRole", onAction: goToCreate } : {}),
          }}
          toolbar={() =>
            canManage && (
              <Button size="sm" colorPalette="blue" onClick={goToCreate}>
                {t("createRole")}
              </Button>
            )
          }
        />
      </Box>
    </Box>
  );
}
