"use client";

import { useState } from "react";
import { IconButton } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerTrail, usePagedPicker } from "@/components/kit/picker";
import { ChevronRightIcon } from "@/components/ui/icons";
import { flattenGroupTree } from "@/lib/groups/memberships";
import { groupPickerKey, useGroupPickerLoader } from "@/lib/queries/users";
import type { PickDialogProps } from "./PickedValueField";
import { SinglePickDialog } from "./SinglePickDialog";

const pathOf = (group: GroupRepresentation) => group.path ?? `/${group.name ?? ""}`;

/** Picks one group, browsing the tree level by level or searching all of it; Group properties store its path. */
export function GroupPickDialog({ realm, onPick, onClose }: PickDialogProps & { realm: string }) {
  const t = useTranslations();
  const load = useGroupPickerLoader(realm);
  const [trail, setTrail] = useState<GroupRepresentation[]>([]);
  const parentId = trail[trail.length - 1]?.id;
  const picker = usePagedPicker({
    queryKey: groupPickerKey(realm),
    scope: { parent: parentId },
    load: (first, max, search) => load(search ? undefined : parentId, first, max, search),
  });
  const searching = picker.search !== "";
  const goTo = (depth: number) => {
    setTrail((current) => current.slice(0, depth));
    picker.setPage(0);
  };
  return (
    <SinglePickDialog<GroupRepresentation>
      title={t("selectGroup")}
      searchLabel={t("searchForGroups")}
      picker={picker}
      rows={searching ? flattenGroupTree(picker.rows) : picker.rows}
      rowKey={(group) => group.id ?? pathOf(group)}
      rowLabel={(group) => (searching ? pathOf(group) : group.name)}
      valueOf={pathOf}
      emptyText={searching ? t("noSearchResults") : t("noGroupsInThisSubGroup")}
      listLabel={t("groups")}
      toolbar={
        !searching && (
          <PickerTrail
            rootLabel={t("groups")}
            trail={trail.map((group) => ({ id: group.id ?? "", name: group.name ?? "" }))}
            onGoTo={goTo}
          />
        )
      }
      rowAction={(group) =>
        !searching &&
        (group.subGroupCount ?? 0) > 0 && (
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
        )
      }
      onPick={onPick}
      onClose={onClose}
    />
  );
}
