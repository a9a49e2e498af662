"use client";

import { Checkbox, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { PickerDialog } from "./PickerDialog";
import { useChosen } from "./useChosen";
import { usePagedPicker } from "./usePagedPicker";

export type UsersPickerDialogProps = {
  title: string;
  confirmLabel: string;
  /** The resource's picker key (the search and page are added to it). */
  queryKey: QueryKey;
  /** One server page of the users offered (the realm's, or those not yet members). */
  load(first: number, max: number, search: string): Promise<UserRepresentation[]>;
  onClose(): void;
  /** Resolves once done with the chosen users; rejecting keeps the dialog open (the mutation has alerted). */
  onConfirm(users: UserRepresentation[]): Promise<unknown>;
};

/** Chooses users searched and paged on the server, any number across pages: to add them as members or to invite them. */
export function UsersPickerDialog({ title, confirmLabel, queryKey, load, onClose, onConfirm }: UsersPickerDialogProps) {
  const t = useTranslations();
  const picker = usePagedPicker({ queryKey, load });
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
