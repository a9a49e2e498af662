"use client";

import { Checkbox, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, useChosen, usePagedPicker } from "@/components/kit/picker";
import { memberPickerKey, useMemberPickerLoader } from "@/lib/queries/groups";

export type AddMembersDialogProps = {
  realm: string;
  groupName: string;
  onClose(): void;
  /** Resolves once the users were added; rejecting keeps the dialog open (the mutation has alerted). */
  onAdd(users: UserRepresentation[]): Promise<unknown>;
};

/** Picks users to add: the realm's users searched and paged on the server, any number chosen across pages. */
export function AddMembersDialog({ realm, groupName, onClose, onAdd }: AddMembersDialogProps) {
  const t = useTranslations();
  const picker = usePagedPicker({ queryKey: memberPickerKey(realm), load: useMemberPickerLoader(realm) });
  const chosen = useChosen((user: UserRepresentation) => user.id ?? "");
  return (
    <PickerDialog
      title={t("addMemberTo", { name: groupName })}
      searchLabel={t("searchForUser")}
      picker={picker}
      rows={picker.rows}
      rowKey={(user) => user.id ?? ""}
      renderRow={(user) => (
        <>
          <Checkbox.Root
            checked={chosen.has(user)}
            onCheckedChange={({ checked }) => chosen.toggle(user, checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{user.username}</Checkbox.Label>
          </Checkbox.Root>
          {user.email && (
            <Text as="span" ms="2" fontSize="sm" color="fg.muted">
              {user.email}
            </Text>
          )}
        </>
      )}
      emptyText={picker.search ? t("noSearchResults") : t("noUsersFound")}
      listLabel={t("users")}
      status={chosen.size > 0 ? t("usersChosen", { count: chosen.size }) : ""}
      confirmLabel={t("add")}
      confirmDisabled={chosen.size === 0}
      onConfirm={() => onAdd(chosen.values())}
      onClose={onClose}
    />
  );
}
