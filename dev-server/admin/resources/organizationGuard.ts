// Who may call an organization route, in Keycloak's order: every route asks that the caller may at least query the
// realm's organizations (403); a route of the collection then checks the caller's other roles before the feature
// switch (404 when off), a route of one organization checks the switch, then finds the organization (404), then
// checks the roles. Each entry of `roles` is an "any of" list, and every entry must be met.
import type { Request, Response } from "express";
import type { OrganizationRecord, RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { requireAnyRole } from "../http.js";
import { ORGS_QUERY } from "../../realm/adminRoles.js";
import { inRealm } from "./lib/route.js";
import { enabledOr404, orgOr404 } from "./organizationRules.js";

export type Roles = readonly (readonly string[])[];
type OrganizationHandler = (
  req: Request,
  res: Response,
  realm: RealmData,
  org: OrganizationRecord,
) => void | Promise<void>;

/** every entry of `roles` met, or false with the 403 sent */
export const holdsAll = (req: Request, res: Response, realm: RealmData, roles: Roles) =>
  roles.every((anyOf) => requireAnyRole(req, res, realm.rep.realm, anyOf));

export function organizationGuard(ctx: AdminContext) {
  return {
    collection: (roles: Roles, handler: (req: Request, res: Response, realm: RealmData) => void | Promise<void>) =>
      inRealm(ctx, ORGS_QUERY, (req, res, realm) =>
        holdsAll(req, res, realm, roles) && enabledOr404(realm, res) ? handler(req, res, realm) : undefined,
      ),
    one: (roles: Roles, handler: OrganizationHandler) =>
      inRealm(ctx, ORGS_QUERY, (req, res, realm) => {
        if (!enabledOr404(realm, res)) return;
        const org = orgOr404(realm, req, res);
        if (org && holdsAll(req, res, realm, roles)) return handler(req, res, realm, org);
      }),
  };
}
