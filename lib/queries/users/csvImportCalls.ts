// The CSV import's calls to the admin API, without React, so that scripts/bench-users-csv.ts runs them as the console does.
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { runBulk } from "@/lib/bulk/runBulk";
import { errorStatus } from "@/lib/errors";
import type { ImportUser } from "@/lib/csv/userImportMapping";

/** The server's side of the import's checks: existing users among the file's, and its groups and roles resolved. */
export type ImportLookups = {
  existingUsernames: Set<string>;
  existingEmails: Set<string>;
  /** Every group path of the file: its id, or undefined when the realm has no such group. */
  groupIds: Map<string, string | undefined>;
  /** Every realm role name of the file: the role, or undefined when the realm has none. */
  roles: Map<string, RoleRepresentation | undefined>;
};

/** Users read per page when the realm's users are scanned for duplicates. */
export const DUPLICATE_SCAN_PAGE = 500;
/** Requests at a time for lookups and for the import itself: a few, so the server stays responsive to others. */
export const IMPORT_CONCURRENCY = 8;

const lower = (value: string | undefined) => value?.trim().toLowerCase() || undefined;

async function inParallel<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  const summary = await runBulk(items, task, { concurrency: IMPORT_CONCURRENCY });
  if (summary.failed.length > 0) throw summary.failed[0].error;
}

/**
 * Which of the file's usernames and emails the server already has. Looking each up exactly costs two requests a
 * row; reading the realm's users page by page costs count / 500. Whichever needs fewer requests is used, so 10,000
 * rows against a small realm take a handful of pages and 3 rows against a large realm six lookups.
 */
async function findExisting(
  adminClient: KeycloakAdminClient,
  realm: string,
  usernames: Set<string>,
  emails: Set<string>,
): Promise<Pick<ImportLookups, "existingUsernames" | "existingEmails">> {
  const existingUsernames = new Set<string>();
  const existingEmails = new Set<string>();
  const note = (found: { username?: string; email?: string }[]) => {
    for (const user of found) {
      const username = lower(user.username);
      const email = lower(user.email);
      if (username && usernames.has(username)) existingUsernames.add(username);
      if (email && emails.has(email)) existingEmails.add(email);
    }
  };
  const count = await adminClient.users.count({ realm });
  const pages = Math.ceil(count / DUPLICATE_SCAN_PAGE);
  if (pages <= usernames.size + emails.size) {
    const starts = Array.from({ length: pages }, (_, page) => page * DUPLICATE_SCAN_PAGE);
    await inParallel(starts, async (first) =>
      note(await adminClient.users.find({ realm, first, max: DUPLICATE_SCAN_PAGE, briefRepresentation: true })),
    );
  } else {
    const lookups = [...[...usernames].map((username) => ({ username })), ...[...emails].map((email) => ({ email }))];
    await inParallel(lookups, async (lookup) =>
      note(await adminClient.users.find({ realm, ...lookup, exact: true, briefRepresentation: true })),
    );
  }
  return { existingUsernames, existingEmails };
}

function idAtPath(groups: readonly GroupRepresentation[], path: string): string | undefined {
  for (const group of groups) {
    if (group.path === path) return group.id;
    const below = idAtPath(group.subGroups ?? [], path);
    if (below) return below;
  }
  return undefined;
}

/**
 * The id of the group at a path, from an exact search for its last name (which answers the matches with their
 * ancestors). GET group-by-path would need the path's slashes unencoded in the URL, which the admin client encodes.
 */
async function findGroupIdByPath(
  adminClient: KeycloakAdminClient,
  realm: string,
  path: string,
): Promise<string | undefined> {
  const name = path.split("/").filter(Boolean).at(-1);
  if (!name) return undefined;
  return idAtPath(await adminClient.groups.find({ realm, search: name, exact: true }), path);
}

