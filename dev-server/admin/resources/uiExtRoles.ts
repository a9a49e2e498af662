// The console's client-role pickers (Keycloak's admin-ui-ext AvailableRoleMappingResource and
// EffectiveRoleMappingResource): /ui-ext/available-roles/{kind}/{id} and /ui-ext/effective-roles/{kind}/{id},
// answering ClientRole rows { id, role, client, clientId, description }.
import type { Request, Response, Router } from "express";
import type { RealmData, RoleRecord } from "../../store/model.js";
import { effectiveRoles, expandComposites } from "../../realm/userRoles.js";
import type { AdminContext } from "../context.js";
import {
  forbidden,
  hasAnyRole,
  intParam,
  notFound,
  pageOfMatches,
  param,
  queryString,
  requireAnyRole,
} from "../http.js";
import { ADMIN_ROLES, CLIENTS_VIEW, GROUPS_VIEW, USERS_QUERY, USERS_VIEW } from "../../realm/adminRoles.js";
import { ancestorIds } from "../../realm/groupIndex.js";
import { sortedClientRoles } from "../../realm/clientRoleOrder.js";
import { inRealm } from "./lib/route.js";
import { mappableBy } from "./lib/roleGrants.js";
import { integerPaging } from "./lib/pagingParams.js";

interface ClientRoleRow {
  id: string;
  role: string;
  client: string;
  clientId: string;
  description?: string;
}

function row(realm: RealmData, r: RoleRecord): ClientRoleRow {
  const client = realm.clients.get(r.containerId)!;
  return {
    id: r.id,
    role: r.name,
    client: client.clientId,
    clientId: client.id,
    ...(r.description ? { description: r.description } : {}),
  };
}

/** Keycloak filters by plain (case-sensitive) substring of client or role and pages after filtering */
function paged(req: Request, realm: RealmData, offered: (role: RoleRecord) => boolean): ClientRoleRow[] {
  const search = queryString(req, "search") ?? "";
  const matches = (role: RoleRecord) =>
    offered(role) && (realm.clients.get(role.containerId)!.clientId.includes(search) || role.name.includes(search));
  const roles = pageOfMatches(
    sortedClientRoles(realm),
    matches,
    intParam(req.query.first, 0),
    intParam(req.query.max, 10),
  );
  return roles.map((role) => row(realm, role));
}

type Holder = { direct: Set<string>; effective: Set<string> } | undefined;

function holderOf(realm: RealmData, kind: string, req: Request, res: Response): Holder | null {
  const id = param(req, "id");
  if (kind === "users") {
    const user = realm.users.get(id);
    if (!user) {
      if (hasAnyRole(req, realm.rep.realm, USERS_QUERY)) notFound(res, "User not found");
      else forbidden(res);
      return null;
    }
    if (!hasAnyRole(req, realm.rep.realm, USERS_VIEW)) return (forbidden(res), null);
    return { direct: new Set(user.roleIds), effective: new Set(effectiveRoles(realm, user).map((r) => r.id)) };
  }
  if (kind === "groups") {
    const group = realm.groups.get(id);
    if (!group) return (notFound(res, "Could not find group"), null);
    if (!hasAnyRole(req, realm.rep.realm, GROUPS_VIEW)) return (forbidden(res), null);
    const inherited = [group.id, ...ancestorIds(realm, group)].flatMap((g) => realm.groups.get(g)?.roleIds ?? []);
    return { direct: new Set(group.roleIds), effective: new Set(expandComposites(realm, inherited).map((r) => r.id)) };
  }
  if (kind === "clients") {
    const client = realm.clients.get(id);
    if (!client) return (notFound(res, "Could not find client"), null);
    if (!hasAnyRole(req, realm.rep.realm, CLIENTS_VIEW)) return (forbidden(res), null);
    const own = [...realm.roles.values()].filter(
      (r) => r.clientRole && (client.fullScopeAllowed !== false || r.containerId === client.id),
    );
    return {
      direct: new Set(own.filter((r) => r.containerId === client.id).map((r) => r.id)),
      effective: new Set(own.map((r) => r.id)),
    };
  }
  if (kind === "clientScopes") {
    if (!realm.clientScopes.has(id)) return (notFound(res, "Could not find client scope"), null);
    if (!hasAnyRole(req, realm.rep.realm, CLIENTS_VIEW)) return (forbidden(res), null);
    return { direct: new Set(), effective: new Set() };
  }
  if (kind === "roles") {
    // whatever the id, Keycloak 26.7 answers the effective roles of the realm's default roles here
    const defaults = realm.roles.get(realm.defaultRoleId ?? "");
    const ids = defaults ? expandComposites(realm, defaults.compositeIds).map((r) => r.id) : [];
    return { direct: new Set(), effective: new Set(ids) };
  }
  return undefined;
}

export function registerUiExtRoles(router: Router, ctx: AdminContext): void {
  // each kind checks the caller itself (holderOf); the client roles a role may get ask for no admin role at all
  router.get(
    "/realms/:realm/ui-ext/available-roles/:kind/:id",
    integerPaging,
    inRealm(ctx, null, (req, res, realm) => {
      const kind = param(req, "kind");
      const holder = holderOf(realm, kind, req, res);
      if (holder === null) return;
      if (!holder) return notFound(res, "HTTP 404 Not Found");
      // a role's "available" list is every client role, less those the caller may not map (canMapRole)
      const mappable = mappableBy(req, ctx.store, realm);
      res.json(paged(req, realm, (r) => (kind === "roles" || !holder.direct.has(r.id)) && mappable(r)));
    }),
  );
  router.get(
    "/realms/:realm/ui-ext/effective-roles/:kind/:id",
    inRealm(ctx, null, (req, res, realm) => {
      const kind = param(req, "kind");
      const holder = holderOf(realm, kind, req, res);
      if (holder === null) return;
      if (!holder) return notFound(res, "HTTP 404 Not Found");
      if (kind === "roles" && !requireAnyRole(req, res, realm.rep.realm, ADMIN_ROLES)) return;
      // as the available lists, only the roles the caller may map (a view-users admin sees none)
      const mappable = mappableBy(req, ctx.store, realm);
      const rows = sortedClientRoles(realm)
        .filter((r) => holder.effective.has(r.id) && mappable(r))
        .map((r) => row(realm, r));
      res.json(rows);
    }),
  );
}
