// Two normalised realms compared object by object and field by field.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { normaliseRealm } from "./normalise";
import {
  DIFF_SECTIONS,
  FIELD_SEPARATOR,
  type DiffEntry,
  type FieldDiff,
  type FlatObject,
  type Leaf,
  type NormalisedRealm,
  type RealmDiff,
} from "./types";

const same = (a: Leaf | undefined, b: Leaf | undefined) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

function fieldDiffs(left: FlatObject, right: FlatObject): FieldDiff[] {
  const paths = new Set([...Object.keys(left), ...Object.keys(right)]);
  const diffs: FieldDiff[] = [];
  for (const path of paths) {
    if (same(left[path], right[path])) continue;
    const diff: FieldDiff = { path: path.split(FIELD_SEPARATOR) };
    if (path in left) diff.left = left[path];
    if (path in right) diff.right = right[path];
    diffs.push(diff);
  }
  return diffs.sort((a, b) => a.path.join(".").localeCompare(b.path.join(".")));
}

/** The differences of two normalised realms, by section in the screen's order and by object label. */
export function diffNormalised(left: NormalisedRealm, right: NormalisedRealm): DiffEntry[] {
  return DIFF_SECTIONS.flatMap((section) => {
    const ours = left[section];
    const theirs = right[section];
    const entries: DiffEntry[] = [];
    for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs)])) {
      const a = ours[key];
      const b = theirs[key];
      if (!a || !b) {
        const only = (a ?? b)!;
        entries.push({ section, key, label: only.label, kind: a ? "removed" : "added", fields: [] });
        continue;
      }
      const fields = fieldDiffs(a.fields, b.fields);
      if (fields.length > 0) entries.push({ section, key, label: a.label, kind: "changed", fields });
    }
    return entries.sort((x, y) => x.label.localeCompare(y.label));
  });
}

/** The differences from the left realm's export to the right one's. */
export function diffRealms(left: RealmRepresentation, right: RealmRepresentation): RealmDiff {
  return {
    left: left.realm ?? "",
    right: right.realm ?? "",
    entries: diffNormalised(normaliseRealm(left), normaliseRealm(right)),
  };
}
