// The roles a token may carry. A client with full scope allowed gets all the user's effective roles; otherwise only
// those within its role scope: its own client roles and the roles its scope mappings and the applied client scopes'
// scope mappings name, composites expanded on both sides.
import type { RealmData, UserRecord } from "../../store/model.js";
import { effectiveRoles, expandComposites } from "../userRoles.js";
import type { ClientScope } from "./appliedClientScopes.js";
import type { ResolvedRoles, TokenClient } from "./tokenContext.js";

export function tokenRoles(
  realm: RealmData,
  client: TokenClient,
  scopes: ClientScope[],
  user: UserRecord,
): ResolvedRoles {
  let roles = effectiveRoles(realm, user);
  if (client.fullScopeAllowed === false) {
    const scopeRoleIds = [client.id, ...scopes.map((s) => s.id)].flatMap((id) => realm.scopeMappings.get(id) ?? []);
    const ownRoleIds = [...realm.roles.values()]
      .filter((r) => r.clientRole && r.containerId === client.id)
      .map((r) => r.id);
    const inScope = new Set(expandComposites(realm, [...ownRoleIds, ...scopeRoleIds]).map((r) => r.id));
    roles = roles.filter((r) => inScope.has(r.id));
  }
  const resolved: ResolvedRoles = { realm: new Set(), clients: new Map() };
  for (const role of roles) {
    if (!role.clientRole) resolved.realm.add(role.name);
    else {
      const clientId = realm.clients.get(role.containerId)?.clientId;
      if (clientId !== undefined) addClientRole(resolved, clientId, role.name);
    }
  }
  return resolved;
}

export function addClientRole(roles: ResolvedRoles, clientId: string, name: string): void {
  let names = roles.clients.get(clientId);
  if (!names) roles.clients.set(clientId, (names = new Set()));
  names.add(name);
}
