// Realm roles (/roles), client roles (/clients/{id}/roles) and /roles-by-id.
import type { Request, Response, Router } from "express";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { RealmData, RoleRecord } from "../../store/model.js";
import { findClientRole, findRealmRole } from "../../store/realmLookups.js";
import type { AdminContext } from "../context.js";
import {
  badRequest,
  conflict,
  created,
  jsonBody,
  lc,
  notFound,
  page,
  param,
  queryString,
  requireAnyRole,
} from "../http.js";
import { ADMIN_ROLES, CLIENTS_MANAGE, CLIENTS_VIEW, REALM_MANAGE } from "../../realm/adminRoles.js";
import { clientOr404 } from "./lib/lookups.js";
import { clientRoles, realmRoles, roleRep, rolesOf } from "../../realm/roleReps.js";
import { registerRoleRoutes } from "./lib/roleRoutes.js";
import { compositeIdsFromRep, newRole, sameContainerConflict } from "../../realm/roleWrites.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { requireComposable } from "./lib/roleGrants.js";
import { integerPaging } from "./lib/pagingParams.js";

interface Container {
  /** the client's internal id, undefined for the realm */
  clientInternalId?: string;
}

function rolePath(role: RoleRecord): string {
  return role.clientRole ? `clients/${role.containerId}/roles/${role.name}` : `roles/${role.name}`;
}

function registerContainer(
  router: Router,
  ctx: AdminContext,
  base: string,
  container: (realm: RealmData, req: Request, res: Response) => Container | undefined,
): void {
  router.get(
    base,
    integerPaging,
    inRealm(ctx, ADMIN_ROLES, (req, res, realm) => {
      const c = container(realm, req, res);
      if (!c) return;
      // a client's roles are listed to those who may view the client
      if (c.clientInternalId && !requireAnyRole(req, res, realm.rep.realm, CLIENTS_VIEW)) return;
      const search = queryString(req, "search");
      const brief = queryString(req, "briefRepresentation") !== "false";
      const all = c.clientInternalId ? clientRoles(realm, c.clientInternalId) : realmRoles(realm);
      const matches = search
        ? all.filter((r) => lc(r.name).includes(lc(search)) || lc(r.description).includes(lc(search)))
        : all;
      // RoleContainerResource pages a search by whatever it is given, a plain list only when both first and max are
      const pages = search
        ? req.query.first !== undefined || req.query.max !== undefined
        : req.query.first !== undefined && req.query.max !== undefined;
      const paged = pages ? page(matches, req.query, Number.MAX_SAFE_INTEGER) : matches;
      res.json(paged.map((r) => roleRep(r, brief)));
    }),
  );

  router.post(
    base,
    inRealm(ctx, ADMIN_ROLES, (req, res, realm) => {
      const c = container(realm, req, res);
      if (!c) return;
      if (!requireAnyRole(req, res, realm.rep.realm, c.clientInternalId ? CLIENTS_MANAGE : REALM_MANAGE)) return;
      const rep = jsonBody<RoleRepresentation>(req);
      if (rep.name === undefined || rep.name === null) return void res.status(400).json({ error: "role has no name" });
      const name = rep.name.trim();
      if (!name) return badRequest(res, "Role name is missing");
      if (sameContainerConflict(realm, name, c.clientInternalId))
        return conflict(res, `Role with name ${name} already exists`);
      const composites = rep.composite && rep.composites ? compositeIdsFromRep(realm, rep) : [];
      if (!Array.isArray(composites)) return notFound(res, "Could not find composite role");
      if (!requireComposable(req, res, ctx.store, realm, rolesOf(realm, composites))) return;
      const role = newRole(realm, { ...rep, name }, c.clientInternalId);
      role.compositeIds = composites;
      recordWrite(ctx, req, realm, {
        operationType: "CREATE",
        resourceType: role.clientRole ? "CLIENT_ROLE" : "REALM_ROLE",
        resourcePath: rolePath(role),
        representation: rep,
      });
      created(req, res, role.name);
    }),
  );

  registerRoleRoutes(
    router,
    ctx,
    `${base}/:roleName`,
    (realm, req, res) => {
      const c = container(realm, req, res);
      if (!c) return undefined;
      const name = param(req, "roleName");
      const role = c.clientInternalId ? findClientRole(realm, c.clientInternalId, name) : findRealmRole(realm, name);
      if (!role) notFound(res, "Could not find role");
      return role;
    },
    rolePath,
  );
}

export function registerRoles(router: Router, ctx: AdminContext): void {
  registerContainer(router, ctx, "/realms/:realm/roles", () => ({}));
  registerContainer(router, ctx, "/realms/:realm/clients/:id/roles", (realm, req, res) => {
    const client = clientOr404(realm, req, res);
    return client ? { clientInternalId: client.id } : undefined;
  });
  registerRoleRoutes(
    router,
    ctx,
    "/realms/:realm/roles-by-id/:roleId",
    (realm, req, res) => {
      const role = realm.roles.get(param(req, "roleId"));
      if (!role) notFound(res, "Could not find role with id");
      return role;
    },
    (role) => `roles-by-id/${role.id}`,
  );
}
