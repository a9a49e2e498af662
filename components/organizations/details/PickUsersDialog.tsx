"use client";

import { Checkbox, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, useChosen, usePagedPicker } from "@/components/kit/picker";
import { organizationKeys, useOrganizationUserPickerLoader } from "@/lib/queries/organizations";

export type PickUsersDialogProps = {
  realm: string;
  organizationId: string;
  title: string;
  confirmLabel: string;
  onClose(): void;
  /** Resolves once done with the chosen users; rejecting keeps the dialog open (the mutation has alerted). */
  onConfirm(users: UserRepresentation[]): Promise<unknown>;
};

/** Chooses realm users, searched and paged on the server, any number across pages: to add or to invite them. */
export function PickUsersDialog({
  realm,
  organizationId,
  title,
  confirmLabel,
  onClose,
  onConfirm,
}: PickUsersDialogProps) {
  const t = useTranslations();
  const picker = usePagedPicker({
    queryKey: organizationKeys.part(realm, organizationId, "memberPicker"),
    load: useOrganizationUserPickerLoader(realm),
  });
  const chosen = useChosen((user: UserRepresentation) => user.id ?? "");
  return (
    <PickerDialog
      title={title}
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
      confirmLabel={confirmLabel}
      confirmDisabled={chosen.size === 0}
      onConfirm={() => onConfirm(chosen.values())}
      onClose={onClose}
    />
  );
}
