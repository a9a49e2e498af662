// The identity-provider mappers a brokered login applies, as Keycloak's mapper classes do: on the first login every
// mapper imports (importNewUser); on a later login a mapper acts per its sync mode (its own, or the provider's when it
// says INHERIT): FORCE updates, LEGACY takes away a claim-based role whose claim no longer matches, IMPORT leaves the
// user as it is.
import type { RealmData, RoleRecord, UserRecord } from "../../store/model.js";
import { findClientRole, findGroupByPath, findRealmRole } from "../../store/realmLookups.js";
import { boundedRegexTest } from "../boundedRegex.js";

export type Claims = Record<string, unknown>;
type Mapper = RealmData["identityProviderMappers"] extends Map<string, infer M> ? M : never;
type SyncMode = "IMPORT" | "LEGACY" | "FORCE";

/** a claim by name; "address.locality" reads a nested one and "a\.b" a name holding a dot */
export function claimValue(claims: Claims, name: string): unknown {
  const path = name.split(/(?<!\\)\./).map((part) => part.replace(/\\\./g, "."));
  let value: unknown = claims;
  for (const part of path) {
    if (!value || typeof value !== "object" || !Object.hasOwn(value, part)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

const asStrings = (value: unknown): string[] =>
  value === undefined || value === null ? [] : (Array.isArray(value) ? value : [value]).map(String);

/** Keycloak's role reference: "role" for a realm role, "clientId.role" for a client's */
export function roleFromString(realm: RealmData, reference: string | undefined): RoleRecord | undefined {
  if (!reference) return undefined;
  for (let dot = reference.indexOf("."); dot > 0; dot = reference.indexOf(".", dot + 1)) {
    const client = [...realm.clients.values()].find((c) => c.clientId === reference.slice(0, dot));
    const role = client && findClientRole(realm, client.id, reference.slice(dot + 1));
    if (role) return role;
  }
  return findRealmRole(realm, reference);
}

const USER_PROPERTIES = { email: "email", firstName: "firstName", lastName: "lastName" } as const;

function setAttribute(user: UserRecord, name: string | undefined, values: string[]): void {
  if (!name || values.length === 0) return;
  if (name in USER_PROPERTIES) user[USER_PROPERTIES[name as keyof typeof USER_PROPERTIES]] = values[0];
  else user.attributes = { ...user.attributes, [name]: values };
}

function grant(user: UserRecord, role: RoleRecord | undefined, granted: boolean): void {
  if (!role) return;
  const held = user.roleIds.includes(role.id);
  if (granted && !held) user.roleIds.push(role.id);
  if (!granted && held) user.roleIds = user.roleIds.filter((id) => id !== role.id);
}

function claimsMatch(claims: Claims, config: Record<string, string>): boolean {
  let wanted: { key?: string; value?: string }[];
  try {
    wanted = JSON.parse(config.claims ?? "[]");
  } catch {
    return false;
  }
  const regex = config["are.claim.values.regex"] === "true";
  return wanted.every(({ key, value = "" }) =>
    asStrings(claimValue(claims, key ?? "")).some((actual) =>
      regex ? boundedRegexTest(value, actual) : actual === value,
    ),
  );
}

/** a claim-based role: granted on import when the claim matches, kept in step by FORCE, taken away by LEGACY */
function claimRole(
  realm: RealmData,
  user: UserRecord,
  reference: string | undefined,
  matches: boolean,
  mode: SyncMode | null,
): void {
  if ((mode === null && matches) || mode === "FORCE" || (mode === "LEGACY" && !matches))
    grant(user, roleFromString(realm, reference), matches);
}

interface Application {
  realm: RealmData;
  user: UserRecord;
  claims: Claims;
  /** null on the first login (import), else the mapper's effective sync mode */
  mode: SyncMode | null;
}

function applyOne(mapper: Mapper, { realm, user, claims, mode }: Application): void {
  const config = (mapper.config ?? {}) as Record<string, string>;
  const importing = mode === null;
  const updating = importing || mode === "FORCE";
  switch (mapper.identityProviderMapper) {
    case "oidc-hardcoded-role-idp-mapper":
      if (updating) grant(user, roleFromString(realm, config.role), true);
      return;
    case "hardcoded-attribute-idp-mapper":
      if (updating) setAttribute(user, config.attribute, asStrings(config["attribute.value"]));
      return;
    case "oidc-user-attribute-idp-mapper":
      if (updating) setAttribute(user, config["user.attribute"], asStrings(claimValue(claims, config.claim ?? "")));
      return;
    case "oidc-role-idp-mapper": {
      const matches = asStrings(claimValue(claims, config.claim ?? "")).includes(config["claim.value"] ?? "");
      return claimRole(realm, user, config.role, matches, mode);
      return;
    }
    case "oidc-advanced-role-idp-mapper": {
      const matches = claimsMatch(claims, config);
      return claimRole(realm, user, config.role, matches, mode);
      return;
    }
    case "oidc-hardcoded-group-idp-mapper": {
      const group = config.group ? findGroupByPath(realm, config.group) : undefined;
      if (group && importing && !user.groupIds.includes(group.id)) user.groupIds.push(group.id);
      return;
    }
  }
}

/** applies the provider's mappers to the user; `firstLogin` when the user was just created from this identity */
export function applyBrokerMappers(
  realm: RealmData,
  mappers: Mapper[],
  providerSyncMode: string | undefined,
  user: UserRecord,
  claims: Claims,
  firstLogin: boolean,
): void {
  for (const mapper of mappers) {
    const own = (mapper.config as Record<string, string> | undefined)?.syncMode;
    const effective = (own && own !== "INHERIT" ? own : providerSyncMode || "LEGACY") as SyncMode;
    applyOne(mapper, { realm, user, claims, mode: firstLogin ? null : effective });
  }
}
