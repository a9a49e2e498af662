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
  /** true when every role of the container (the realm's, or one client's) is in the holder's scope */
  wholeScope?(realm: RealmData, holderId: string, clientInternalId: string | undefined): boolean;
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
    if (!client) notFound(res, mapsRoles ? "Client not found" : "Could not find client");
    return client?.id;
  };
  // a role mapping offers every role not held directly, even one held through a composite or a group
  const notDirect = (realm: RealmData, direct: string[], clientId: string | undefined) => {
    const mapped = new Set(direct);
    return (clientId ? clientRoles(realm, clientId) : realmRoles(realm)).filter((r) => !mapped.has(r.id));
  };
  /**
   * the roles of a container that could still be put in a scope: those not in it directly (a composite's members stay
   * on offer) and, for a client, not its own; offered only to an admin who may change the scope (canMapClientScope)
   */
  const availableScope = (req: Request, realm: RealmData, direct: string[], clientId: string | undefined) =>
    !hasAnyRole(req, realm.rep.realm, spec.manageRoles) || clientId === param(req, "id")
      ? []
      : notDirect(realm, direct, clientId);
  const brief = (req: Request) => queryString(req, "briefRepresentation") !== "false";
  const effectiveIds = (realm: RealmData, h: H) =>
    spec.inheritedRoleIds ? [...h.roleIds, ...spec.inheritedRoleIds(realm, h)] : h.roleIds;
  // all of a holder's mappings at once show only the roles the caller may view (RolePermissions.canView: view-realm
  // for a realm role, view-clients for a client role); the realm's or a client's alone, and scope mappings, show all
  const viewable = (req: Request, realm: RealmData) => (role: RoleRecord) =>
    !mapsRoles || hasAnyRole(req, realm.rep.realm, role.clientRole ? CLIENTS_VIEW : REALM_VIEW);
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
        if (!mapsRoles) return void res.json(availableScope(req, realm, h.roleIds, c.clientId).map((r) => roleRep(r)));
        const mappable = notDirect(realm, h.roleIds, c.clientId).filter(mappableBy(req, ctx.store, realm));
        res.json(mappable.map((r) => roleRep(r)));
      }),
    );
    router.get(
      `${path}/composite`,
      inRealm(ctx, spec.viewRoles, (req, res, realm) => {
        const h = holder(req, res, realm);
        if (!h) return;
        const c = containerOf(req, res, realm);
        if (!c.ok) return;
        const roles = spec.wholeScope?.(realm, param(req, "id"), c.clientId)
          ? c.clientId
            ? clientRoles(realm, c.clientId)
            : realmRoles(realm)
          : compositeRoles(realm, effectiveIds(realm, h), c.clientId);
        res.json(roles.map((r) => roleRep(r, brief(req))));
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
