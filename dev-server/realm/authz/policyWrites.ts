// Creating, changing and deleting policies and permissions with Keycloak's rules: a known type, a name unique per
// resource server, associations given by id or name, the provider's own settings; deleting a policy deletes the
// permissions and aggregates that had it as their only policy and drops it from the others.
import { randomUUID } from "node:crypto";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { findPolicy, findResource, findScope, type AuthzPolicy, type ResourceServerRecord } from "./model.js";
import { NAMELESS, type WriteError } from "./objectWrites.js";
import { configToTyped, PERMISSION_PROVIDERS, POLICY_PROVIDERS, typedToConfig } from "./policyTypes.js";

const KNOWN_TYPES = new Set([...POLICY_PROVIDERS, ...PERMISSION_PROVIDERS].map((p) => p.type));

export function isKnownType(type: string): boolean {
  return KNOWN_TYPES.has(type);
}

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

function resolveAll(keys: unknown, resolve: (key: string) => string | undefined, what: string): string[] | WriteError {
  const ids: string[] = [];
  for (const key of Array.isArray(keys) ? keys : []) {
    const id = resolve(text(key));
    if (!id) return { status: 400, message: `${what} with id [${text(key)}] does not exist` };
    ids.push(id);
  }
  return ids;
}

function associations(rs: ResourceServerRecord, rep: PolicyRepresentation, existing?: AuthzPolicy) {
  const policies =
    rep.policies === undefined ? existing?.policies : resolveAll(rep.policies, (k) => findPolicy(rs, k)?.id, "Policy");
  const resources =
    rep.resources === undefined
      ? existing?.resources
      : resolveAll(rep.resources, (k) => findResource(rs, k)?._id, "Resource");
  const scopes =
    rep.scopes === undefined ? existing?.scopes : resolveAll(rep.scopes, (k) => findScope(rs, k)?.id, "Scope");
  // Keycloak refuses an unknown scope with a bare unknown_error (and fails on an unknown resource or policy)
  if (scopes && !Array.isArray(scopes)) scopes.error = { code: "unknown_error" };
  return { policies: policies ?? [], resources: resources ?? [], scopes: scopes ?? [] };
}

/**
 * Keycloak's AggregatePolicyProviderFactory check on create, update and import: walking the aggregates below the
 * policy, meeting one twice is a circular reference. Like Keycloak it keeps one list of the aggregates met over the
 * whole walk, so an aggregate reached along two branches counts too.
 */
function circular(rs: ResourceServerRecord, id: string, applied: string[]): boolean {
  const met: string[] = [id];
  const walk = (ids: string[]): boolean =>
    ids.some((associated) => {
      const policy = rs.policies.find((p) => p.id === associated);
      if (associated !== id && policy?.type !== "aggregate") return false;
      if (met.includes(associated)) return true;
      met.push(associated);
      return walk(policy?.policies ?? []);
    });
  return walk(applied);
}

/** the policy written from a typed (or generic, with config) representation of `type` */
export function writePolicy(
  realm: RealmData,
  rs: ResourceServerRecord,
  type: string,
  rep: PolicyRepresentation,
  existing?: AuthzPolicy,
): AuthzPolicy | WriteError {
  if (!isKnownType(type)) return { status: 400, message: `Unknown policy provider [${type}]` };
  const name = text(rep.name);
  if (!name) return NAMELESS;
  if (rs.policies.some((p) => p !== existing && p.name === name))
    return {
      status: 409,
      message: `Policy with name [${name}] already exists`,
      // PolicyService answers the message as the error and "Conflicting policy" as its description
      error: { code: `Policy with name [${name}] already exists`, description: "Conflicting policy" },
    };
  const config = rep.config && typeof rep.config === "object" ? (rep.config as Record<string, string>) : undefined;
  const fields = config ? { ...configToTyped(type, config), ...rep } : rep;
  const settings = typedToConfig(realm, type, fields as Record<string, unknown>);
  if ("error" in settings) return { status: 400, message: settings.error };
  const linked = associations(rs, rep, existing);
  const failed = Object.values(linked).find((v) => !Array.isArray(v));
  if (failed) return failed as WriteError;
  const id = existing?.id ?? randomUUID();
  if (type === "aggregate" && circular(rs, id, linked.policies as string[]))
    return { status: 500, message: `Circular reference found [${name}].` };
  const policy: AuthzPolicy = {
    id,
    name,
    ...(text(rep.description) ? { description: text(rep.description) } : {}),
    type,
    logic: rep.logic === "NEGATIVE" ? "NEGATIVE" : "POSITIVE",
    decisionStrategy:
      rep.decisionStrategy === "AFFIRMATIVE" || rep.decisionStrategy === "CONSENSUS"
        ? rep.decisionStrategy
        : "UNANIMOUS",
    config: settings.config,
    ...(linked as { policies: string[]; resources: string[]; scopes: string[] }),
  };
  if (existing) {
    for (const key of Object.keys(existing)) delete (existing as unknown as Record<string, unknown>)[key];
    return Object.assign(existing, policy);
  }
  rs.policies.push(policy);
  return policy;
}

export function dependentPolicies(rs: ResourceServerRecord, policy: AuthzPolicy): AuthzPolicy[] {
  return rs.policies.filter((p) => p.policies.includes(policy.id));
}

export function deletePolicy(rs: ResourceServerRecord, policy: AuthzPolicy): void {
  const dependents = dependentPolicies(rs, policy);
  const orphaned = new Set(dependents.filter((d) => d.policies.length === 1).map((d) => d.id));
  rs.policies = rs.policies.filter((p) => p !== policy && !orphaned.has(p.id));
  for (const d of dependents) d.policies = d.policies.filter((id) => id !== policy.id);
}
