import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";

/** The ids from the root to the selected group, as the route's splat carries them ("id1/id2"). */
export function parseIdPath(splat: string | undefined): string[] {
  return (splat ?? "")
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => decodeURIComponent(segment));
}

/** The splat of an id path (the inverse of parseIdPath). */
export function idPathToSplat(ids: readonly string[]): string {
  return ids.map((id) => encodeURIComponent(id)).join("/");
}

/** The id path of a child of the group at `ids`. */
export function childIdPath(ids: readonly string[], childId: string): string[] {
  return [...ids, childId];
}

/**
 * The segments of a group path. Keycloak escapes a slash inside a group name as "~/", so only an unescaped
 * slash separates segments; the names come back unescaped.
 */
export function groupPathNames(path: string | undefined): string[] {
  const names: string[] = [];
  let current = "";
  const source = path ?? "";
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (char === "~" && source[index + 1] === "/") {
      current += "/";
      index++;
    } else if (char === "/") {
      if (current !== "") names.push(current);
      current = "";
    } else current += char;
  }
  if (current !== "") names.push(current);
  return names;
}

export type GroupCrumb = { ids: string[]; name: string; current: boolean };

/**
 * Breadcrumbs for an id path, named after the selected group's path (its names from the root down). When the
 * path and the ids disagree in length (the group moved meanwhile), the crumbs fall back to the ids.
 */
export function groupCrumbs(
  ids: readonly string[],
  selected: Pick<GroupRepresentation, "path" | "name"> | undefined,
): GroupCrumb[] {
  const names = groupPathNames(selected?.path);
  const named = names.length === ids.length;
  return ids.map((id, index) => ({
    ids: ids.slice(0, index + 1),
    name: named ? names[index] : index === ids.length - 1 && selected?.name ? selected.name : id,
    current: index === ids.length - 1,
  }));
}
