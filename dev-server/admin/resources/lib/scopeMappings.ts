// The scope mappings of clients and client scopes (the roles a token for the client may carry), on the routes
// {client or client scope}/scope-mappings/... with the shape of users' role mappings.
import type { Router } from "express";
import type { RealmData } from "../../../store/model.js";
import type { AdminContext } from "../../context.js";
import { registerRoleMappingRoutes } from "./roleMappingRoutes.js";

/** the holder's mapped role ids, kept in the realm so that the role-mapping routes can change them in place */
export function scopeMappingsOf(realm: RealmData, holderId: string): { roleIds: string[] } {
  let roleIds = realm.scopeMappings.get(holderId);
  if (!roleIds) {
    roleIds = [];
    realm.scopeMappings.set(holderId, roleIds);
  }
  return { roleIds };
}

export function registerScopeMappingRoutes(
  router: Router,
  ctx: AdminContext,
  spec: {
    base: string;
    exists(realm: RealmData, id: string): boolean;
    notFoundMessage: string;
    viewRoles: readonly string[];
    manageRoles: readonly string[];
    pathSegment: "clients" | "client-scopes";
    wholeScope?(realm: RealmData, holderId: string, clientInternalId: string | undefined): boolean;
  },
): void {
  registerRoleMappingRoutes(router, ctx, {
    base: spec.base,
    notFoundMessage: spec.notFoundMessage,
    viewRoles: spec.viewRoles,
    manageRoles: spec.manageRoles,
    pathSegment: spec.pathSegment,
    mappingSegment: "scope-mappings",
    wholeScope: spec.wholeScope,
    find: (realm, id) => (spec.exists(realm, id) ? scopeMappingsOf(realm, id) : undefined),
  });
}
