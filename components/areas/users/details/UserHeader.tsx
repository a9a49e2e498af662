"use client";

import { isWebUrl } from "@/lib/webUrl";
import { Badge, Button, HStack, Switch } from "@chakra-ui/react";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useTranslations } from "next-intl";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeleteUser, useImpersonateUser, useUpdateUser, type UserWithMetadata } from "@/lib/queries/users";
import { useUserListNavigation } from "./useUserListNavigation";
import { userForUpdate } from "./userUpdate";

export type UserHeaderProps = { realm: string; user: UserWithMetadata };

/** The user's name with the enabled switch (disabling asks first), impersonate and delete. */
export function UserHeader({ realm, user }: UserHeaderProps) {
  const t = useTranslations();
  const id = user.id ?? "";
  const toUserList = useUserListNavigation(realm);
  const canManage = useAccess().hasAny("manage-users") || user.access?.manage === true;
  const updateUser = useUpdateUser(realm, id, { errorKey: "userSaveError" });
  const deleteUser = useDeleteUser(realm);
  const impersonate = useImpersonateUser(realm, id);
  const username = user.username ?? "";

  const setEnabled = (enabled: boolean) =>
    updateUser.mutateAsync({ ...userForUpdate(user), enabled }).catch(() => undefined);

  const [confirmDisable, disableDialog] = useConfirmDelete<UserWithMetadata>({
    titleKey: "disableConfirmUserTitle",
    messageKey: "disableConfirmUser",
    messageValues: () => ({ name: username }),
    continueKey: "disable",
    onDelete: () => setEnabled(false),
  });
  const [confirmDelete, deleteDialog] = useConfirmDelete<UserWithMetadata>({
    titleKey: "deleteConfirmUsers",
    messageKey: "userDeleteConfirm",
    messageValues: () => ({ name: username }),
    onDelete: () => deleteUser.mutateAsync(id),
    onDeleted: toUserList,
  });

  const startImpersonation = async () => {
    try {
      const result = await impersonate.mutateAsync(undefined);
      if (isWebUrl(result?.redirect)) window.open(result.redirect, "_blank", "noopener");
    } catch {
      // the mutation raised the alert
    }
  };

  return (
    <PageHeader
      title={username}
      badges={user.enabled === false && <Badge colorPalette="gray">{t("disabled")}</Badge>}
      help={user.federationLink && t("federatedUser")}
      actions={
        <HStack gap="4">
          <Switch.Root
            checked={user.enabled !== false}
            readOnly={!canManage}
            disabled={updateUser.isPending}
            onCheckedChange={({ checked }) => (checked ? void setEnabled(true) : confirmDisable(user))}
          >
            <Switch.HiddenInput aria-label={t("enabled")} />
            <Switch.Control />
            <Switch.Label>{t("enabled")}</Switch.Label>
          </Switch.Root>
          {user.access?.impersonate && (
            <Button variant="outline" size="sm" loading={impersonate.isPending} onClick={startImpersonation}>
              {t("impersonate")}
            </Button>
          )}
          {canManage && (
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(user)}>
              {t("delete")}
            </Button>
          )}
        </HStack>
      }
    >
      {disableDialog}
      {deleteDialog}
    </PageHeader>
  );
}
