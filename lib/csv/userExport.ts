import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { toCsv } from "./csvWrite";
import { USER_FIELDS } from "./userFields";
import { MEMBERSHIP_COLUMNS, type MembershipColumn, type UserMemberships } from "./userMemberships";

/** The user fields an export may hold; user-profile attributes come as "attribute:<name>". */
export const EXPORT_FIELDS = ["id", ...USER_FIELDS, "createdTimestamp"] as const;

export type ExportColumn = (typeof EXPORT_FIELDS)[number] | MembershipColumn | `attribute:${string}`;

const isMembership = (column: ExportColumn): column is MembershipColumn =>
  (MEMBERSHIP_COLUMNS as readonly string[]).includes(column);

const ATTRIBUTE = "attribute:";

/** The header's name of a column: the field's or the attribute's own name, so the file imports back as it is. */
export const exportHeader = (column: ExportColumn) =>
  column.startsWith(ATTRIBUTE) ? column.slice(ATTRIBUTE.length) : column;

/**
 * Attribute columns for the keys the users hold beyond `known` (attributes outside the user profile), sorted: the
 * users read decide them, as no list of them exists elsewhere.
 */
export function foundAttributeColumns(users: readonly UserRepresentation[], known: readonly string[]): ExportColumn[] {
  const found = new Set(users.flatMap((user) => Object.keys(user.attributes ?? {})));
  return [...found]
    .filter((name) => !known.includes(name))
    .sort()
    .map((name) => `${ATTRIBUTE}${name}` as const);
}

/**
 * One cell: lists joined by semicolons (as the import reads them), the creation time in ISO 8601 (UTC); groups and
 * roles come from the user's memberships, read apart from the user.
 */
export function exportCell(user: UserRepresentation, column: ExportColumn, memberships?: UserMemberships): string {
  if (column.startsWith(ATTRIBUTE)) return (user.attributes?.[column.slice(ATTRIBUTE.length)] ?? []).join(";");
  if (isMembership(column)) return (memberships?.[column] ?? []).join(";");
  if (column === "createdTimestamp") return user.createdTimestamp ? new Date(user.createdTimestamp).toISOString() : "";
  const value = user[column as (typeof EXPORT_FIELDS)[number]];
  return value === undefined || value === null ? "" : String(value);
}

/** The users as CSV: a header of the chosen columns, then one line per user; memberships are by user id. */
export function usersCsv(
  users: readonly UserRepresentation[],
  columns: readonly ExportColumn[],
  memberships: ReadonlyMap<string, UserMemberships> = new Map(),
): string {
  return toCsv([
    columns.map(exportHeader),
    ...users.map((user) => columns.map((column) => exportCell(user, column, memberships.get(user.id ?? "")))),
  ]);
}
