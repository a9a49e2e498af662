"use client";

import { useState } from "react";
import { Checkbox, HStack, IconButton } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, PickerTrail, useChosen, usePagedPicker } from "@/components/kit/picker";
import { ChevronRightIcon } from "@/components/ui/icons";
import { groupPickerKey, useGroupPickerLoader } from "@/lib/queries/users";
import { flattenGroupTree } from "@/lib/groups/memberships";

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
  const load = useGroupPickerLoader(realm);
  const [trail, setTrail] = useState<GroupRepresentation[]>([]);
  const parentId = trail[trail.length - 1]?.id;
  const picker = usePagedPicker({
    queryKey: groupPickerKey(realm),
    scope: { parent: parentId },
    load: (first, max, search) => load(search ? undefined : parentId, first, max, search),
  });
  const chosen = useChosen((group: GroupRepresentation) => group.id ?? "");
  const searching = picker.search !== "";
  const rows = searching ? flattenGroupTree(picker.rows) : picker.rows;
  const goTo = (depth: number) => {
    setTrail((current) => current.slice(0, depth));
    picker.setPage(0);
  };

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
            {!searching && (group.subGroupCount ?? 0) > 0 && (
              <IconButton
                size="xs"
                variant="ghost"
                aria-label={t("openGroup", { name: group.name ?? "" })}
                onClick={() => {
                  setTrail((current) => [...current, group]);
                  picker.setPage(0);
                }}
              >
                <ChevronRightIcon />
              </IconButton>
            )}
          </HStack>
        );
      }}
      emptyText={searching ? t("noSearchResults") : t("noGroupsInThisSubGroup")}
      listLabel={t("groups")}
      trail={
        !searching && (
          <PickerTrail
            rootLabel={t("groups")}
            trail={trail.map((group) => ({ id: group.id ?? "", name: group.name ?? "" }))}
            onGoTo={goTo}
          />
        )
      }
      status={chosen.size > 0 ? t("groupsChosen", { count: chosen.size }) : ""}
      confirmLabel={t(confirmKey)}
      confirmDisabled={chosen.size === 0}
      onConfirm={async () => onPick(chosen.values())}
      onClose={onClose}
    />
  );
}
