/** One row of a key-value list as the key-value field edits it. */
export type KeyValue = { key: string; value: string };

/** A list of rows to a map of single values; rows without a key are dropped, a later row wins. */
export function keyValueToMap(rows: readonly KeyValue[] = []): Record<string, string> {
  const map: Record<string, string> = {};
  for (const { key, value } of rows) {
    if (key !== "") map[key] = value;
  }
  return map;
}

/** A list of rows to a map of value lists (user and group attributes); repeated keys collect their values. */
export function keyValueToMultiMap(rows: readonly KeyValue[] = []): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const { key, value } of rows) {
    if (key === "") continue;
    (map[key] ??= []).push(value);
  }
  return map;
}

/** A map of single values or value lists to rows, one row per value. */
export function mapToKeyValue(map: Record<string, string | readonly string[]> = {}): KeyValue[] {
  return Object.entries(map).flatMap(([key, value]) =>
    typeof value === "string" ? [{ key, value }] : value.map((item) => ({ key, value: item })),
  );
}
