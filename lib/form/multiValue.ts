// Multi-valued config entries are stored by the server as one string joined with "##".
const SEPARATOR = "##";

/** The entries shown by a multi-value field: always at least one (empty) entry. */
export function toEntries(value: string | readonly string[] | undefined | null): string[] {
  const list = typeof value === "string" ? (value === "" ? [] : value.split(SEPARATOR)) : [...(value ?? [])];
  return list.length === 0 ? [""] : list;
}

/** What the form stores for the entries: empty entries dropped, joined when stringify is on. */
export function fromEntries(entries: readonly string[], stringify: boolean): string | string[] {
  const filled = entries.filter((entry) => entry !== "");
  return stringify ? filled.join(SEPARATOR) : filled;
}

export function canAddEntry(entries: readonly string[]): boolean {
  return entries.length > 0 && entries[entries.length - 1] !== "";
}

/** Removes one entry but never the last one: removing the only entry empties it instead. */
export function removeEntry(entries: readonly string[], index: number): string[] {
  const rest = entries.filter((_, i) => i !== index);
  return rest.length === 0 ? [""] : rest;
}
