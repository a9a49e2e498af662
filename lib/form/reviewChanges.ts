import { fromFormKey } from "./dottedKeys";

/**
 * What a form field tells the review about itself: its label, whether its value may never be shown, for a choice
 * the label of each stored value, and for a value the field shows otherwise than it stores (seconds shown as
 * minutes) how it shows a set one.
 */
export type ReviewField = {
  label: string;
  secret?: boolean;
  options?: Readonly<Record<string, string>>;
  format?(value: unknown): string;
};

/** A value as the review shows it: text, a switch's state, or nothing (empty, unset). */
export type ReviewValue = string | boolean | null;

type ChangeBase = { path: string; label: string };

/** One changed field: a secret (changed, never its value), a single value, or a list or map (items added and removed). */
export type FieldChange =
  | (ChangeBase & { kind: "secret" })
  | (ChangeBase & { kind: "value"; before: ReviewValue; after: ReviewValue })
  | (ChangeBase & { kind: "items"; added: string[]; removed: string[] });

export type ReviewInput = {
  /** The values the form was loaded (or last saved) with: react-hook-form's default values. */
  defaults: unknown;
  /** The values the form would send now. */
  values: unknown;
  /** react-hook-form's dirty fields: the same shape as the values, true where a value differs. */
  dirtyFields: unknown;
  /** The fields the form shows, by their form path. */
  fields: ReadonlyMap<string, ReviewField>;
};

/** The paths that react-hook-form marks dirty, down to the leaves ("config.url", "redirectUris.2"). */
export function dirtyPaths(dirty: unknown, prefix = ""): string[] {
  if (dirty === true) return prefix ? [prefix] : [];
  if (dirty === null || typeof dirty !== "object") return [];
  return Object.entries(dirty).flatMap(([key, inner]) => dirtyPaths(inner, prefix ? `${prefix}.${key}` : key));
}

function valueAt(source: unknown, path: string): unknown {
  let current = source;
  for (const segment of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

// A dirty leaf belongs to the field that shows it: the longest field path it lies under. One no field shows
// (a value the screen sets itself) is named by its path, a list by the list rather than by one of its rows.
function owningPath(path: string, fields: ReadonlyMap<string, ReviewField>): string {
  const segments = path.split(".");
  for (let length = segments.length; length > 0; length--) {
    const candidate = segments.slice(0, length).join(".");
    if (fields.has(candidate)) return candidate;
  }
  const firstIndex = segments.findIndex((segment) => /^\d+$/.test(segment));
  return firstIndex > 0 ? segments.slice(0, firstIndex).join(".") : path;
}

function isCollection(value: unknown): value is object {
  return value !== null && typeof value === "object";
}

function scalar(value: unknown): ReviewValue {
  if (value === undefined || value === null || value === "") return null;
  if (typeof value === "boolean") return value;
  if (typeof value === "string") return value;
  return String(value);
}

function itemText(item: unknown): string {
  if (Array.isArray(item)) return item.map(itemText).join(", ");
  if (isCollection(item)) {
    const { key, value } = item as { key?: unknown; value?: unknown };
    if (typeof key === "string" && Object.keys(item).length === 2 && "value" in item) {
      return `${fromFormKey(key)} = ${itemText(value)}`;
    }
    return JSON.stringify(item);
  }
  return String(item ?? "");
}

// A list's rows, or a map's entries as "key = value", each as the text the review lists.
function itemsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(itemText);
  if (isCollection(value)) {
    return Object.entries(value).map(([key, inner]) => `${fromFormKey(key)} = ${itemText(inner)}`);
  }
  const single = scalar(value);
  return single === null ? [] : [String(single)];
}

// What one side has more often than the other (rows may repeat: a multivalued attribute holds a value twice).
function surplus(from: readonly string[], other: readonly string[]): string[] {
  const remaining = new Map<string, number>();
  for (const item of other) remaining.set(item, (remaining.get(item) ?? 0) + 1);
  return from.filter((item) => {
    const count = remaining.get(item) ?? 0;
    if (count === 0) return true;
    remaining.set(item, count - 1);
    return false;
  });
}

function sameValue(before: unknown, after: unknown): boolean {
  if (isCollection(before) || isCollection(after)) return JSON.stringify(before) === JSON.stringify(after);
  return scalar(before) === scalar(after);
}

// a choice's stored value as the label the field shows for it
function shown(field: ReviewField, value: ReviewValue): ReviewValue {
  return typeof value === "string" ? (field.options?.[value] ?? value) : value;
}

function changeOf(path: string, field: ReviewField, before: unknown, after: unknown): FieldChange | null {
  if (sameValue(before, after)) return null;
  const base = { path, label: field.label };
  if (field.secret) return { ...base, kind: "secret" };
  if (isCollection(before) || isCollection(after)) {
    const beforeItems = itemsOf(before).map((item) => String(shown(field, item)));
    const afterItems = itemsOf(after).map((item) => String(shown(field, item)));
    const added = surplus(afterItems, beforeItems);
    const removed = surplus(beforeItems, afterItems);
    if (added.length > 0 || removed.length > 0) return { ...base, kind: "items", added, removed };
    // the same items in another order: show the whole list before and after
    return { ...base, kind: "value", before: beforeItems.join(", "), after: afterItems.join(", ") };
  }
  const text = (value: unknown) => {
    const stored = scalar(value);
    return stored !== null && field.format ? field.format(value) : shown(field, stored);
  };
  return { ...base, kind: "value", before: text(before), after: text(after) };
}

function hasShownAncestor(path: string, fields: ReadonlyMap<string, ReviewField>): boolean {
  const segments = path.split(".");
  return segments.some((_, length) => length > 0 && fields.has(segments.slice(0, length).join(".")));
}

/**
 * What saving a form would change, field by field in the order the form shows its fields: every field the form
 * shows and every path react-hook-form marks dirty, compared between the default and the current values.
 */
export function reviewChanges({ defaults, values, dirtyFields, fields }: ReviewInput): FieldChange[] {
  const paths = new Set<string>(fields.keys());
  for (const path of dirtyPaths(dirtyFields)) paths.add(owningPath(path, fields));
  const changes: FieldChange[] = [];
  for (const path of paths) {
    // a row's own inputs inside a list field are the list's change
    if (hasShownAncestor(path, fields)) continue;
    const field = fields.get(path) ?? { label: fromFormKey(path) };
    const change = changeOf(path, field, valueAt(defaults, path), valueAt(values, path));
    if (change) changes.push(change);
  }
  return changes;
}
