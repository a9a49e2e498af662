// Bearer authentication for /admin, and the admin roles a caller holds for a realm, computed as Keycloak does:
// a master-realm user holds, for realm X, the roles of master's "X-realm" client that they have (master "admin"
// holds all of them); a user of realm X holds their "realm-management" roles in X, and nothing elsewhere.
import type { NextFunction, Request, Response } from "express";
import type { RealmData, UserRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import { realmGeneration } from "../store/realmGeneration.js";
import type { RealmProviders } from "../oidc/registry.js";
import { clientRoleNames, effectiveRoles } from "../realm/userRoles.js";
import type { AdminAuth } from "./http.js";

export const MASTER = "master";
export const REALM_MANAGEMENT = "realm-management";

export function masterAdminClientId(realmName: string): string {
  return `${realmName}-realm`;
}

export function adminRolesFor(store: Store, userRealm: string, user: UserRecord, realmName: string): Set<string> {
  const home = store.realm(userRealm);
  if (!home) return new Set();
  if (userRealm === MASTER) return heldRolesOfClient(home, user, masterAdminClientId(realmName));
  if (userRealm === realmName) return heldRolesOfClient(home, user, REALM_MANAGEMENT);
  return new Set();
}

function heldRolesOfClient(realm: RealmData, user: UserRecord, clientId: string): Set<string> {
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  return client ? clientRoleNames(realm, user, client.id) : new Set();
}

type MasterClientRoles = Map<string, Set<string>>;

/**
 * A master user's admin roles for every realm, from one expansion of their composites, kept until master is next
 * written to (a role, composite, group or client changed there): with 300 realms the expansion takes milliseconds,
 * and every admin request asks.
 */
const masterClientRolesOf = new WeakMap<UserRecord, { generation: number; roles: MasterClientRoles }>();

function masterClientRoles(home: RealmData, user: UserRecord): MasterClientRoles {
  const kept = masterClientRolesOf.get(user);
  if (kept && kept.generation === realmGeneration(home)) return kept.roles;
  const roles: MasterClientRoles = new Map();
  const clientIdOf = new Map([...home.clients.values()].map((client) => [client.id, client.clientId]));
  for (const role of effectiveRoles(home, user)) {
    const clientId = role.clientRole ? clientIdOf.get(role.containerId) : undefined;
    if (clientId === undefined) continue;
    const names = roles.get(clientId) ?? new Set<string>();
    roles.set(clientId, names.add(role.name));
  }
  masterClientRolesOf.set(user, { generation: realmGeneration(home), roles });
  return roles;
}

/** A request's admin roles per realm; each answer is the caller's own copy. */
function adminRolesOfRequest(store: Store, userRealm: string, user: UserRecord): (realmName: string) => Set<string> {
  return (realmName) => {
    if (userRealm !== MASTER) return adminRolesFor(store, userRealm, user, realmName);
    const home = store.realm(MASTER);
    return new Set(home ? masterClientRoles(home, user).get(masterAdminClientId(realmName)) : undefined);
  };
}

export function unauthorized(res: Response): void {
  res.status(401).json({ error: "HTTP 401 Unauthorized" });
}

/**
 * The request's bearer token. A prefix test rather than a pattern over the whole header: a master admin's header is
 * some 200 KB on a server of 300 realms, and every admin request reads it.
 */
function bearerToken(req: Request): string | undefined {
  const header = req.get("authorization") ?? "";
  return header.length > BEARER.length && header.slice(0, BEARER.length).toLowerCase() === BEARER
    ? header.slice(BEARER.length)
    : undefined;
}

const BEARER = "bearer ";

/** sets req.auth or answers 401 */
export function bearerAuth(store: Store, providers: RealmProviders) {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    const verified = token ? await providers.verifyBearer(token) : undefined;
    const user =
      verified?.subject === undefined ? undefined : store.realm(verified.realmName)?.users.get(verified.subject);
    if (!verified || !user?.enabled) {
      unauthorized(res);
      return;
    }
    const cache = new Map<string, ReadonlySet<string>>();
    const rolesOf = adminRolesOfRequest(store, verified.realmName, user);
    const auth: AdminAuth = {
      realm: verified.realmName,
      user,
      token: verified.payload,
      rolesFor(realmName) {
        let roles = cache.get(realmName);
        if (!roles) cache.set(realmName, (roles = rolesOf(realmName)));
        return roles;
      },
    };
    req.auth = auth;
    next();
  };
}
