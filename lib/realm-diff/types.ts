// The realm diff's shapes, shared by the pure functions, the worker and the screen.

/** The kinds of object the diff groups its differences by, in the order the screen shows them. */
export const DIFF_SECTIONS = [
  "realm",
  "clients",
  "clientScopes",
  "roles",
  "groups",
  "flows",
  "identityProviders",
  "components",
] as const;

export type DiffSection = (typeof DIFF_SECTIONS)[number];

/** A value the diff compares: what JSON holds, lists of plain values sorted, objects flattened into paths. */
export type Leaf = string | number | boolean | Leaf[];

/** One object as the diff compares it: its leaf values by path (segments joined by FIELD_SEPARATOR). */
export type FlatObject = Record<string, Leaf>;

/** A path's segments are joined by a character no key holds, since attribute names hold dots. */
export const FIELD_SEPARATOR = "\u001f";

/** One object of a realm, found by its natural key. */
export type NormalisedObject = { key: string; label: string; fields: FlatObject };

/** A realm as the diff compares it: its objects by section and key. */
export type NormalisedRealm = Record<DiffSection, Record<string, NormalisedObject>>;

/** One field that differs; a value left out is absent on that side. */
export type FieldDiff = { path: string[]; left?: Leaf; right?: Leaf };

/** An object only on the left ("removed"), only on the right ("added"), or on both with fields that differ. */
export type DiffEntry = {
  section: DiffSection;
  key: string;
  label: string;
  kind: "added" | "removed" | "changed";
  fields: FieldDiff[];
};

export type RealmDiff = { left: string; right: string; entries: DiffEntry[] };
