// RealmData -> Keycloak realm-export JSON (the seed format is the same; realmImport.ts reads it back).
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { GroupRecord, RealmData, RoleRecord, UserRecord } from "./model.js";
import type { ExportedRealm, ScopeMappingEntry } from "./realmImport.js";
import { groupPath, roleNames } from "./realmLookups.js";
// client ids and provider types key these maps; "__proto__" must stay a key, not become a prototype
import { prototypeFree } from "./safeKeys.js";

export function exportRealm(realm: RealmData): ExportedRealm {
  const roleRep = (r: RoleRecord): RoleRepresentation => {
    const composites = r.compositeIds.map((id) => realm.roles.get(id)).filter((c): c is RoleRecord => !!c);
    const realmComposites = composites.filter((c) => !c.clientRole).map((c) => c.name);
    const clientComposites = prototypeFree<string[]>();
    for (const c of composites.filter((x) => x.clientRole)) {
      const clientId = realm.clients.get(c.containerId)?.clientId;
      if (clientId) (clientComposites[clientId] ??= []).push(c.name);
    }
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      composite: composites.length > 0,
      clientRole: r.clientRole,
      containerId: r.containerId,
      attributes: r.attributes,
      ...(composites.length > 0
        ? {
            composites: {
              realm: realmComposites.length ? realmComposites : undefined,
              client: Object.keys(clientComposites).length ? clientComposites : undefined,
            },
          }
        : {}),
    };
  };
  const childrenOf = new Map<string | undefined, GroupRecord[]>();
  for (const g of realm.groups.values()) {
    const list = childrenOf.get(g.parentId) ?? [];
    list.push(g);
    childrenOf.set(g.parentId, list);
  }
  const groupRep = (g: GroupRecord): GroupRepresentation => ({
    id: g.id,
    name: g.name,
    description: g.description,
    path: groupPath(realm, g),
    attributes: g.attributes,
    ...roleNames(realm, g.roleIds),
    subGroups: (childrenOf.get(g.id) ?? []).map(groupRep),
  });
  const clientRoles = prototypeFree<RoleRepresentation[]>();
  for (const c of realm.clients.values()) clientRoles[c.clientId] = [];
  for (const r of realm.roles.values()) {
    if (r.clientRole) {
      const clientId = realm.clients.get(r.containerId)?.clientId;
      if (clientId) clientRoles[clientId].push(roleRep(r));
    }
  }
  const components = prototypeFree<unknown[]>();
  const componentTree = (parentId: string): Record<string, unknown[]> => {
    const byType = prototypeFree<unknown[]>();
    for (const c of realm.components.values()) {
      if (c.parentId !== parentId) continue;
      const { providerType, parentId: _parent, ...rest } = c;
      const sub = componentTree(c.id);
      (byType[providerType ?? ""] ??= []).push({ ...rest, ...(Object.keys(sub).length ? { subComponents: sub } : {}) });
    }
    return byType;
  };
  Object.assign(components, componentTree(realm.rep.id));
  const scopeNames = (ids: string[]) =>
    ids.map((id) => realm.clientScopes.get(id)?.name).filter((n): n is string => !!n);

  return {
    ...realm.rep,
    roles: { realm: [...realm.roles.values()].filter((r) => !r.clientRole).map(roleRep), client: clientRoles },
    defaultRole: { id: realm.defaultRoleId, name: realm.roles.get(realm.defaultRoleId)?.name },
    groups: (childrenOf.get(undefined) ?? []).map(groupRep),
    defaultGroups: realm.defaultGroupIds
      .map((id) => realm.groups.get(id))
      .filter((g): g is GroupRecord => !!g)
      .map((g) => groupPath(realm, g)),
    users: [...realm.users.values()].map((u) => exportUser(realm, u)),
    clients: [...realm.clients.values()],
    clientScopes: [...realm.clientScopes.values()],
    defaultDefaultClientScopes: scopeNames(realm.defaultDefaultClientScopeIds),
    defaultOptionalClientScopes: scopeNames(realm.defaultOptionalClientScopeIds),
    components: components as RealmRepresentation["components"],
    identityProviders: [...realm.identityProviders.values()],
    identityProviderMappers: [...realm.identityProviderMappers.values()],
    organizations: exportOrganizations(realm),
    authenticationFlows: [...realm.authenticationFlows.values()],
    authenticatorConfig: [...realm.authenticatorConfig.values()],
    ...exportScopeMappings(realm),
    requiredActions: realm.requiredActions,
    localizationTexts: realm.localizationTexts,
    events: realm.events,
    adminEvents: realm.adminEvents,
  };
}

/** a user as the realm export's "users" holds it: roles and groups by name */
export function exportUser(realm: RealmData, user: UserRecord): UserRepresentation {
  const { roleIds, groupIds, consents, ...rest } = user;
  return {
    ...rest,
    ...roleNames(realm, roleIds),
    clientConsents: consents,
    groups: groupIds
      .map((id) => realm.groups.get(id))
      .filter((g): g is GroupRecord => !!g)
      .map((g) => groupPath(realm, g)),
  };
}

/** organizations name their members by username, so a user's rename or removal changes them too */
export function exportOrganizations(realm: RealmData): ExportedRealm["organizations"] {
  return [...realm.organizations.values()].map(({ memberIds, identityProviderAliases, ...o }) => ({
    ...o,
    members: memberIds.map((id) => ({ id, username: realm.users.get(id)?.username })),
    identityProviders: identityProviderAliases.map((alias) => ({ alias })),
  }));
}

function exportScopeMappings(realm: RealmData): Pick<ExportedRealm, "scopeMappings" | "clientScopeMappings"> {
  const scopeMappings: ScopeMappingEntry[] = [];
  const clientScopeMappings = prototypeFree<ScopeMappingEntry[]>();
  for (const [holderId, roleIds] of realm.scopeMappings) {
    const client = realm.clients.get(holderId);
    const scope = client ? undefined : realm.clientScopes.get(holderId);
    if (!client && !scope) continue;
    const holder = client ? { client: client.clientId } : { clientScope: scope!.name };
    const roles = roleIds.map((id) => realm.roles.get(id)).filter((r): r is RoleRecord => !!r);
    const realmRoleNames = roles.filter((r) => !r.clientRole).map((r) => r.name);
    if (realmRoleNames.length) scopeMappings.push({ ...holder, roles: realmRoleNames });
    const byClient = new Map<string, string[]>();
    for (const r of roles.filter((x) => x.clientRole)) {
      const clientId = realm.clients.get(r.containerId)?.clientId;
      if (clientId) byClient.set(clientId, [...(byClient.get(clientId) ?? []), r.name]);
    }
    for (const [clientId, names] of byClient) (clientScopeMappings[clientId] ??= []).push({ ...holder, roles: names });
  }
  return { scopeMappings, clientScopeMappings };
}
