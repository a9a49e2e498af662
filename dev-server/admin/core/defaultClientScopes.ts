// Keycloak 26's built-in client scopes with their protocol mappers, as a new realm gets them, and the realm's
// default-default / default-optional lists. Added only to a realm that has no client scopes at all, so deleting one
// of them in a running realm stays deleted after a restart.
import { randomUUID } from "node:crypto";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { RealmData } from "../../store/model.js";

import { SCOPES, type ScopeSpec } from "./builtinClientScopes.js";

function scopeRepresentation(spec: ScopeSpec): ClientScopeRepresentation & { id: string; name: string } {
  return {
    id: randomUUID(),
    name: spec.name,
    description: spec.description,
    protocol: spec.protocol,
    attributes: { ...spec.attributes },
    protocolMappers: spec.mappers.map(([name, protocolMapper, config]): ProtocolMapperRepresentation => ({
      id: randomUUID(),
      name,
      protocol: spec.protocol,
      protocolMapper,
      config: { ...config },
    })),
  };
}

/** Adds the built-in client scopes and the realm's default lists when the realm has no client scopes; true when it
 * did. The offline_access scope maps the offline_access realm role, as in Keycloak. */
export function ensureDefaultClientScopes(realm: RealmData, offlineAccessRoleId: string): boolean {
  if (realm.clientScopes.size > 0) return false;
  for (const spec of SCOPES) {
    const scope = scopeRepresentation(spec);
    realm.clientScopes.set(scope.id, scope);
    if (spec.name === "offline_access") realm.scopeMappings.set(scope.id, [offlineAccessRoleId]);
    if (spec.type === "default") realm.defaultDefaultClientScopeIds.push(scope.id);
    if (spec.type === "optional") realm.defaultOptionalClientScopeIds.push(scope.id);
  }
  return true;
}
