// Authorization services (clients/{id}/authz/resource-server/...): one register function for admin/router.ts.
import type { Router } from "express";
import type { AdminContext } from "../../context.js";
import { registerAuthzPolicies } from "./authzPolicies.js";
import { registerAuthzResources } from "./authzResources.js";
import { registerAuthzResourceServer } from "./authzResourceServer.js";
import { registerAuthzScopes } from "./authzScopes.js";

export function registerAuthorization(router: Router, ctx: AdminContext): void {
  registerAuthzResourceServer(router, ctx);
  registerAuthzResources(router, ctx);
  registerAuthzScopes(router, ctx);
  registerAuthzPolicies(router, ctx);
}
