// Keycloak realm-export JSON <-> RealmData. The same format is the seed format and the on-disk format.
import { randomUUID } from "node:crypto";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { GroupRecord, RealmData, RoleRecord, UserRecord } from "./model.js";

export class SeedError extends Error {}

const COLLECTIONS = [
  "users",
  "groups",
  "roles",
  "clients",
  "clientScopes",
  "components",
  "identityProviders",
  "identityProviderMappers",
  "organizations",
  "authenticationFlows",
  "authenticatorConfig",
  "requiredActions",
  "defaultGroups",
  "defaultRole",
  "defaultDefaultClientScopes",
  "defaultOptionalClientScopes",
  "localizationTexts",
  "events",
  "adminEvents",
  "federatedUsers",
  "scopeMappings",
  "clientScopeMappings",
] as const;

/** a scope mapping as a realm export writes it: the holder (a client's clientId or a client scope's name) and role names */
interface ScopeMappingEntry {
  client?: string;
  clientScope?: string;
  roles?: string[];
}

type ExportedRealm = Omit<RealmRepresentation, "scopeMappings" | "clientScopeMappings"> & {
  scopeMappings?: ScopeMappingEntry[];
  clientScopeMappings?: Record<string, ScopeMappingEntry[]>;
  organizations?: (Record<string, unknown> & {
    id?: string;
    name?: string;
    members?: { username?: string; id?: string }[];
    identityProviders?: { alias?: string }[];
  })[];
  localizationTexts?: Record<string, Record<string, string>>;
  events?: RealmData["events"];
  adminEvents?: RealmData["adminEvents"];
};

function need(cond: unknown, what: string): asserts cond {
  if (!cond) throw new SeedError(what);
}

export function emptyRealm(rep: RealmRepresentation & { realm: string }): RealmData {
  const settings = { ...rep } as Record<string, unknown>;
  for (const key of COLLECTIONS) delete settings[key];
  const id = rep.id ?? (rep.realm === "master" ? "master" : randomUUID());
  return {
    rep: { enabled: true, ...settings, id, realm: rep.realm } as RealmData["rep"],
    users: new Map(),
    groups: new Map(),
    roles: new Map(),
    clients: new Map(),
    clientScopes: new Map(),
    components: new Map(),
    identityProviders: new Map(),
    identityProviderMappers: new Map(),
    organizations: new Map(),
    authenticationFlows: new Map(),
    authenticatorConfig: new Map(),
    requiredActions: [],
    defaultGroupIds: [],
    defaultRoleId: "",
    defaultDefaultClientScopeIds: [],
    defaultOptionalClientScopeIds: [],
    scopeMappings: new Map(),
    localizationTexts: {},
    events: [],
    adminEvents: [],
  };
}

