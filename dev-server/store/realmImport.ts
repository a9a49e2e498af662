// Keycloak realm-export JSON -> RealmData: the seed format and the on-disk format, checked as it is read.
import { randomUUID } from "node:crypto";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { RECORD_MAPS, type RealmData, type RoleRecord } from "./model.js";
import { findClientRole, findRealmRole, findUserByUsername, groupPath } from "./realmLookups.js";
import { addUser } from "./realmUsers.js";
import { need } from "./seedError.js";
import { isUnsafeKey, prototypeFree } from "./safeKeys.js";

/** the keys of a realm export that are not realm settings */
export const COLLECTIONS = [
  ...RECORD_MAPS,
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
export interface ScopeMappingEntry {
  client?: string;
  clientScope?: string;
  roles?: string[];
}

export type ExportedRealm = Omit<RealmRepresentation, "scopeMappings" | "clientScopeMappings"> & {
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
    localizationTexts: prototypeFree(),
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
  realm.localizationTexts = prototypeFree(
    Object.fromEntries(
      Object.entries(rep.localizationTexts ?? {})
        .filter(([locale]) => !isUnsafeKey(locale))
        .map(([locale, texts]) => [locale, prototypeFree(texts)]),
    ),
  );
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