/** Looks up what the rows' checks need from the server: one request per distinct group and role, duplicates as above. */
export async function lookUpImport(
  adminClient: KeycloakAdminClient,
  realm: string,
  rows: readonly ImportUser[],
  emailAsUsername: boolean,
): Promise<ImportLookups> {
  const usernames = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    const username = lower(emailAsUsername ? row.user.email : row.user.username);
    const email = lower(row.user.email);
    if (username) usernames.add(username);
    if (email) emails.add(email);
  }
  const groupIds = new Map<string, string | undefined>();
  const roles = new Map<string, RoleRepresentation | undefined>();
  const paths = [...new Set(rows.flatMap((row) => row.groups))];
  const roleNames = [...new Set(rows.flatMap((row) => row.realmRoles))];
  const [existing] = await Promise.all([
    findExisting(adminClient, realm, usernames, emails),
    inParallel(paths, async (path) => {
      groupIds.set(path, await findGroupIdByPath(adminClient, realm, path));
    }),
    inParallel(roleNames, async (name) => {
      roles.set(name, (await adminClient.roles.findOneByName({ realm, name })) ?? undefined);
    }),
  ]);
  return { ...existing, groupIds, roles };
}

/** A group or realm role a created user could not get: not found in the realm (no error), or the server's refusal. */
export type AssignmentFailure = { kind: "group" | "role"; name: string; error?: unknown };

/** What happened to one row: its user's id, and each group or role assignment that failed after the user was made. */
export type ImportedRow = { id: string; assignmentFailures: AssignmentFailure[] };

export type ImportRowSettings = { temporaryPassword: boolean; lookups: ImportLookups };

/** The group memberships of a row, one request each, every failure named; missing groups were found in the checks. */
async function joinGroups(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
  paths: readonly string[],
  lookups: ImportLookups,
): Promise<AssignmentFailure[]> {
  const failures: AssignmentFailure[] = [];
  for (const path of paths) {
    const groupId = lookups.groupIds.get(path);
    if (!groupId) {
      failures.push({ kind: "group", name: path });
      continue;
    }
    try {
      await adminClient.users.addToGroup({ realm, id, groupId });
    } catch (error) {
      failures.push({ kind: "group", name: path, error });
    }
  }
  return failures;
}

/**
 * Creates one row's user, then grants its realm roles. The initial password goes in the creating request, so a
 * password the policy refuses leaves no user behind. So do the groups the checks found, which saves a request per
 * membership; should that creation fail for any reason but a conflict, the user is created without them and each
 * group is joined on its own, so that the user is kept and the group that failed is named. A failed assignment is
 * in the result; only a failed creation rejects.
 */
export async function importUserRow(
  adminClient: KeycloakAdminClient,
  realm: string,
  row: ImportUser,
  { temporaryPassword, lookups }: ImportRowSettings,
): Promise<ImportedRow> {
  const credentials = row.password
    ? [{ type: "password", value: row.password, temporary: temporaryPassword }]
    : undefined;
  const user = { realm, ...row.user, ...(credentials ? { credentials } : {}) };
  const known = row.groups.filter((path) => lookups.groupIds.get(path));
  let id: string;
  let assignmentFailures: AssignmentFailure[];
  try {
    ({ id } = await adminClient.users.create(known.length > 0 ? { ...user, groups: known } : user));
    assignmentFailures = row.groups.filter((path) => !known.includes(path)).map((name) => ({ kind: "group", name }));
  } catch (error) {
    if (known.length === 0 || errorStatus(error) === 409) throw error;
    ({ id } = await adminClient.users.create(user));
    assignmentFailures = await joinGroups(adminClient, realm, id, row.groups, lookups);
  }
  const found: { id: string; name: string }[] = [];
  for (const name of row.realmRoles) {
    const role = lookups.roles.get(name);
    if (role?.id && role.name) found.push({ id: role.id, name: role.name });
    else assignmentFailures.push({ kind: "role", name });
  }
  if (found.length > 0) {
    try {
      await adminClient.users.addRealmRoleMappings({ realm, id, roles: found });
    } catch (error) {
      assignmentFailures.push({ kind: "role", name: found.map((role) => role.name).join(", "), error });
    }
  }
  return { id, assignmentFailures };
}
