// A resource server's settings as Keycloak exports them (GET .../settings: references by name, the resource server's
// own ids left out) and their import (POST .../import: objects matched by name are updated, others created, nothing
// removed). An import that fails changes nothing.
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import type { RealmData } from "../../store/model.js";
import { groupPath } from "../../store/realmLookups.js";
import {
  configArray,
  findPolicy,
  findResource,
  findScope,
  type AuthzPolicy,
  type ResourceServerRecord,
} from "./model.js";
import { isWriteError, writeResource, writeScope, type WriteError } from "./objectWrites.js";
import { writePolicy } from "./policyWrites.js";
import { ownerName, scopeRep } from "./reps.js";

type Flagged = Record<string, unknown> & { id?: string };

/** a provider's config with ids of realm objects turned into the names an export carries (the providers' onExport) */
function exportedConfig(realm: RealmData, rs: ResourceServerRecord, policy: AuthzPolicy): Record<string, string> {
  const config = { ...policy.config };
  const roleName = (id: string) => {
    const role = realm.roles.get(id);
    if (!role) return id;
    return role.clientRole ? `${realm.clients.get(role.containerId)?.clientId}/${role.name}` : role.name;
  };
  const rename = (key: string, name: (id: string) => string | undefined) => {
    if (config[key])
      config[key] = JSON.stringify(
        configArray<Flagged | string>(config[key]).map((entry) =>
          typeof entry === "string" ? (name(entry) ?? entry) : { ...entry, id: name(entry.id ?? "") ?? entry.id },
        ),
      );
  };
  rename("roles", roleName);
  rename("users", (id) => realm.users.get(id)?.username);
  rename("clients", (id) => realm.clients.get(id)?.clientId);
  rename("clientScopes", (id) => realm.clientScopes.get(id)?.name);
  if (config.groups)
    config.groups = JSON.stringify(
      configArray<Flagged>(config.groups).map(({ id, ...rest }) => {
        const group = realm.groups.get(id ?? "");
        return { ...rest, path: group ? groupPath(realm, group) : id };
      }),
    );
  const names = (ids: string[], find: (id: string) => { name: string } | undefined) =>
    JSON.stringify(ids.flatMap((id) => find(id)?.name ?? []));
  return {
    ...config,
    ...(policy.resources.length ? { resources: names(policy.resources, (id) => findResource(rs, id)) } : {}),
    ...(policy.scopes.length ? { scopes: names(policy.scopes, (id) => findScope(rs, id)) } : {}),
    ...(policy.policies.length ? { applyPolicies: names(policy.policies, (id) => findPolicy(rs, id)) } : {}),
  };
}

export function exportSettings(realm: RealmData, rs: ResourceServerRecord): ResourceServerRepresentation {
  const resources: ResourceRepresentation[] = rs.resources.map(({ _id: _resourceId, owner, scopes, ...fields }) => ({
    ...fields,
    ...(owner.id === rs.clientId ? {} : { owner: { name: ownerName(realm, rs, owner.id) } }),
    scopes: scopes.flatMap((s) => findScope(rs, s.id)?.name ?? []).map((name) => ({ name })),
  }));
  const policies: PolicyRepresentation[] = rs.policies.map((p) => ({
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    type: p.type,
    logic: p.logic as PolicyRepresentation["logic"],
    decisionStrategy: p.decisionStrategy as PolicyRepresentation["decisionStrategy"],
    config: exportedConfig(realm, rs, p),
  }));
  return {
    allowRemoteResourceManagement: rs.allowRemoteResourceManagement,
    policyEnforcementMode: rs.policyEnforcementMode,
    resources,
    policies,
    scopes: rs.scopes.map((scope) => {
      const { id: _id, ...exported } = scopeRep(scope);
      return exported;
    }),
    decisionStrategy: rs.decisionStrategy,
  };
}

/** a policy of an export: its named associations (config resources, scopes, applyPolicies) as the fields a write takes */
function importedPolicy(rep: PolicyRepresentation): PolicyRepresentation {
  const { resources, scopes, applyPolicies, ...config } = (rep.config ?? {}) as Record<string, string>;
  return {
    ...rep,
    config,
    resources: rep.resources ?? configArray<string>(resources),
    scopes: rep.scopes ?? configArray<string>(scopes),
    policies: rep.policies ?? configArray<string>(applyPolicies),
  };
}

/** imports into a copy and answers it, or the first error; policies naming others are retried once those exist */
export function importSettings(
  realm: RealmData,
  current: ResourceServerRecord,
  rep: ResourceServerRepresentation,
): ResourceServerRecord | WriteError {
  const rs: ResourceServerRecord = structuredClone(current);
  if (rep.policyEnforcementMode) rs.policyEnforcementMode = rep.policyEnforcementMode;
  if (rep.decisionStrategy) rs.decisionStrategy = rep.decisionStrategy;
  if (rep.allowRemoteResourceManagement !== undefined)
    rs.allowRemoteResourceManagement = rep.allowRemoteResourceManagement === true;
  for (const scope of rep.scopes ?? []) {
    const written = writeScope(
      rs,
      scope,
      rs.scopes.find((s) => s.name === scope.name),
    );
    if (isWriteError(written)) return written;
  }
  for (const resource of rep.resources ?? []) {
    const { _id: _ignored, ...fields } = resource;
    const existing = rs.resources.find((r) => r.name === resource.name);
    const written = writeResource(realm, rs, fields, existing);
    if (isWriteError(written)) return written;
  }
  let pending = (rep.policies ?? []).map(importedPolicy);
  while (pending.length) {
    const failed: { policy: PolicyRepresentation; error: WriteError }[] = [];
    for (const policy of pending) {
      const { id: _ignored, ...fields } = policy;
      const existing = rs.policies.find((p) => p.name === policy.name);
      const written = writePolicy(realm, rs, policy.type ?? "", fields, existing);
      if (isWriteError(written)) failed.push({ policy, error: written });
    }
    if (failed.length === pending.length) return failed[0].error;
    pending = failed.map((f) => f.policy);
  }
  return rs;
}
