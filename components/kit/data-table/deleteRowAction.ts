import type { RowAction } from "./types";

/** The row menu's Delete: in red, running `onClick` (which asks first) for the row. */
export function deleteRowAction<T>(onClick: (row: T) => unknown): RowAction<T> {
  return { labelKey: "delete", danger: true, onClick };
}
