// What the review before a copy lists: each field the copy changes on the target side, its value there now and the
// value it takes.
import type { FieldChange, ReviewValue } from "@/lib/form/reviewChanges";
import { otherSide, type DiffSide } from "./copy";
import { SECRET_MASK } from "./flatten";
import type { DiffEntry, FieldDiff, Leaf } from "./types";

/** A field's path as the screen shows it: its keys joined by dots. */
export const fieldLabel = (field: FieldDiff) => field.path.join(".");

const reviewValue = (value: Leaf | undefined): ReviewValue =>
  value === undefined ? null : typeof value === "boolean" ? value : String(value);

const texts = (value: Leaf | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

function fieldChange(field: FieldDiff, from: DiffSide): FieldChange {
  const before = field[otherSide(from)];
  const after = field[from];
  const base = { path: field.path.join("\u001f"), label: fieldLabel(field) };
  if (before === SECRET_MASK || after === SECRET_MASK) return { ...base, kind: "secret" };
  if (Array.isArray(before) || Array.isArray(after)) {
    const was = texts(before);
    const will = texts(after);
    return {
      ...base,
      kind: "items",
      added: will.filter((item) => !was.includes(item)),
      removed: was.filter((item) => !will.includes(item)),
    };
  }
  return { ...base, kind: "value", before: reviewValue(before), after: reviewValue(after) };
}

/**
 * The changes a copy from the side makes: the one field, or every field of the object; an object the target lacks
 * is one line, the object named.
 */
export function copyChanges(
  entry: DiffEntry,
  field: FieldDiff | undefined,
  from: DiffSide,
  added: string,
): FieldChange[] {
  if (field) return [fieldChange(field, from)];
  if (entry.kind !== "changed")
    return [{ path: entry.key, label: entry.label, kind: "value", before: null, after: added }];
  return entry.fields.map((each) => fieldChange(each, from));
}
