import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { isValidEmail } from "@/lib/form/emailPattern";
import { isRootAttribute } from "@/lib/form/userProfile";
import type { ImportUser } from "./userImportMapping";

/**
 * Why a row cannot be imported (or, as a warning, what will fail after its user is created): the field, a message
 * key and its values. Attribute checks use Keycloak's user-profile message keys with {0} the attribute's name.
 */
export type RowIssue = {
  field: string;
  key: string;
  values?: Record<string, string | number>;
  /** The user is created anyway; only this part (a group, a role) will fail and be reported. */
  warning?: boolean;
};

export type CheckedRow = ImportUser & { issues: RowIssue[] };

/** What the rows are checked against: the realm's user profile and settings, and what the server already has. */
export type ImportCheckContext = {
  attributes: readonly UserProfileAttributeMetadata[];
  /** The realm's "email as username": the username is the email. */
  emailAsUsername: boolean;
  duplicateEmailsAllowed: boolean;
  /** Usernames and emails (lower case) the server already holds among those of the file. */
  existingUsernames: ReadonlySet<string>;
  existingEmails: ReadonlySet<string>;
  /** Group paths and realm role names of the file that the server does not have. */
  missingGroups: ReadonlySet<string>;
  missingRoles: ReadonlySet<string>;
};

type Validators = Record<string, Record<string, unknown> | undefined>;

const number = (value: unknown) => (value === undefined || value === "" ? undefined : Number(value));
const isOff = (value: unknown) => value === true || value === "true";

/** The values a row gives an attribute, root attributes included. */
export function attributeValues(row: ImportUser, name: string): string[] {
  if (isRootAttribute(name)) {
    const value = row.user[name as "username" | "email" | "firstName" | "lastName"];
    return value ? [value] : [];
  }
  return row.user.attributes?.[name] ?? [];
}

/** The server's (Java) pattern as a RegExp; one JavaScript cannot read is left to the server to check. */
function javaScriptPattern(source: string): RegExp | undefined {
  try {
    return new RegExp(source, "u");
  } catch {
    return undefined;
  }
}

/** One value against the attribute's validators, as Keycloak's user profile validates it. */
function valueIssue(name: string, value: string, validators: Validators): RowIssue | undefined {
  const length = validators.length;
  if (length) {
    const min = number(length.min);
    const max = number(length.max);
    const size = (isOff(length["trim-disabled"]) ? value : value.trim()).length;
    const values = { 0: name, 1: min ?? "", 2: max ?? "" };
    if (min !== undefined && size < min)
      return {
        field: name,
        key: max === undefined ? "error-invalid-length-too-short" : "error-invalid-length",
        values,
      };
    if (max !== undefined && size > max)
      return { field: name, key: min === undefined ? "error-invalid-length-too-long" : "error-invalid-length", values };
  }
  if (validators.email && !isValidEmail(value)) return { field: name, key: "error-invalid-email", values: { 0: name } };
  const pattern = validators.pattern;
  const regex = typeof pattern?.pattern === "string" ? javaScriptPattern(pattern.pattern) : undefined;
  if (regex && !regex.test(value)) {
    const custom = pattern?.["error-message"];
    return { field: name, key: typeof custom === "string" ? custom : "error-pattern-no-match", values: { 0: name } };
  }
  const options = validators.options?.options;
  if (Array.isArray(options) && !options.map(String).includes(value))
    return { field: name, key: "error-invalid-value", values: { 0: name } };
  return undefined;
}

/** The server refuses a user without a username (or, when email is the username, without an email) whatever the profile says. */
const alwaysRequired = (emailAsUsername: boolean) => (emailAsUsername ? "email" : "username");

function profileIssues(row: ImportUser, context: ImportCheckContext): RowIssue[] {
  const issues: RowIssue[] = [];
  const identity = alwaysRequired(context.emailAsUsername);
  const attributes = context.attributes.some((attribute) => attribute.name === identity)
    ? context.attributes
    : [{ name: identity }, ...context.attributes];
  for (const attribute of attributes) {
    const name = attribute.name;
    if (!name || (name === "username" && context.emailAsUsername)) continue;
    const values = attributeValues(row, name);
    if (values.length === 0) {
      if (attribute.required || name === identity)
        issues.push({ field: name, key: "error-user-attribute-required", values: { 0: name } });
      continue;
    }
    for (const value of values) {
      const issue = valueIssue(name, value, (attribute.validators ?? {}) as Validators);
      if (issue) {
        issues.push(issue);
        break;
      }
    }
  }
  return issues;
}

/** The username the server will store: lower case, the email's when the realm uses email as username. */
export const effectiveUsername = (row: ImportUser, emailAsUsername: boolean) =>
  ((emailAsUsername ? row.user.email : row.user.username) ?? "").toLowerCase();

/**
 * Every row's issues: the user profile's required attributes and validators, unreadable yes/no cells, usernames and
 * emails repeated in the file or already on the server, and (as warnings) unknown groups and roles. The first row
 * holding a name keeps it; later ones are the duplicates.
 */
export function checkImportRows(rows: readonly ImportUser[], context: ImportCheckContext): CheckedRow[] {
  const usernames = new Map<string, number>();
  const emails = new Map<string, number>();
  return rows.map((row) => {
    const issues = profileIssues(row, context);
    for (const field of row.badBooleans) issues.push({ field, key: "csvInvalidBoolean", values: { 0: field } });
    const username = effectiveUsername(row, context.emailAsUsername);
    if (username) {
      const earlier = usernames.get(username);
      if (earlier !== undefined)
        issues.push({ field: "username", key: "csvDuplicateUsernameInFile", values: { line: earlier } });
      else if (context.existingUsernames.has(username))
        issues.push({ field: "username", key: "csvUsernameExists", values: { 0: username } });
      else usernames.set(username, row.line);
    }
    const email = row.user.email?.toLowerCase();
    if (email && !context.duplicateEmailsAllowed) {
      const earlier = emails.get(email);
      if (earlier !== undefined)
        issues.push({ field: "email", key: "csvDuplicateEmailInFile", values: { line: earlier } });
      else if (context.existingEmails.has(email))
        issues.push({ field: "email", key: "csvEmailExists", values: { 0: email } });
      else emails.set(email, row.line);
    }
    for (const path of row.groups.filter((group) => context.missingGroups.has(group)))
      issues.push({ field: "groups", key: "csvGroupNotFound", values: { 0: path }, warning: true });
    for (const role of row.realmRoles.filter((name) => context.missingRoles.has(name)))
      issues.push({ field: "realmRoles", key: "csvRoleNotFound", values: { 0: role }, warning: true });
    return { ...row, issues };
  });
}

/** A row is imported unless it has an issue that is not a warning. */
export const isImportable = (row: CheckedRow) => row.issues.every((issue) => issue.warning);
