"use client";

import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { UsersPickerDialog } from "@/components/kit/screen/picker";
import { groupKeys, useMemberPickerLoader } from "@/lib/queries/groups";

export type AddMembersDialogProps = {
  realm: string;
  groupName: string;
  onClose(): void;
  /** Resolves once the users were added; rejecting keeps the dialog open (the mutation has alerted). */
  onAdd(users: UserRepresentation[]): Promise<unknown>;
};

/** Picks users to add to the group: the realm's users searched and paged on the server. */
export function AddMembersDialog({ realm, groupName, onClose, onAdd }: AddMembersDialogProps) {
  const t = useTranslations();
  return (
    <UsersPickerDialog
      title={t("addMemberTo", { name: groupName })}
      confirmLabel={t("add")}
      queryKey={groupKeys.memberPicker(realm)}
      load={useMemberPickerLoader(realm)}
      onClose={onClose}
      onConfirm={onAdd}
    />
  );
}
