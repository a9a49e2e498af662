"use client";

import { Checkbox, HStack } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, useChosen } from "@/components/kit/screen/picker";
import { useGroupBrowser } from "./useGroupBrowser";

export type GroupPickerDialogProps = {
  realm: string;
  open: boolean;
  onClose(): void;
  /** Called with the chosen groups; the dialog closes when it settles. */
  onPick(groups: GroupRepresentation[]): unknown;
  /** Groups that cannot be chosen again (the user's memberships, the realm's default groups). */
  excludedIds?: readonly string[];
  /** Message keys of the title and the confirm button; joining groups by default. */
  titleKey?: string;
  confirmKey?: string;
};

/**
 * Picks groups (to join, or to make default): browse the tree level by level (GET /groups, /groups/{id}/children, paged) or search
 * the whole tree on the server (GET /groups?search=), choosing any number of groups.
 */
export function GroupPickerDialog(props: GroupPickerDialogProps) {
  // mounted only while open, so that each opening starts at the top with nothing chosen
  return props.open ? <OpenGroupPicker {...props} /> : null;
}

function OpenGroupPicker({
  realm,
  onClose,
  onPick,
  excludedIds = [],
  titleKey = "joinGroupsFor",
  confirmKey = "join",
}: GroupPickerDialogProps) {
  const t = useTranslations();
  const { picker, searching, rows, trailBar, openButton, emptyText } = useGroupBrowser(realm);
  const chosen = useChosen((group: GroupRepresentation) => group.id ?? "");

  return (
    <PickerDialog
      title={t(titleKey)}
      searchLabel={t("searchForGroups")}
      picker={picker}
      rows={rows}
      rowKey={(group) => group.id ?? ""}
      renderRow={(group) => {
        const excluded = excludedIds.includes(group.id ?? "");
        return (
          <HStack justify="space-between">
            <Checkbox.Root
              checked={excluded || chosen.has(group)}
              disabled={excluded}
              onCheckedChange={({ checked }) => chosen.toggle(group, checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{searching ? group.path : group.name}</Checkbox.Label>
            </Checkbox.Root>
            {openButton(group)}
          </HStack>
        );
      }}
      emptyText={emptyText}
      listLabel={t("groups")}
      trail={trailBar}
      status={chosen.size > 0 ? t("groupsChosen", { count: chosen.size }) : ""}
      confirmLabel={t(confirmKey)}
      confirmDisabled={chosen.size === 0}
      onConfirm={async () => onPick(chosen.values())}
      onClose={onClose}
    />
  );
}
