// Bearer authentication for /admin, and the admin roles a caller holds for a realm, computed as Keycloak does:
// a master-realm user holds, for realm X, the roles of master's "X-realm" client that they have (master "admin"
// holds all of them); a user of realm X holds their "realm-management" roles in X, and nothing elsewhere; either
// only as far as the role scope of the token's client reaches.
import type { NextFunction, Request, Response } from "express";
import type { JWTPayload } from "jose";
import type { RealmData, UserRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import { realmGeneration } from "../store/realmGeneration.js";
import type { RealmProviders } from "../oidc/registry.js";
import { clientRoleNames, effectiveRoles } from "../realm/userRoles.js";
import { appliedClientScopes } from "../realm/tokenMappers/appliedClientScopes.js";
import { tokenRoles } from "../realm/tokenMappers/tokenRoles.js";
import { findClient } from "../store/realmLookups.js";
import type { AdminAuth } from "./http.js";

export const MASTER = "master";
export const REALM_MANAGEMENT = "realm-management";

export function masterAdminClientId(realmName: string): string {
  return `${realmName}-realm`;
}

/** the client whose roles are the admin roles a user of `userRealm` holds for `realmName`, if any */
function adminClientIdFor(userRealm: string, realmName: string): string | undefined {
  if (userRealm === MASTER) return masterAdminClientId(realmName);
  return userRealm === realmName ? REALM_MANAGEMENT : undefined;
}

/**
 * A token's admin roles per realm, as Keycloak's AdminAuth has them: the roles its user holds (stored mappings,
 * composites and groups expanded) that are also in the role scope of the client the token was issued to. A client
 * with full scope passes on all of them; otherwise only its own roles and the roles its scope mappings and the
 * token's client scopes name. Each answer is the caller's own copy.
 */
export function adminRolesOf(
  store: Store,
  userRealm: string,
  user: UserRecord,
  token: JWTPayload,
): (realmName: string) => Set<string> {
  const home = store.realm(userRealm);
  const client = home && typeof token.azp === "string" ? findClient(home, token.azp) : undefined;
  if (!home || !client) return () => new Set();
  if (client.fullScopeAllowed === false) {
    const scope = typeof token.scope === "string" ? token.scope : undefined;
    const inScope = tokenRoles(home, client, appliedClientScopes(home, client, scope).scopes, user);
    return (realmName) => {
      const adminClientId = adminClientIdFor(userRealm, realmName);
      return new Set(adminClientId ? inScope.clients.get(adminClientId) : undefined);
    };
  }
  return (realmName) => {
    const adminClientId = adminClientIdFor(userRealm, realmName);
    if (!adminClientId) return new Set();
    if (userRealm === MASTER) return new Set(masterClientRoles(home, user).get(adminClientId));
    const adminClient = findClient(home, adminClientId);
    return adminClient ? clientRoleNames(home, user, adminClient.id) : new Set();
  };
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
    const rolesOf = adminRolesOf(store, verified.realmName, user, verified.payload);
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
