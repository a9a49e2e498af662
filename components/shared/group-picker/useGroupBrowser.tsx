"use client";

import { useState, type ReactNode } from "react";
import { IconButton } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { PickerTrail, usePagedPicker } from "@/components/kit/screen/picker";
import { ChevronRightIcon } from "@/components/kit/ui/icons";
import { flattenGroupTree } from "@/lib/groups/memberships";
import { groupPickerKeys } from "@/lib/queries/groups";
import { useGroupPickerLoader } from "@/lib/queries/users";

/**
 * Browsing the realm's groups in a picker: one level at a time (GET /groups, /groups/{id}/children, paged) with a
 * trail back up, or the whole tree searched on the server (GET /groups?search=), its matches flattened to paths.
 */
export function useGroupBrowser(realm: string) {
  const t = useTranslations();
  const load = useGroupPickerLoader(realm);
  const [trail, setTrail] = useState<GroupRepresentation[]>([]);
  const parentId = trail[trail.length - 1]?.id;
  const picker = usePagedPicker({
    queryKey: groupPickerKeys.all(realm),
    scope: { parent: parentId },
    load: (first, max, search) => load(search ? undefined : parentId, first, max, search),
  });
  const searching = picker.shownSearch !== "";
  const goTo = (depth: number) => {
    setTrail((current) => current.slice(0, depth));
    picker.setPage(0);
  };

  /** The trail from the top to the level shown; nothing while searching. */
  const trailBar: ReactNode = !searching && (
    <PickerTrail
      rootLabel={t("groups")}
      trail={trail.map((group) => ({ id: group.id ?? "", name: group.name ?? "" }))}
      onGoTo={goTo}
    />
  );

  /** The button that opens a group with children one level down; nothing while searching. */
  const openButton = (group: GroupRepresentation): ReactNode =>
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
    );

  return {
    picker,
    searching,
    rows: searching ? flattenGroupTree(picker.rows) : picker.rows,
    trailBar,
    openButton,
    emptyText: searching ? t("noSearchResults") : t("noGroupsInThisSubGroup"),
  };
}
