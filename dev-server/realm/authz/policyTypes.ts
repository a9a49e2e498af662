// The policy providers Keycloak 26 offers and, for each, how its typed representation (RolePolicyRepresentation,
// TimePolicyRepresentation, ...) is kept in the policy's config and read back, as the providers' factories do.
import type { RealmData } from "../../store/model.js";
import { findClientRole, findRealmRole, findUserByUsername } from "../../store/realmLookups.js";
import { findGroupByPath } from "../../store/realmLookups.js";
import { configArray } from "./model.js";

export interface PolicyProvider {
  type: string;
  name: string;
  group: string;
}

export const POLICY_PROVIDERS: PolicyProvider[] = [
  { type: "aggregate", name: "Aggregated", group: "Others" },
  { type: "client", name: "Client", group: "Identity Based" },
  { type: "client-scope", name: "Client Scope", group: "Identity Based" },
  { type: "group", name: "Group", group: "Identity Based" },
  { type: "js", name: "JavaScript", group: "Rule Based" },
  { type: "regex", name: "Regex", group: "Rule Based" },
  { type: "role", name: "Role", group: "Identity Based" },
  { type: "time", name: "Time", group: "Time Based" },
  { type: "user", name: "User", group: "Identity Based" },
];

export const PERMISSION_PROVIDERS: PolicyProvider[] = [
  { type: "resource", name: "Resource", group: "Resource Based" },
  { type: "scope", name: "Scope", group: "Resource Based" },
];

/** the typed fields of a policy representation, as the admin API receives and answers them */
export type TypedFields = Record<string, unknown>;

export type ConfigResult = { config: Record<string, string> } | { error: string };

export const TIME_FIELDS = [
  ["notBefore", "nbf"],
  ["notOnOrAfter", "noa"],
  ["dayMonth", "dayMonth"],
  ["dayMonthEnd", "dayMonthEnd"],
  ["month", "month"],
  ["monthEnd", "monthEnd"],
  ["year", "year"],
  ["yearEnd", "yearEnd"],
  ["hour", "hour"],
  ["hourEnd", "hourEnd"],
  ["minute", "minute"],
  ["minuteEnd", "minuteEnd"],
] as const;

/** Keycloak's date format for a time policy's bounds: yyyy-MM-dd HH:mm:ss (the time part may be left out) */
export function parsePolicyDate(value: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim());

function idList(
  values: unknown,
  resolve: (key: string) => string | undefined,
  missing: (key: string) => string,
): string[] | { error: string } {
  const ids: string[] = [];
  for (const value of Array.isArray(values) ? values : []) {
    const key = typeof value === "object" && value ? text((value as { id?: unknown }).id) : text(value);
    const id = resolve(key);
    if (!id) return { error: missing(key) };
    ids.push(id);
  }
  return ids;
}

function resolveRole(realm: RealmData, key: string): string | undefined {
  if (realm.roles.has(key)) return key;
  const slash = key.indexOf("/");
  if (slash > 0) {
    const client = [...realm.clients.values()].find((c) => c.clientId === key.slice(0, slash));
    const role = client && findClientRole(realm, client.id, key.slice(slash + 1));
    if (role) return role.id;
  }
  return findRealmRole(realm, key)?.id;
}

/**
 * the entries of a role, group or client-scope policy, resolved to ids; Keycloak leaves an unknown role or group out
 * without a word (`what` undefined), and fails on an unknown client scope, which is refused here
 */
function flagged(
  realm: RealmData,
  values: unknown,
  flag: "required" | "extendChildren",
  resolve: (key: string) => string | undefined,
  what?: string,
): string | { error: string } {
  const out: Record<string, unknown>[] = [];
  for (const value of Array.isArray(values) ? values : []) {
    const entry = (typeof value === "object" && value ? value : { id: value }) as Record<string, unknown>;
    const key = text(entry.id) || text(entry.path);
    const id = resolve(key);
    if (!id && what) return { error: `${what} [${key}] could not be found` };
    if (id) out.push({ id, [flag]: entry[flag] === true });
  }
  return JSON.stringify(out);
}

