"use client";

import { Badge, Button } from "@chakra-ui/react";
import { PageHeader } from "@/components/kit/PageHeader";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useConfirmDelete } from "@/components/kit/useConfirmDelete";
import { useDeleteRole } from "@/lib/queries/roleDetails";

export type RoleHeaderProps = {
  realm: string;
  role: RoleRepresentation;
  isDefault: boolean;
  canManage: boolean;
};

/** The role's name; deleting it (asked first) for admins who manage the realm, never for the default role. */
export function RoleHeader({ realm, role, isDefault, canManage }: RoleHeaderProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const deleteRole = useDeleteRole(realm);
  const name = role.name ?? "";

  const [confirmDelete, deleteDialog] = useConfirmDelete<RoleRepresentation>({
    titleKey: "roleDeleteConfirm",
    messageKey: "roleDeleteConfirmDialog",
    messageValues: () => ({ selectedRoleName: name }),
    onDelete: async () => {
      await deleteRole.mutateAsync(role.id ?? "");
      await navigate({ to: "/$realm/roles", params: { realm } });
    },
  });

  return (
    <PageHeader
      title={name}
      badges={isDefault && <Badge colorPalette="blue">{t("defaultRoles")}</Badge>}
      help={isDefault && t("defaultRolesHint")}
      actions={
        canManage &&
        !isDefault && (
          <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(role)}>
            {t("deleteRole")}
          </Button>
        )
      }
    >
      {deleteDialog}
    </PageHeader>
  );
}
