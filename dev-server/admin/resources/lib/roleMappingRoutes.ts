// The role-mapping sub-resource Keycloak exposes on users and groups:
//   {base}/role-mappings, /realm, /realm/available, /realm/composite, /clients/{client}, .../available, .../composite
// and, with the same shape under {base}/scope-mappings, the scope mappings of clients and client scopes.
import type { Request, Response, Router } from "express";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import type { RoleRecord } from "../../../store/model.js";
import { hasAnyRole, jsonArrayBody, noContent, notFound, param, queryString, requireAnyRole } from "../../http.js";
import { CLIENTS_VIEW, REALM_VIEW } from "../../../realm/adminRoles.js";
import {
  availableRoles,
  clientRoles,
  compositeRoles,
  inContainer,
  mappingsRep,
  realmRoles,
  resolvePostedRoles,
  roleRep,
  rolesOf,
  byName,
} from "../../../realm/roleReps.js";
import { inRealm, recordWrite } from "./route.js";
import { mappableBy, requireGrantable, requireRevokable } from "./roleGrants.js";

export interface RoleHolderSpec<H extends { roleIds: string[] }> {
  /** e.g. "/realms/:realm/users/:id" */
  base: string;
  find(realm: RealmData, id: string): H | undefined;
  notFoundMessage: string;
  viewRoles: readonly string[];
  manageRoles: readonly string[];
  /** "users", "groups", "clients" or "client-scopes", for the admin event's resource path */
  pathSegment: string;
  /** "role-mappings" (users, groups; the default) or "scope-mappings" (clients, client scopes) */
  mappingSegment?: "role-mappings" | "scope-mappings";
  /** roles held through something else (a user's groups, a group's parents), which count as effective roles */
  inheritedRoleIds?(realm: RealmData, holder: H): string[];
}

export function registerRoleMappingRoutes<H extends { roleIds: string[] }>(
  router: Router,
  ctx: AdminContext,
  spec: RoleHolderSpec<H>,
): void {
  const segment = spec.mappingSegment ?? "role-mappings";
  // scope mappings hand out nothing to anyone; role mappings are checked as Keycloak's canMapRole does
  const mapsRoles = segment === "role-mappings";
  const eventType = mapsRoles ? "ROLE_MAPPING" : "SCOPE_MAPPING";
  const holder = (req: Request, res: Response, realm: RealmData) => {
    const found = spec.find(realm, param(req, "id"));
    if (!found) notFound(res, spec.notFoundMessage);
    return found;
  };
  const clientOf = (req: Request, res: Response, realm: RealmData): string | undefined => {
    const client = realm.clients.get(param(req, "client"));
    if (!client) notFound(res, "Client not found");
    return client?.id;
  };
  const brief = (req: Request) => queryString(req, "briefRepresentation") !== "false";
  const effectiveIds = (realm: RealmData, h: H) =>
    spec.inheritedRoleIds ? [...h.roleIds, ...spec.inheritedRoleIds(realm, h)] : h.roleIds;
  // all of a holder's mappings at once show only the roles the caller may view (RolePermissions.canView: view-realm
  // for a realm role, view-clients for a client role); the realm's or a client's alone, and scope mappings, show all
  const viewable = (req: Request, realm: RealmData) => (role: RoleRecord) =>
    !mapsRoles || hasAnyRole(req, realm.rep.realm, role.clientRole ? CLIENTS_VIEW : REALM_VIEW);
  // a role mapping offers every role not held directly, even one held through a composite or a group
  const offered = (realm: RealmData, h: H, clientId: string | undefined) =>
    mapsRoles
      ? (clientId ? clientRoles(realm, clientId) : realmRoles(realm)).filter((r) => !h.roleIds.includes(r.id))
      : availableRoles(realm, effectiveIds(realm, h), clientId);

  router.get(
    `${spec.base}/${segment}`,
    inRealm(ctx, spec.viewRoles, (req, res, realm) => {
      const h = holder(req, res, realm);
      if (h)
        res.json(
          mappingsRep(
            realm,
            rolesOf(realm, h.roleIds)
              .filter(viewable(req, realm))
              .map((r) => r.id),
          ),
        );
    }),
  );

  for (const scope of ["realm", "clients/:client"] as const) {
    const path = `${spec.base}/${segment}/${scope}`;
    const containerOf = (req: Request, res: Response, realm: RealmData): { ok: boolean; clientId?: string } => {
      if (scope === "realm") return { ok: true };
      const clientId = clientOf(req, res, realm);
      return { ok: !!clientId, clientId };
    };
    router.get(
      path,
      inRealm(ctx, spec.viewRoles, (req, res, realm) => {
        const h = holder(req, res, realm);
        if (!h) return;
        const c = containerOf(req, res, realm);
        if (c.ok)
          res.json(
            inContainer(rolesOf(realm, h.roleIds), c.clientId)
              .sort(byName)
              .map((r) => roleRep(r)),
          );
      }),
    );
    router.get(
      `${path}/available`,
      inRealm(ctx, spec.viewRoles, (req, res, realm) => {
        const h = holder(req, res, realm);
        if (!h) return;
        const c = containerOf(req, res, realm);
        if (!c.ok) return;
        const available = offered(realm, h, c.clientId);
        const mappable = mapsRoles ? available.filter(mappableBy(req, ctx.store, realm)) : available;
        res.json(mappable.map((r) => roleRep(r)));
      }),
    );
    router.get(
      `${path}/composite`,
      inRealm(ctx, spec.viewRoles, (req, res, realm) => {
        const h = holder(req, res, realm);
        if (!h) return;
        const c = containerOf(req, res, realm);
        if (c.ok)
          res.json(compositeRoles(realm, effectiveIds(realm, h), c.clientId).map((r) => roleRep(r, brief(req))));
      }),
    );
    const change = (add: boolean) =>
      inRealm(ctx, spec.viewRoles, (req, res, realm) => {
        if (!requireAnyRole(req, res, realm.rep.realm, spec.manageRoles)) return;
        const h = holder(req, res, realm);
        if (!h) return;
        const c = containerOf(req, res, realm);
        if (!c.ok) return;
        const posted = jsonArrayBody<RoleRepresentation>(req);
        const roles = resolvePostedRoles(realm, posted, c.clientId);
        if ("missing" in roles) return notFound(res, "Role not found");
        const check = add ? requireGrantable : requireRevokable;
        if (mapsRoles && !check(req, res, ctx.store, realm, roles)) return;
        const ids = new Set(h.roleIds);
        for (const r of roles) {
          if (add) ids.add(r.id);
          else ids.delete(r.id);
        }
        h.roleIds.splice(0, h.roleIds.length, ...ids);
        recordWrite(ctx, req, realm, {
          operationType: add ? "CREATE" : "DELETE",
          resourceType: `${scope === "realm" ? "REALM" : "CLIENT"}_${eventType}`,
          resourcePath: `${spec.pathSegment}/${param(req, "id")}/${segment}/${scope === "realm" ? "realm" : `clients/${c.clientId}`}`,
          representation: roles.map((r) => roleRep(r)),
        });
        noContent(res);
      });
    router.post(path, change(true));
    router.delete(path, change(false));
  }
}
