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

/** deep (the default) adds the owner's name and the scopes' details, as ResourceSetService answers */
export function resourceRep(
  realm: RealmData,
  rs: ResourceServerRecord,
  resource: AuthzResource,
  deep = true,
): ResourceRepresentation {
  const { owner, scopes, ...fields } = resource;
  return {
    ...fields,
    owner: deep ? { id: owner.id, name: ownerName(realm, rs, owner.id) } : { id: owner.id },
    ...(deep
      ? {
          scopes: scopes.flatMap((s) => {
            const scope = findScope(rs, s.id);
            return scope ? [scopeRep(scope)] : [];
          }),
        }
      : {}),
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

/** the generic form: the provider's settings in config */
export function policyRep(policy: AuthzPolicy): PolicyRepresentation {
  return { ...common(policy), config: { ...policy.config } };
}

/** the typed form, as policy/{type}/{id} and permission/{type}/{id} answer */
export function typedPolicyRep(policy: AuthzPolicy): PolicyRepresentation {
  return { ...common(policy), ...configToTyped(policy.type, policy.config) };
}
