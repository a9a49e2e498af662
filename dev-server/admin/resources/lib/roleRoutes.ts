// The routes of one role, reached by name in a container (/roles/{name}, /clients/{id}/roles/{name}) or by id
// (/roles-by-id/{id}): read, update, delete, composites, users and groups holding it.
import type { Request, Response, Router } from "express";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { RealmData, RoleRecord } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import {
  badRequest,
  hasAnyRole,
  jsonArrayBody,
  jsonBody,
  lc,
  noContent,
  notFound,
  forbidden,
  page,
  param,
  queryString,
  requireAnyRole,
} from "../../http.js";
import { isAdminRole } from "../../../realm/adminClients.js";
import {
  ADMIN_ROLES,
  CLIENTS_MANAGE,
  CLIENTS_VIEW,
  REALM_MANAGE,
  REALM_VIEW,
  USERS_QUERY,
  USERS_VIEW,
} from "../../../realm/adminRoles.js";
import { groupRep } from "../../../realm/groupReps.js";
import { byName, inContainer, resolvePostedRoles, roleRep, rolesOf } from "../../../realm/roleReps.js";
import { applyRoleRep, deleteRole, sameContainerConflict } from "../../../realm/roleWrites.js";
import { inRealm, recordWrite } from "./route.js";
import { readPermissions, switchPermissions } from "./permissionsRoutes.js";
import { requireComposable } from "./roleGrants.js";
import { sortedUsers } from "../../../realm/userIndex.js";
import { listedUserRep } from "./userReps.js";

export type RoleFinder = (realm: RealmData, req: Request, res: Response) => RoleRecord | undefined;

export function viewRolesFor(role: RoleRecord): readonly string[] {
  return role.clientRole ? CLIENTS_VIEW : REALM_VIEW;
}
export function manageRolesFor(role: RoleRecord): readonly string[] {
  return role.clientRole ? CLIENTS_MANAGE : REALM_MANAGE;
}

function eventType(role: RoleRecord): string {
  return role.clientRole ? "CLIENT_ROLE" : "REALM_ROLE";
}

