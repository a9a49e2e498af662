import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { toCsv } from "./csvWrite";
import { USER_FIELDS } from "./userFields";

/** The user fields an export may hold; user-profile attributes come as "attribute:<name>". */
export const EXPORT_FIELDS = ["id", ...USER_FIELDS, "createdTimestamp"] as const;

export type ExportColumn = (typeof EXPORT_FIELDS)[number] | `attribute:${string}`;

const ATTRIBUTE = "attribute:";

/** The header's name of a column: the field's or the attribute's own name, so the file imports back as it is. */
export const exportHeader = (column: ExportColumn) =>
  column.startsWith(ATTRIBUTE) ? column.slice(ATTRIBUTE.length) : column;

/** One cell: lists joined by semicolons (as the import reads them), the creation time in ISO 8601 (UTC). */
export function exportCell(user: UserRepresentation, column: ExportColumn): string {
  if (column.startsWith(ATTRIBUTE)) return (user.attributes?.[column.slice(ATTRIBUTE.length)] ?? []).join(";");
  if (column === "createdTimestamp") return user.createdTimestamp ? new Date(user.createdTimestamp).toISOString() : "";
  const value = user[column as Exclude<ExportColumn, `attribute:${string}`>];
  return value === undefined || value === null ? "" : String(value);
}

/** The users as CSV: a header of the chosen columns, then one line per user. */
export function usersCsv(users: readonly UserRepresentation[], columns: readonly ExportColumn[]): string {
  return toCsv([columns.map(exportHeader), ...users.map((user) => columns.map((column) => exportCell(user, column)))]);
}
