"use client";

import { Badge, Box, Button, Heading, HStack, Text } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/ui/ConfirmDialog";
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

  const [confirmDelete, deleteDialog] = useConfirmDialog({
    titleKey: "roleDeleteConfirm",
    messageKey: "roleDeleteConfirmDialog",
    messageValues: { selectedRoleName: name },
    continueKey: "delete",
    variant: "danger",
    onConfirm: async () => {
      try {
        await deleteRole.mutateAsync(role.id ?? "");
        await navigate({ to: "/$realm/roles", params: { realm } });
      } catch {
        // the mutation raised the alert; the role stays
      }
    },
  });

  return (
    <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
      {deleteDialog}
      <HStack justify="space-between" wrap="wrap" gap="4">
        <HStack gap="3">
          <Heading as="h1" size="2xl">
            {name}
          </Heading>
          {isDefault && <Badge colorPalette="blue">{t("defaultRoles")}</Badge>}
        </HStack>
        {canManage && !isDefault && (
          <Button colorPalette="red" variant="outline" size="sm" onClick={confirmDelete}>
            {t("deleteRole")}
          </Button>
        )}
      </HStack>
      {isDefault && (
        <Text mt="1" color="fg.muted" fontSize="sm">
          {t("defaultRolesHint")}
        </Text>
      )}
    </Box>
  );
}