/** Reads a realm export. Throws SeedError naming the problem; the caller adds the file name. */
export function importRealm(input: unknown): RealmData {
  need(input && typeof input === "object" && !Array.isArray(input), "a realm export must be a JSON object");
  const rep = input as ExportedRealm;
  need(typeof rep.realm === "string" && rep.realm.length > 0, `"realm" must be a non-empty string`);
  const realm = emptyRealm(rep as RealmRepresentation & { realm: string });

  for (const c of rep.clients ?? []) {
    need(typeof c.clientId === "string", `every client needs a "clientId"`);
    const id = c.id ?? randomUUID();
    realm.clients.set(id, { ...c, id, clientId: c.clientId });
  }
  const clientByClientId = (clientId: string) => [...realm.clients.values()].find((c) => c.clientId === clientId);

  const addRole = (r: RoleRepresentation, containerId: string, clientRole: boolean) => {
    need(typeof r.name === "string", `every role needs a "name"`);
    const id = r.id ?? randomUUID();
    realm.roles.set(id, {
      id,
      name: r.name,
      description: r.description,
      containerId,
      clientRole,
      attributes: r.attributes ?? {},
      compositeIds: [],
    });
  };
  for (const r of rep.roles?.realm ?? []) addRole(r, realm.rep.id, false);
  for (const [clientId, roles] of Object.entries(rep.roles?.client ?? {})) {
    const client = clientByClientId(clientId);
    need(client, `client roles name client "${clientId}", which is not in "clients"`);
    for (const r of roles as RoleRepresentation[]) addRole(r, client.id, true);
  }
  const defaultRoleName = rep.defaultRole?.name ?? `default-roles-${rep.realm}`;
  if (!findRealmRole(realm, defaultRoleName))
    addRole({ name: defaultRoleName, description: "${role_default-roles}" }, realm.rep.id, false);
  realm.defaultRoleId = findRealmRole(realm, defaultRoleName)!.id;

  const resolveRoleIds = (realmRoles: string[] = [], clientRoles: Record<string, string[]> = {}, owner: string) => {
    const ids: string[] = [];
    for (const name of realmRoles) {
      const role = findRealmRole(realm, name);
      need(role, `${owner} names realm role "${name}", which is not defined`);
      ids.push(role.id);
    }
    for (const [clientId, names] of Object.entries(clientRoles)) {
      const client = clientByClientId(clientId);
      need(client, `${owner} names client "${clientId}", which is not defined`);
      for (const name of names) {
        const role = findClientRole(realm, client.id, name);
        need(role, `${owner} names role "${name}" of client "${clientId}", which is not defined`);
        ids.push(role.id);
      }
    }
    return ids;
  };
  const allRoles = [
    ...(rep.roles?.realm ?? []),
    ...Object.values(rep.roles?.client ?? {}).flat(),
  ] as RoleRepresentation[];
  for (const r of allRoles) {
    if (!r.composites) continue;
    const record = [...realm.roles.values()].find((x) => x.name === r.name && (r.id ? x.id === r.id : true));
    if (record)
      record.compositeIds = resolveRoleIds(
        r.composites.realm,
        r.composites.client as Record<string, string[]>,
        `role "${r.name}"`,
      );
  }

  const addGroups = (groups: GroupRepresentation[], parentId?: string) => {
    for (const g of groups) {
      need(typeof g.name === "string", `every group needs a "name"`);
      const id = g.id ?? randomUUID();
      realm.groups.set(id, {
        id,
        name: g.name,
        description: g.description,
        parentId,
        attributes: g.attributes ?? {},
        roleIds: resolveRoleIds(g.realmRoles, g.clientRoles as Record<string, string[]>, `group "${g.name}"`),
      });
      addGroups(g.subGroups ?? [], id);
    }
  };
  addGroups(rep.groups ?? []);
  // one path index for the whole import: resolving each member's paths by walking the tree is quadratic at scale
  const groupsByPath = new Map([...realm.groups.values()].map((g) => [groupPath(realm, g), g]));
  realm.defaultGroupIds = (rep.defaultGroups ?? []).map((path) => {
    const g = groupsByPath.get(path);
    need(g, `default group "${path}" is not defined`);
    return g.id;
  });

  for (const u of [...(rep.users ?? []), ...(rep.federatedUsers ?? [])]) addUser(realm, u, groupsByPath);

  for (const s of rep.clientScopes ?? []) {
    need(typeof s.name === "string", `every client scope needs a "name"`);
    const id = s.id ?? randomUUID();
    realm.clientScopes.set(id, { ...s, id, name: s.name });
  }
  const scopeIds = (names: string[] = []) =>
    names.flatMap((n) => [...realm.clientScopes.values()].filter((s) => s.name === n).map((s) => s.id));
  realm.defaultDefaultClientScopeIds = scopeIds(rep.defaultDefaultClientScopes);
  realm.defaultOptionalClientScopeIds = scopeIds(rep.defaultOptionalClientScopes);

  const addComponents = (byType: Record<string, unknown[]> | undefined, parentId: string) => {
    for (const [providerType, list] of Object.entries(byType ?? {})) {
      for (const raw of list as (Record<string, unknown> & { subComponents?: Record<string, unknown[]> })[]) {
        const { subComponents, ...c } = raw;
        const id = (c.id as string | undefined) ?? randomUUID();
        realm.components.set(id, { ...c, id, providerType, parentId: (c.parentId as string | undefined) ?? parentId });
        addComponents(subComponents, id);
      }
    }
  };
  addComponents(rep.components as Record<string, unknown[]> | undefined, realm.rep.id);

  for (const idp of rep.identityProviders ?? []) {
    need(typeof idp.alias === "string", `every identity provider needs an "alias"`);
    realm.identityProviders.set(idp.alias, { internalId: randomUUID(), ...idp, alias: idp.alias });
  }
  for (const m of (rep.identityProviderMappers ?? []) as { id?: string }[]) {
    const id = m.id ?? randomUUID();
    realm.identityProviderMappers.set(id, { ...m, id });
  }
  for (const o of rep.organizations ?? []) {
    need(typeof o.name === "string", `every organization needs a "name"`);
    const { members = [], identityProviders = [], ...org } = o;
    const id = o.id ?? randomUUID();
    realm.organizations.set(id, {
      ...org,
      id,
      name: o.name,
      memberIds: members.map((m) => {
        const user = m.id ? realm.users.get(m.id) : findUserByUsername(realm, m.username ?? "");
        need(user, `organization "${o.name}" names member "${m.username ?? m.id}", who is not defined`);
        return user.id;
      }),
      identityProviderAliases: identityProviders.map((p) => String(p.alias)),
    });
  }
  for (const f of rep.authenticationFlows ?? []) {
    const id = f.id ?? randomUUID();
    realm.authenticationFlows.set(id, { ...f, id, alias: f.alias });
  }
  for (const c of rep.authenticatorConfig ?? []) {
    const id = c.id ?? randomUUID();
    realm.authenticatorConfig.set(id, { ...c, id });
  }
  importScopeMappings(realm, rep);
  realm.requiredActions = rep.requiredActions ?? [];
  realm.localizationTexts = rep.localizationTexts ?? {};
  realm.events = rep.events ?? [];
  realm.adminEvents = rep.adminEvents ?? [];
  return realm;
}

