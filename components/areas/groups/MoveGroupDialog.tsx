"use client";

import { useState } from "react";
import { Button, Text } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerDialog, PickerTrail, usePagedPicker, type TrailEntry } from "@/components/kit/screen/picker";
import { ChevronRightIcon } from "@/components/kit/ui/icons";
import { groupKeys, useGroupLevelLoader, useMoveGroup, type GroupRow } from "@/lib/queries/groups";

export type MoveGroupDialogProps = {
  realm: string;
  group: GroupRepresentation;
  /** Where the group sits now (undefined: top level); moving there again is not offered. */
  currentParentId: string | undefined;
  onClose(): void;
};

/**
 * Moves a group (with its subtree): browse to the destination level by level, or search, then 'Move here' moves it
 * under the open group, or to the top level at the root. The group itself and its subtree cannot be entered.
 */
export function MoveGroupDialog({ realm, group, currentParentId, onClose }: MoveGroupDialogProps) {
  const t = useTranslations();
  const load = useGroupLevelLoader(realm);
  const move = useMoveGroup(realm);
  const [trail, setTrail] = useState<TrailEntry[]>([]);
  const destination = trail[trail.length - 1];
  const picker = usePagedPicker({
    queryKey: groupKeys.movePicker(realm),
    scope: { parentId: destination?.id },
    // a search spans the whole tree
    load: (first, max, search) => load(search ? undefined : destination?.id, first, max, search),
  });
  const rows = picker.rows.filter((row) => row.id !== group.id && !row.ancestorIds.includes(group.id ?? ""));

  const enter = (row: GroupRow) => {
    // a search match carries its ancestors' ids; their names come from its path
    const names = (row.path ?? "").split("/").filter(Boolean);
    const ancestors = row.ancestorIds.map((id, index) => ({ id, name: names[index] ?? id }));
    const entry = { id: row.id ?? "", name: row.name ?? "" };
    setTrail(picker.shownSearch ? [...ancestors, entry] : [...trail, entry]);
    picker.clearSearch();
  };
  const goTo = (depth: number) => {
    setTrail(trail.slice(0, depth));
    picker.clearSearch();
  };

  return (
    <PickerDialog
      title={t("moveGroupTo", { name: group.name ?? "" })}
      searchLabel={t("searchForGroups")}
      picker={picker}
      rows={rows}
      rowKey={(row) => row.id ?? ""}
      renderRow={(row) => (
        <Button
          variant="ghost"
          size="sm"
          justifyContent="space-between"
          w="full"
          aria-label={t("openGroup", { name: row.name ?? "" })}
          onClick={() => enter(row)}
        >
          <Text as="span">{picker.shownSearch ? row.path : row.name}</Text>
          <ChevronRightIcon />
        </Button>
      )}
      emptyText={picker.shownSearch ? t("noSearchResults") : t("noGroupsInThisSubGroup")}
      listLabel={t("groups")}
      trail={<PickerTrail rootLabel={t("groups")} trail={trail} onGoTo={goTo} label={t("moveDestination")} />}
      confirmLabel={t("moveHere")}
      confirmDisabled={picker.search !== "" || destination?.id === currentParentId}
      onConfirm={() => move.mutateAsync({ group, destinationId: destination?.id })}
      onClose={onClose}
    />
  );
}
