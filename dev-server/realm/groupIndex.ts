// Children of every group, sorted by name, built once per realm and rebuilt after group writes, so that paging the
// 5,000 children of one parent in a 20,000-group realm never scans the realm.
import type { GroupRecord, RealmData } from "../store/model.js";

interface GroupIndex {
  size: number;
  children: Map<string | undefined, GroupRecord[]>;
}

const indexes = new WeakMap<RealmData, GroupIndex>();

function build(realm: RealmData): GroupIndex {
  const children = new Map<string | undefined, GroupRecord[]>();
  for (const g of realm.groups.values()) {
    const list = children.get(g.parentId);
    if (list) list.push(g);
    else children.set(g.parentId, [g]);
  }
  for (const list of children.values()) list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { size: realm.groups.size, children };
}

function index(realm: RealmData): GroupIndex {
  let idx = indexes.get(realm);
  if (!idx || idx.size !== realm.groups.size) {
    idx = build(realm);
    indexes.set(realm, idx);
  }
  return idx;
}

/** Call after creating, renaming, moving or deleting groups. */
export function invalidateGroupIndex(realm: RealmData): void {
  indexes.delete(realm);
}

/** children of a group (top-level groups for undefined), sorted by name; do not mutate */
export function childGroups(realm: RealmData, parentId: string | undefined): readonly GroupRecord[] {
  return index(realm).children.get(parentId) ?? [];
}

export function subGroupCount(realm: RealmData, id: string): number {
  return childGroups(realm, id).length;
}

/** the group and all its descendants */
export function subtreeIds(realm: RealmData, id: string): string[] {
  const out: string[] = [];
  const pending = [id];
  while (pending.length) {
    const next = pending.pop()!;
    out.push(next);
    for (const c of childGroups(realm, next)) pending.push(c.id);
  }
  return out;
}

export function ancestorIds(realm: RealmData, group: GroupRecord): string[] {
  const out: string[] = [];
  for (let p = group.parentId; p; p = realm.groups.get(p)?.parentId) out.push(p);
  return out;
}