export function registerRoleRoutes(
  router: Router,
  ctx: AdminContext,
  base: string,
  find: RoleFinder,
  eventPath: (role: RoleRecord) => string,
): void {
  const withRole = (
    manage: boolean,
    handler: (req: Request, res: Response, realm: RealmData, role: RoleRecord) => void,
  ) =>
    inRealm(ctx, ADMIN_ROLES, (req, res, realm) => {
      const role = find(realm, req, res);
      if (!role) return;
      if (!requireAnyRole(req, res, realm.rep.realm, manage ? manageRolesFor(role) : viewRolesFor(role))) return;
      // the admin roles are known by their place: none may be renamed, recomposed or deleted
      if (manage && isAdminRole(realm, role)) return forbidden(res);
      handler(req, res, realm, role);
    });

  router.get(
    base,
    withRole(false, (_req, res, _realm, role) => void res.json(roleRep(role, false))),
  );

  router.put(
    base,
    withRole(true, (req, res, realm, role) => {
      const rep = jsonBody<RoleRepresentation>(req);
      // the name is the store's unique key: Keycloak answers its ModelDuplicateException, not a text of its own
      if (
        rep.name !== undefined &&
        rep.name !== role.name &&
        sameContainerConflict(realm, rep.name, role.clientRole ? role.containerId : undefined, role)
      )
        return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
      applyRoleRep(role, rep);
      recordWrite(ctx, req, realm, {
        operationType: "UPDATE",
        resourceType: eventType(role),
        resourcePath: eventPath(role),
        representation: rep,
      });
      noContent(res);
    }),
  );

  router.delete(
    base,
    withRole(true, (req, res, realm, role) => {
      if (role.id === realm.defaultRoleId)
        return badRequest(res, `${role.name} is default role of the realm and cannot be removed.`);
      deleteRole(realm, role);
      recordWrite(ctx, req, realm, {
        operationType: "DELETE",
        resourceType: eventType(role),
        resourcePath: eventPath(role),
      });
      noContent(res);
    }),
  );

  router.get(
    `${base}/composites`,
    withRole(false, (req, res, realm, role) => {
      const search = queryString(req, "search");
      const list = rolesOf(realm, role.compositeIds)
        .filter((r) => !search || lc(r.name).includes(lc(search)))
        .sort(byName);
      const paged = req.query.first !== undefined || req.query.max !== undefined ? page(list, req.query) : list;
      res.json(paged.map((r) => roleRep(r)));
    }),
  );
  router.get(
    `${base}/composites/realm`,
    withRole(false, (_req, res, realm, role) => {
      res.json(
        inContainer(rolesOf(realm, role.compositeIds), undefined)
          .sort(byName)
          .map((r) => roleRep(r)),
      );
    }),
  );
  router.get(
    `${base}/composites/clients/:clientUuid`,
    withRole(false, (req, res, realm, role) => {
      const client = realm.clients.get(param(req, "clientUuid"));
      if (!client) return notFound(res, "Could not find client");
      res.json(
        inContainer(rolesOf(realm, role.compositeIds), client.id)
          .sort(byName)
          .map((r) => roleRep(r)),
      );
    }),
  );
  const changeComposites = (add: boolean) =>
    withRole(true, (req, res, realm, role) => {
      const posted = jsonArrayBody<RoleRepresentation>(req);
      const roles = resolvePostedRoles(
        realm,
        posted.map((p) => ({ id: p.id })),
        undefined,
      );
      if ("missing" in roles) return notFound(res, "Could not find composite role");
      if (add && !requireComposable(req, res, ctx.store, realm, roles)) return;
      const ids = new Set(role.compositeIds);
      for (const r of roles) {
        if (r.id === role.id) continue;
        if (add) ids.add(r.id);
        else ids.delete(r.id);
      }
      role.compositeIds = [...ids];
      recordWrite(ctx, req, realm, {
        operationType: add ? "CREATE" : "DELETE",
        resourceType: eventType(role),
        resourcePath: `${eventPath(role)}/composites`,
        representation: roles.map((r) => roleRep(r)),
      });
      noContent(res);
    });
  router.post(`${base}/composites`, changeComposites(true));
  router.delete(`${base}/composites`, changeComposites(false));

  router.get(
    `${base}/users`,
    withRole(false, (req, res, realm, role) => {
      if (!requireAnyRole(req, res, realm.rep.realm, USERS_QUERY)) return;
      // Keycloak leaves out the users the caller may not view: an admin who may only query users sees none
      if (!hasAnyRole(req, realm.rep.realm, USERS_VIEW)) return void res.json([]);
      const brief = queryString(req, "briefRepresentation") === "true";
      const holders = sortedUsers(realm).filter((u) => u.roleIds.includes(role.id));
      res.json(page(holders, req.query).map((u) => listedUserRep(req, realm, u, brief)));
    }),
  );
  router.get(
    `${base}/groups`,
    withRole(false, (req, res, realm, role) => {
      const full = queryString(req, "briefRepresentation") === "false";
      const holders = [...realm.groups.values()].filter((g) => g.roleIds.includes(role.id)).sort(byName);
      res.json(page(holders, req.query).map((g) => groupRep(realm, g, full)));
    }),
  );
  const readRolePermissions = readPermissions(ctx, "role");
  const switchRolePermissions = switchPermissions(ctx, "role");
  router.get(
    `${base}/management/permissions`,
    withRole(false, (req, res, realm, role) => readRolePermissions(req, res, realm, role.id)),
  );
  router.put(
    `${base}/management/permissions`,
    withRole(true, (req, res, realm, role) => switchRolePermissions(req, res, realm, role.id)),
  );
}
