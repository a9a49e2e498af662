import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { isRootAttribute } from "@/lib/form/userProfile";
import { USER_FIELDS, type UserField } from "./userFields";

/** Where a CSV column goes: a user field, a user-profile attribute ("attribute:<name>"), or nowhere. */
export type ImportTarget = "ignore" | UserField | "password" | "groups" | "realmRoles" | `attribute:${string}`;

export const FIXED_TARGETS = [
  ...USER_FIELDS,
  "password",
  "groups",
  "realmRoles",
] as const satisfies readonly ImportTarget[];

/** One target per column, in the columns' order. */
export type ImportMapping = ImportTarget[];

/** Lists in one cell (groups, roles, multivalued attributes) are separated by semicolons. */
export const LIST_SEPARATOR = ";";

const ALIASES: Record<(typeof FIXED_TARGETS)[number], string[]> = {
  username: ["username", "user", "login", "userid"],
  email: ["email", "mail", "emailaddress"],
  firstName: ["firstname", "givenname", "first"],
  lastName: ["lastname", "familyname", "surname", "last"],
  enabled: ["enabled", "active"],
  emailVerified: ["emailverified", "verified"],
  password: ["password", "initialpassword"],
  groups: ["groups", "group", "grouppaths"],
  realmRoles: ["realmroles", "roles", "role"],
};

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, "");

export const attributeTarget = (name: string): ImportTarget => `attribute:${name}`;

/**
 * A first mapping from the header: a column whose name is a field's usual name (any case, spaces or dashes) or a
 * user-profile attribute's name maps there; a target is taken once, by its first column; the rest are ignored.
 */
export function guessMapping(columns: readonly string[], attributeNames: readonly string[]): ImportMapping {
  const taken = new Set<ImportTarget>();
  return columns.map((column) => {
    const key = normalized(column);
    const fixed = FIXED_TARGETS.find((target) => ALIASES[target].includes(key));
    const attribute = attributeNames.find((name) => !isRootAttribute(name) && normalized(name) === key);
    const target = fixed ?? (attribute ? attributeTarget(attribute) : "ignore");
    if (target === "ignore" || taken.has(target)) return "ignore";
    taken.add(target);
    return target;
  });
}

/** A cell's yes/no: true/false, yes/no, 1/0 (any case); empty is the default; anything else is undefined. */
export function parseBoolean(cell: string, fallback: boolean): boolean | undefined {
  const value = cell.trim().toLowerCase();
  if (value === "") return fallback;
  if (["true", "yes", "1", "y"].includes(value)) return true;
  if (["false", "no", "0", "n"].includes(value)) return false;
  return undefined;
}

export const splitList = (cell: string): string[] =>
  cell
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** A CSV row as what the import will send: the user, its group paths and realm roles, and its initial password. */
export type ImportUser = {
  /** The row's 1-based line in the file (the header is line 1). */
  line: number;
  user: UserRepresentation;
  groups: string[];
  realmRoles: string[];
  password?: string;
  /** Columns whose yes/no cell could not be read. */
  badBooleans: ("enabled" | "emailVerified")[];
};

/**
 * The user a row describes under the mapping. New users are enabled unless the row says otherwise. Only a
 * multivalued attribute's cell is a list; any other attribute keeps its semicolons.
 */
export function toImportUser(
  cells: readonly string[],
  mapping: ImportMapping,
  line: number,
  multivalued: ReadonlySet<string> = new Set(),
): ImportUser {
  const user: UserRepresentation = { enabled: true, emailVerified: false };
  const attributes: Record<string, string[]> = {};
  const result: ImportUser = { line, user, groups: [], realmRoles: [], badBooleans: [] };
  mapping.forEach((target, index) => {
    const cell = cells[index] ?? "";
    const text = cell.trim();
    switch (target) {
      case "ignore":
        return;
      case "username":
      case "email":
      case "firstName":
      case "lastName":
        if (text) user[target] = text;
        return;
      case "enabled":
      case "emailVerified": {
        const value = parseBoolean(cell, target === "enabled");
        if (value === undefined) result.badBooleans.push(target);
        else user[target] = value;
        return;
      }
      case "password":
        // a password is taken as typed: spaces may belong to it
        if (cell !== "") result.password = cell;
        return;
      case "groups":
        result.groups = splitList(cell).map((path) => (path.startsWith("/") ? path : `/${path}`));
        return;
      case "realmRoles":
        result.realmRoles = splitList(cell);
        return;
      default: {
        const name = target.slice("attribute:".length);
        const values = multivalued.has(name) ? splitList(cell) : text ? [text] : [];
        if (values.length > 0) attributes[name] = values;
      }
    }
  });
  if (Object.keys(attributes).length > 0) user.attributes = attributes;
  return result;
}
