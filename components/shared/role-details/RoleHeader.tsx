"use client";

import { Badge, Button, HStack } from "@chakra-ui/react";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { AdminEventsLink } from "@/components/shared/event-table/AdminEventsLink";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteRole, type RoleContainer } from "@/lib/queries/roleDetails";

export type RoleHeaderProps = {
  realm: string;
  container: RoleContainer;
  role: RoleRepresentation;
  isDefault: boolean;
  canManage: boolean;
  /** Where to go once the role is gone: the list it was in. */
  onDeleted(): Promise<void>;
};

/** The role's name; deleting it (asked first) for admins who may manage it, never for the default role. */
export function RoleHeader({ realm, container, role, isDefault, canManage, onDeleted }: RoleHeaderProps) {
  const t = useTranslations();
  const deleteRole = useDeleteRole(realm, container);
  const name = role.name ?? "";

  const [confirmDelete, deleteDialog] = useConfirmDelete<RoleRepresentation>({
    titleKey: "roleDeleteConfirm",
    messageKey: "roleDeleteConfirmDialog",
    messageValues: () => ({ selectedRoleName: name }),
    onDelete: () => deleteRole.mutateAsync(role.id ?? ""),
    onDeleted,
  });

  return (
    <PageHeader
      title={name}
      badges={isDefault && <Badge colorPalette="blue">{t("defaultRoles")}</Badge>}
      help={isDefault && t("defaultRolesHint")}
      actions={
        <HStack gap="3">
          {/* the console changes a role through /roles-by-id/{id}, where its admin events are */}
          <AdminEventsLink realm={realm} resourcePath={`roles-by-id/${role.id}*`} />
          {canManage && !isDefault && (
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(role)}>
              {t("deleteRole")}
            </Button>
          )}
        </HStack>
      }
    >
      {deleteDialog}
    </PageHeader>
  );
}