function importScopeMappings(realm: RealmData, rep: ExportedRealm): void {
  const holderId = (entry: ScopeMappingEntry): string => {
    const holder =
      entry.client !== undefined
        ? [...realm.clients.values()].find((c) => c.clientId === entry.client)
        : [...realm.clientScopes.values()].find((s) => s.name === entry.clientScope);
    need(
      holder,
      `a scope mapping names ${entry.client !== undefined ? `client "${entry.client}"` : `client scope "${entry.clientScope}"`}, which is not defined`,
    );
    return holder.id;
  };
  const add = (entry: ScopeMappingEntry, role: (name: string) => RoleRecord | undefined, owner: string) => {
    const id = holderId(entry);
    const ids = realm.scopeMappings.get(id) ?? [];
    for (const name of entry.roles ?? []) {
      const r = role(name);
      need(r, `a scope mapping names ${owner} role "${name}", which is not defined`);
      if (!ids.includes(r.id)) ids.push(r.id);
    }
    realm.scopeMappings.set(id, ids);
  };
  for (const entry of rep.scopeMappings ?? []) add(entry, (name) => findRealmRole(realm, name), "realm");
  for (const [clientId, entries] of Object.entries(rep.clientScopeMappings ?? {})) {
    const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
    need(client, `client scope mappings name client "${clientId}", which is not defined`);
    for (const entry of entries) add(entry, (name) => findClientRole(realm, client.id, name), `client "${clientId}"`);
  }
}

export function addUser(
  realm: RealmData,
  u: UserRepresentation,
  groupsByPath?: ReadonlyMap<string, GroupRecord>,
): UserRecord {
  need(typeof u.username === "string" && u.username.length > 0, `every user needs a "username"`);
  const owner = `user "${u.username}"`;
  const id = u.id ?? randomUUID();
  const record: UserRecord = {
    id,
    username: u.username.toLowerCase(),
    email: u.email?.toLowerCase(),
    firstName: u.firstName,
    lastName: u.lastName,
    enabled: u.enabled ?? true,
    emailVerified: u.emailVerified ?? false,
    createdTimestamp: u.createdTimestamp ?? Date.now(),
    attributes: u.attributes ?? {},
    requiredActions: u.requiredActions ?? [],
    federationLink: u.federationLink,
    serviceAccountClientId: u.serviceAccountClientId,
    notBefore: u.notBefore ?? 0,
    credentials: (u.credentials ?? []).map((c) => ({
      id: c.id ?? randomUUID(),
      type: c.type ?? "password",
      userLabel: c.userLabel,
      createdDate: c.createdDate ?? Date.now(),
      secretData: c.secretData,
      credentialData: c.credentialData,
      value: c.value,
      temporary: c.temporary,
    })),
    roleIds: [],
    groupIds: (u.groups ?? []).map((path) => {
      const g = groupsByPath ? groupsByPath.get(path) : findGroupByPath(realm, path);
      need(g, `${owner} is a member of "${path}", which is not defined`);
      return g.id;
    }),
    federatedIdentities: u.federatedIdentities ?? [],
    consents: u.clientConsents ?? [],
  };
  const roleIds = new Set<string>();
  for (const name of u.realmRoles ?? []) {
    const role = findRealmRole(realm, name);
    need(role, `${owner} names realm role "${name}", which is not defined`);
    roleIds.add(role.id);
  }
  for (const [clientId, names] of Object.entries((u.clientRoles ?? {}) as Record<string, string[]>)) {
    const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
    need(client, `${owner} names client "${clientId}", which is not defined`);
    for (const name of names) {
      const role = findClientRole(realm, client.id, name);
      need(role, `${owner} names role "${name}" of client "${clientId}", which is not defined`);
      roleIds.add(role.id);
    }
  }
  record.roleIds = [...roleIds];
  realm.users.set(id, record);
  return record;
}

