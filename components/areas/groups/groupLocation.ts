import { idPathToSplat, parseIdPath } from "@/lib/groups/idPath";

export const GROUP_TABS = ["child-groups", "members", "attributes", "role-mapping", "permissions"] as const;

export type GroupTab = (typeof GROUP_TABS)[number];

const isGroupTab = (segment: string | undefined): segment is GroupTab =>
  (GROUP_TABS as readonly (string | undefined)[]).includes(segment);

/**
 * Where /{realm}/groups/{id}/…/{id}[/{tab}] points: the ids from the root down to the group, then its tab (the child
 * groups when none is named). A last segment is a tab only after at least one id; Keycloak's group ids are UUIDs,
 * so no id reads as a tab name.
 */
export function parseGroupLocation(splat: string | undefined): { ids: string[]; tab: GroupTab } {
  const segments = parseIdPath(splat);
  const last = segments[segments.length - 1];
  if (segments.length > 1 && isGroupTab(last) && last !== "child-groups")
    return { ids: segments.slice(0, -1), tab: last };
  return { ids: segments, tab: "child-groups" };
}

/** The splat of a group's tab: its child groups are the group's own URL. */
export function groupLocationSplat(ids: readonly string[], tab: GroupTab = "child-groups"): string {
  const path = idPathToSplat(ids);
  return tab === "child-groups" ? path : `${path}/${tab}`;
}
