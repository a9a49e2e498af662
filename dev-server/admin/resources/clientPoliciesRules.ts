// Keycloak's checks of a proposed set of client profiles or policies (ClientPoliciesUtil), with its error texts. A
// problem is a string; none means valid.
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { CONDITION_IDS, EXECUTOR_IDS } from "../core/serverInfoClientPolicies.js";
import { GLOBAL_PROFILES } from "./clientPoliciesGlobalProfiles.js";

export { GLOBAL_PROFILES };

/** Keycloak 26 ships no global policies. */
export const GLOBAL_POLICIES: readonly ClientPolicyRepresentation[] = [];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const duplicated = (names: unknown[]) => new Set(names).size !== names.length;

/** Sent global entries must equal the shipped ones; leaving them out is fine. */
const globalsChanged = (proposed: unknown, shipped: readonly unknown[]) =>
  Array.isArray(proposed) && proposed.length > 0 && JSON.stringify(proposed) !== JSON.stringify(shipped);

export function profilesProblem(body: Record<string, unknown>): string | undefined {
  if (Array.isArray(body)) return "Invalid client profiles representation";
  const profiles = body.profiles ?? [];
  if (!Array.isArray(profiles) || !profiles.every(isObject)) return "Invalid client profiles representation";
  if (profiles.some((p) => typeof p.name !== "string" || p.name === ""))
    return "client profile without its name not allowed.";
  if (duplicated(profiles.map((p) => p.name))) return "proposed client profile name duplicated.";
  if (globalsChanged(body.globalProfiles, GLOBAL_PROFILES)) return "Global profiles cannot be updated";
  const globalNames = new Set(GLOBAL_PROFILES.map((p) => p.name));
  const clash = profiles.find((p) => globalNames.has(p.name as string));
  if (clash) return `Proposed profile name '${String(clash.name)}' is duplicated as a global profile`;
  for (const profile of profiles) {
    const executors = profile.executors ?? [];
    if (!Array.isArray(executors)) return "Invalid client profiles representation";
    for (const executor of executors) {
      const valid =
        isObject(executor) &&
        typeof executor.executor === "string" &&
        EXECUTOR_IDS.has(executor.executor) &&
        (executor.configuration === undefined || isObject(executor.configuration));
      if (!valid)
        return "proposed client profile contains the executor, which does not have valid provider, or has invalid configuration.";
    }
  }
  return undefined;
}

export function policiesProblem(body: Record<string, unknown>, profileNames: ReadonlySet<string>): string | undefined {
  if (Array.isArray(body)) return "Invalid client policies representation";
  const policies = body.policies ?? [];
  if (!Array.isArray(policies) || !policies.every(isObject)) return "Invalid client policies representation";
  if (globalsChanged(body.globalPolicies, GLOBAL_POLICIES)) return "Global policies cannot be updated";
  if (duplicated(policies.map((p) => p.name))) return "proposed client policy name duplicated";
  for (const policy of policies) {
    // unlike a profile's, an empty policy name passes
    if (typeof policy.name !== "string") return "client policy without name not allowed";
    const conditions = policy.conditions ?? [];
    if (!Array.isArray(conditions)) return "Invalid client policies representation";
    for (const condition of conditions) {
      const id = isObject(condition) ? condition.condition : undefined;
      if (typeof id !== "string" || !CONDITION_IDS.has(id))
        return `Policy ${policy.name} contains invalid condition ${String(id)}`;
    }
    const profiles = policy.profiles ?? [];
    if (!Array.isArray(profiles)) return "Invalid client policies representation";
    if (duplicated(profiles)) return `Policy ${policy.name} contains duplicated profiles`;
    const missing = profiles.find((name) => typeof name !== "string" || !profileNames.has(name));
    if (missing !== undefined) return `Policy ${policy.name} contains invalid profile ${String(missing)}`;
  }
  return undefined;
}

/** What is stored of a valid proposal: Keycloak keeps name, description, enabled (false unless true), conditions, profiles. */
export function storedPolicies(body: Record<string, unknown>): ClientPolicyRepresentation[] {
  return ((body.policies ?? []) as ClientPolicyRepresentation[]).map((policy) => ({
    name: policy.name,
    ...(policy.description !== undefined ? { description: policy.description } : {}),
    enabled: policy.enabled === true,
    conditions: policy.conditions ?? [],
    profiles: policy.profiles ?? [],
  }));
}

export function storedProfiles(body: Record<string, unknown>): ClientProfileRepresentation[] {
  return ((body.profiles ?? []) as ClientProfileRepresentation[]).map((profile) => ({
    name: profile.name,
    ...(profile.description !== undefined ? { description: profile.description } : {}),
    executors: (profile.executors ?? []).map((e) => ({ executor: e.executor, configuration: e.configuration ?? {} })),
  }));
}