/** the config Keycloak keeps for a typed representation of `type`, or the reason it refuses it */
export function typedToConfig(realm: RealmData, type: string, rep: TypedFields): ConfigResult {
  const put = (config: Record<string, string | { error: string }>): ConfigResult => {
    const failed = Object.values(config).find((v) => typeof v === "object");
    if (failed) return failed as { error: string };
    return { config: config as Record<string, string> };
  };
  switch (type) {
    case "role":
      // Keycloak keeps fetchRoles only when it was given
      return put({
        roles: flagged(realm, rep.roles, "required", (k) => resolveRole(realm, k)),
        ...(typeof rep.fetchRoles === "boolean" ? { fetchRoles: String(rep.fetchRoles) } : {}),
      });
    case "client-scope":
      return put({
        clientScopes: flagged(
          realm,
          rep.clientScopes,
          "required",
          (k) => realm.clientScopes.get(k)?.id ?? [...realm.clientScopes.values()].find((s) => s.name === k)?.id,
          "Client scope",
        ),
      });
    case "group": {
      const groups = flagged(
        realm,
        rep.groups,
        "extendChildren",
        (k) => realm.groups.get(k)?.id ?? findGroupByPath(realm, k)?.id,
      );
      return put({ groups, ...(text(rep.groupsClaim) ? { groupsClaim: text(rep.groupsClaim) } : {}) });
    }
    case "user": {
      const users = idList(
        rep.users,
        (k) => realm.users.get(k)?.id ?? findUserByUsername(realm, k)?.id,
        (k) => `User [${k}] does not exist`,
      );
      return Array.isArray(users) ? { config: { users: JSON.stringify(users) } } : users;
    }
    case "client": {
      const clients = idList(
        rep.clients,
        (k) => realm.clients.get(k)?.id ?? [...realm.clients.values()].find((c) => c.clientId === k)?.id,
        (k) => `Client [${k}] does not exist`,
      );
      return Array.isArray(clients) ? { config: { clients: JSON.stringify(clients) } } : clients;
    }
    case "regex":
      return regexConfig(rep);
    case "time":
      return timeConfig(rep);
    case "js":
      return { error: "Script upload is disabled" };
    case "resource":
      return { config: text(rep.resourceType) ? { defaultResourceType: text(rep.resourceType) } : {} };
    default:
      return { config: {} };
  }
}

function regexConfig(rep: TypedFields): ConfigResult {
  const pattern = text(rep.pattern);
  if (!text(rep.targetClaim)) return { error: "Target Claim can not be null" };
  try {
    new RegExp(pattern, "u");
  } catch {
    return { error: `Invalid pattern [${pattern}]` };
  }
  return {
    config: {
      targetClaim: text(rep.targetClaim),
      pattern,
      targetContextAttributes: String(rep.targetContextAttributes === true),
    },
  };
}

function timeConfig(rep: TypedFields): ConfigResult {
  const config: Record<string, string> = {};
  for (const [field, key] of TIME_FIELDS) if (text(rep[field])) config[key] = text(rep[field]);
  if (!["nbf", "noa", "dayMonth", "month", "year", "hour", "minute"].some((key) => key in config))
    return {
      error:
        "You must provide a value to, at least, one of the following configuration options: notBefore, notOnOrAfter, dayMonth, month, year, hour, minute.",
    };
  for (const key of ["nbf", "noa"])
    if (config[key] && !parsePolicyDate(config[key]))
      return { error: "Could not parse a date using format [yyyy-MM-dd HH:mm:ss]" };
  for (const [, key] of TIME_FIELDS.slice(2))
    if (config[key] && !/^\d+$/.test(config[key])) return { error: `Invalid value [${config[key]}] for ${key}` };
  return { config };
}

/** the typed fields of a stored policy, as `policy/{type}/{id}` answers them */
export function configToTyped(type: string, config: Record<string, string>): TypedFields {
  switch (type) {
    case "role":
      return {
        roles: configArray(config.roles),
        ...(config.fetchRoles === undefined ? {} : { fetchRoles: config.fetchRoles === "true" }),
      };
    case "client-scope":
      return { clientScopes: configArray(config.clientScopes) };
    case "group":
      return { groups: configArray(config.groups), ...(config.groupsClaim ? { groupsClaim: config.groupsClaim } : {}) };
    case "user":
      return { users: configArray(config.users) };
    case "client":
      return { clients: configArray(config.clients) };
    case "regex":
      return {
        targetClaim: config.targetClaim,
        pattern: config.pattern,
        targetContextAttributes: config.targetContextAttributes === "true",
      };
    case "time":
      return Object.fromEntries(
        TIME_FIELDS.filter(([, key]) => config[key]).map(([field, key]) => [field, config[key]]),
      );
    case "js":
      return { code: config.code };
    case "resource":
      return config.defaultResourceType ? { resourceType: config.defaultResourceType } : {};
    default:
      return {};
  }
}
