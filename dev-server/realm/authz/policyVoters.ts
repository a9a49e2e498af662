// How each policy type votes for an identity, as Keycloak's policy providers decide: role, user, client,
// client-scope, group, regex, time and js. Aggregates and logic are applied by the evaluation around these.
import type { RealmData, UserRecord } from "../../store/model.js";
import { boundedRegexTest } from "../boundedRegex.js";
import { ancestorIds } from "../groupIndex.js";
import { groupPath } from "../../store/realmLookups.js";
import { configArray, type AuthzPolicy } from "./model.js";
import { parsePolicyDate } from "./policyTypes.js";

/** who asks: the user, their effective roles, the client they come through, the token's claims and the context */
export interface Identity {
  user?: UserRecord;
  roleIds: ReadonlySet<string>;
  clientId?: string;
  clientScopeIds: ReadonlySet<string>;
  claims: Record<string, string[]>;
  contextAttributes: Record<string, string[]>;
  now: Date;
}

// the only script a JavaScript policy may carry here is the one Keycloak wrote into its "Default Policy"
const GRANTING_SCRIPT = "$evaluation.grant();";

/** true for a script that does nothing but grant (comments aside); any other script is not run, so it denies */
function isGrantingScript(code: string): boolean {
  const statements = code
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("//"));
  return statements.length === 1 && statements[0] === GRANTING_SCRIPT;
}

type FlaggedEntry = { id?: string; required?: boolean; extendChildren?: boolean };

function anyWithRequired(entries: FlaggedEntry[], holds: (id: string) => boolean): boolean {
  let granted = false;
  for (const entry of entries) {
    if (!entry.id) continue;
    const held = holds(entry.id);
    if (!held && entry.required) return false;
    if (held) granted = true;
  }
  return granted;
}

function inGroup(realm: RealmData, user: UserRecord, entry: FlaggedEntry): boolean {
  return user.groupIds.some((groupId) => {
    if (groupId === entry.id) return true;
    const group = realm.groups.get(groupId);
    return !!entry.extendChildren && !!group && ancestorIds(realm, group).includes(entry.id!);
  });
}

function inClaimedGroup(realm: RealmData, identity: Identity, claim: string, entry: FlaggedEntry): boolean {
  const group = entry.id ? realm.groups.get(entry.id) : undefined;
  if (!group) return false;
  const path = groupPath(realm, group);
  return (identity.claims[claim] ?? []).some(
    (value) => value === path || value === group.name || (!!entry.extendChildren && value.startsWith(`${path}/`)),
  );
}

function timeAllows(config: Record<string, string>, now: Date): boolean {
  const nbf = config.nbf ? parsePolicyDate(config.nbf) : undefined;
  const noa = config.noa ? parsePolicyDate(config.noa) : undefined;
  if (nbf && now < nbf) return false;
  if (noa && now >= noa) return false;
  const fields: [string, number][] = [
    ["dayMonth", now.getDate()],
    ["month", now.getMonth() + 1],
    ["year", now.getFullYear()],
    ["hour", now.getHours()],
    ["minute", now.getMinutes()],
  ];
  return fields.every(([key, value]) => {
    if (!config[key]) return true;
    const start = Number(config[key]);
    const end = config[`${key}End`] ? Number(config[`${key}End`]) : undefined;
    return end === undefined ? value === start : value >= start && value <= end;
  });
}

function regexAllows(config: Record<string, string>, identity: Identity): boolean {
  const source = config.targetContextAttributes === "true" ? identity.contextAttributes : identity.claims;
  const values = source[config.targetClaim ?? ""] ?? [];
  // Java's Matcher.matches: the whole value has to match
  return values.some((value) => boundedRegexTest(`^(?:${config.pattern ?? ""})$`, value));
}

/** whether a policy of a provider type (not aggregate, not a permission) grants, before its logic is applied */
export function grants(realm: RealmData, policy: AuthzPolicy, identity: Identity): boolean {
  const { config } = policy;
  const user = identity.user;
  switch (policy.type) {
    case "role":
      return anyWithRequired(configArray<FlaggedEntry>(config.roles), (id) => identity.roleIds.has(id));
    case "client-scope":
      return anyWithRequired(configArray<FlaggedEntry>(config.clientScopes), (id) => identity.clientScopeIds.has(id));
    case "user":
      return !!user && configArray<string>(config.users).includes(user.id);
    case "client":
      return !!identity.clientId && configArray<string>(config.clients).includes(identity.clientId);
    case "group":
      return configArray<FlaggedEntry>(config.groups).some((entry) =>
        config.groupsClaim
          ? inClaimedGroup(realm, identity, config.groupsClaim, entry)
          : !!user && inGroup(realm, user, entry),
      );
    case "regex":
      return regexAllows(config, identity);
    case "time":
      return timeAllows(config, identity.now);
    case "js":
      return isGrantingScript(config.code ?? "");
    default:
      return false;
  }
}
