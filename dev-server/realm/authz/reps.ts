// The representations the authorization admin API answers: resources (with owner and scopes), scopes, policies in
// their generic form (config) and typed form (policy/{type}/{id}).
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import type { RealmData } from "../../store/model.js";
import {
  findScope,
  type AuthzPolicy,
  type AuthzResource,
  type AuthzScope,
  type ResourceServerRecord,
} from "./model.js";
import { configToTyped } from "./policyTypes.js";

export function scopeRep(scope: AuthzScope): ScopeRepresentation {
  return {
    id: scope.id,
    name: scope.name,
    ...(scope.displayName ? { displayName: scope.displayName } : {}),
    ...(scope.iconUri ? { iconUri: scope.iconUri } : {}),
  };
}

export function ownerName(realm: RealmData, rs: ResourceServerRecord, ownerId: string): string | undefined {
  if (ownerId === rs.clientId) return realm.clients.get(rs.clientId)?.clientId;
  return realm.users.get(ownerId)?.username;
}

/** a scope as a resource lists it: without its display name (and, in resource/{id}/scopes, without its icon) */
export function resourceScopeRep(scope: AuthzScope, withIcon = true): ScopeRepresentation {
  return { id: scope.id, name: scope.name, ...(withIcon && scope.iconUri ? { iconUri: scope.iconUri } : {}) };
}

/** deep (the default) adds the attributes and the scopes (none: no list), as ResourceSetService answers */
export function resourceRep(
  realm: RealmData,
  rs: ResourceServerRecord,
  resource: AuthzResource,
  deep = true,
): ResourceRepresentation {
  const { owner, scopes, attributes, ...fields } = resource;
  const listed = scopes.flatMap((s) => {
    const scope = findScope(rs, s.id);
    return scope ? [resourceScopeRep(scope)] : [];
  });
  return {
    ...fields,
    owner: { id: owner.id, name: ownerName(realm, rs, owner.id) },
    ...(deep ? { attributes } : {}),
    ...(deep && listed.length ? { scopes: listed } : {}),
  };
}

function common(policy: AuthzPolicy): PolicyRepresentation {
  return {
    id: policy.id,
    name: policy.name,
    ...(policy.description ? { description: policy.description } : {}),
    type: policy.type,
    logic: policy.logic as PolicyRepresentation["logic"],
    decisionStrategy: policy.decisionStrategy as PolicyRepresentation["decisionStrategy"],
  };
}

/**
 * a policy as the lists of related policies and permissions name it (dependent and associated policies, a resource's
 * or scope's permissions): Keycloak builds a bare representation, so its logic and decision strategy are always the
 * defaults and its config empty; only the associated policies carry their description
 */
export function policySummary(policy: AuthzPolicy, withDescription = false): PolicyRepresentation {
  return {
    id: policy.id,
    name: policy.name,
    ...(withDescription && policy.description ? { description: policy.description } : {}),
    type: policy.type,
    logic: "POSITIVE" as PolicyRepresentation["logic"],
    decisionStrategy: "UNANIMOUS" as PolicyRepresentation["decisionStrategy"],
    config: {},
  };
}

/** the generic form: the provider's settings in config */
export function policyRep(policy: AuthzPolicy): PolicyRepresentation {
  return { ...common(policy), config: { ...policy.config } };
}

/** the typed form, as policy/{type}/{id} and permission/{type}/{id} answer */
export function typedPolicyRep(policy: AuthzPolicy): PolicyRepresentation {
  return { ...common(policy), ...configToTyped(policy.type, policy.config) };
}
