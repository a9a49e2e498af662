import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";

/** A row of the user's groups: a direct membership, or a group the user is in through a subgroup. */
export type MembershipRow = GroupRepresentation & { inherited: boolean };

/**
 * The segments of a group path. Keycloak escapes a slash inside a group name as "~/", so only an unescaped
 * slash separates segments.
 */
export function pathSegments(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  for (let index = 0; index < path.length; index++) {
    const char = path[index];
    if (char === "~" && path[index + 1] === "/") {
      current += "~/";
      index++;
    } else if (char === "/") {
      if (current !== "") segments.push(current);
      current = "";
    } else current += char;
  }
  if (current !== "") segments.push(current);
  return segments;
}

/** The paths of a group's ancestors, outermost first: "/a/b/c" -> ["/a", "/a/b"]. */
export function ancestorPaths(path: string): string[] {
  const segments = pathSegments(path);
  return segments.slice(0, -1).map((_, index) => `/${segments.slice(0, index + 1).join("/")}`);
}

/** The display name of a path's last segment, unescaped. */
export function lastSegmentName(path: string): string {
  const segments = pathSegments(path);
  return (segments[segments.length - 1] ?? "").replaceAll("~/", "/");
}

/**
 * Direct memberships with the groups the user inherits from them, as Keycloak shows them when 'direct
 * membership' is off: each group's not yet listed ancestors come right before it. A direct membership that was
 * listed earlier as an ancestor turns that row into a direct one.
 */
export function withInheritedGroups(direct: readonly GroupRepresentation[]): MembershipRow[] {
  const rows: MembershipRow[] = [];
  const byPath = new Map<string, MembershipRow>();
  for (const group of direct) {
    const path = group.path ?? `/${group.name ?? ""}`;
    for (const ancestor of ancestorPaths(path)) {
      if (byPath.has(ancestor)) continue;
      const row: MembershipRow = { name: lastSegmentName(ancestor), path: ancestor, inherited: true };
      byPath.set(ancestor, row);
      rows.push(row);
    }
    const existing = byPath.get(path);
    if (existing) {
      Object.assign(existing, group, { inherited: false });
      continue;
    }
    const row: MembershipRow = { ...group, path, inherited: false };
    byPath.set(path, row);
    rows.push(row);
  }
  return rows;
}

/** Every group of a search result tree (matches come with their ancestors), outermost first. */
export function flattenGroupTree(groups: readonly GroupRepresentation[]): GroupRepresentation[] {
  return groups.flatMap((group) => [group, ...flattenGroupTree(group.subGroups ?? [])]);
}
