// Keycloak 26's group search: the matching groups (paged), each shown under its ancestors, so the answer is a list
// of top-level groups whose subGroups hold only the paths down to the matches.
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type { GroupRecord, RealmData } from "../store/model.js";
import { countedGroupRep } from "./groupReps.js";
import { byName } from "./roleReps.js";

export function groupNameMatcher(search: string, exact: boolean): (g: GroupRecord) => boolean {
  let s = search.trim();
  if (s.length >= 2 && s.startsWith('"') && s.endsWith('"')) {
    s = s.slice(1, -1);
    exact = true;
  }
  if (exact) return (g) => g.name === s;
  const needle = s.toLowerCase();
  return (g) => g.name.toLowerCase().includes(needle);
}

export function matchingGroups(realm: RealmData, matches: (g: GroupRecord) => boolean): GroupRecord[] {
  const out: GroupRecord[] = [];
  for (const g of realm.groups.values()) if (matches(g)) out.push(g);
  return out.sort(byName);
}

/** the matches, each with its ancestors; returns the roots, everything sorted by name */
export function hierarchyOf(
  realm: RealmData,
  matches: GroupRecord[],
  full: boolean,
  decorate: (rep: GroupRepresentation) => GroupRepresentation = (rep) => rep,
): GroupRepresentation[] {
  const reps = new Map<string, GroupRepresentation>();
  const roots: GroupRepresentation[] = [];
  const ensure = (g: GroupRecord): GroupRepresentation => {
    const existing = reps.get(g.id);
    if (existing) return existing;
    const rep = decorate(countedGroupRep(realm, g, full));
    reps.set(g.id, rep);
    const parent = g.parentId ? realm.groups.get(g.parentId) : undefined;
    if (parent) ensure(parent).subGroups!.push(rep);
    else roots.push(rep);
    return rep;
  };
  for (const g of matches) ensure(g);
  const sortTree = (list: GroupRepresentation[]) => {
    list.sort((a, b) => byName({ name: a.name! }, { name: b.name! }));
    for (const r of list) sortTree(r.subGroups ?? []);
  };
  sortTree(roots);
  return roots;
}