export function findRealmRole(realm: RealmData, name: string): RoleRecord | undefined {
  for (const r of realm.roles.values()) if (!r.clientRole && r.name === name) return r;
  return undefined;
}

export function findClientRole(realm: RealmData, clientInternalId: string, name: string): RoleRecord | undefined {
  for (const r of realm.roles.values())
    if (r.clientRole && r.containerId === clientInternalId && r.name === name) return r;
  return undefined;
}

export function findUserByUsername(realm: RealmData, username: string): UserRecord | undefined {
  const lc = username.toLowerCase();
  for (const u of realm.users.values()) if (u.username === lc) return u;
  return undefined;
}

export function groupPath(realm: RealmData, group: GroupRecord): string {
  const names: string[] = [];
  for (let g: GroupRecord | undefined = group; g; g = g.parentId ? realm.groups.get(g.parentId) : undefined)
    names.unshift(g.name);
  return `/${names.join("/")}`;
}

export function findGroupByPath(realm: RealmData, path: string): GroupRecord | undefined {
  for (const g of realm.groups.values()) if (groupPath(realm, g) === path) return g;
  return undefined;
}

/** Keycloak's realm-export JSON of this realm (the disk format, and partial export with everything included). */
export function exportRealm(realm: RealmData): ExportedRealm {
  const roleRep = (r: RoleRecord): RoleRepresentation => {
    const composites = r.compositeIds.map((id) => realm.roles.get(id)).filter((c): c is RoleRecord => !!c);
    const realmComposites = composites.filter((c) => !c.clientRole).map((c) => c.name);
    const clientComposites: Record<string, string[]> = {};
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
  const roleNames = (ids: string[]) => {
    const realmRoles: string[] = [];
    const clientRoles: Record<string, string[]> = {};
    for (const id of ids) {
      const r = realm.roles.get(id);
      if (!r) continue;
      if (!r.clientRole) realmRoles.push(r.name);
      else {
        const clientId = realm.clients.get(r.containerId)?.clientId;
        if (clientId) (clientRoles[clientId] ??= []).push(r.name);
      }
    }
    return { realmRoles, clientRoles };
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
    ...roleNames(g.roleIds),
    subGroups: (childrenOf.get(g.id) ?? []).map(groupRep),
  });
  const clientRoles: Record<string, RoleRepresentation[]> = {};
  for (const c of realm.clients.values()) clientRoles[c.clientId] = [];
  for (const r of realm.roles.values()) {
    if (r.clientRole) {
      const clientId = realm.clients.get(r.containerId)?.clientId;
      if (clientId) clientRoles[clientId].push(roleRep(r));
    }
  }
  const components: Record<string, unknown[]> = {};
  const componentTree = (parentId: string): Record<string, unknown[]> => {
    const byType: Record<string, unknown[]> = {};
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
    users: [...realm.users.values()].map((u) => {
      const { roleIds, groupIds, consents, ...rest } = u;
      return {
        ...rest,
        ...roleNames(roleIds),
        clientConsents: consents,
        groups: groupIds
          .map((id) => realm.groups.get(id))
          .filter((g): g is GroupRecord => !!g)
          .map((g) => groupPath(realm, g)),
      };
    }),
    clients: [...realm.clients.values()],
    clientScopes: [...realm.clientScopes.values()],
    defaultDefaultClientScopes: scopeNames(realm.defaultDefaultClientScopeIds),
    defaultOptionalClientScopes: scopeNames(realm.defaultOptionalClientScopeIds),
    components: components as RealmRepresentation["components"],
    identityProviders: [...realm.identityProviders.values()],
    identityProviderMappers: [...realm.identityProviderMappers.values()],
    organizations: [...realm.organizations.values()].map(({ memberIds, identityProviderAliases, ...o }) => ({
      ...o,
      members: memberIds.map((id) => ({ id, username: realm.users.get(id)?.username })),
      identityProviders: identityProviderAliases.map((alias) => ({ alias })),
    })),
    authenticationFlows: [...realm.authenticationFlows.values()],
    authenticatorConfig: [...realm.authenticatorConfig.values()],
    ...exportScopeMappings(realm),
    requiredActions: realm.requiredActions,
    localizationTexts: realm.localizationTexts,
    events: realm.events,
    adminEvents: realm.adminEvents,
  };
}

function exportScopeMappings(realm: RealmData): Pick<ExportedRealm, "scopeMappings" | "clientScopeMappings"> {
  const scopeMappings: ScopeMappingEntry[] = [];
  const clientScopeMappings: Record<string, ScopeMappingEntry[]> = {};
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
