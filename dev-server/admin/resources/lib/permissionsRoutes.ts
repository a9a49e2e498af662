// Fine-grained admin permissions are not offered by this server: "management/permissions" always reports them off,
// as Keycloak does for a resource whose permissions were never enabled, and enabling them is refused.
import type { Router } from "express";
import type { AdminContext } from "../../context.js";
import { badRequest, jsonBody } from "../../http.js";
import { inRealm } from "./route.js";

export function registerManagementPermissions(
  router: Router,
  ctx: AdminContext,
  path: string,
  viewRoles: readonly string[],
  manageRoles: readonly string[],
): void {
  router.get(
    path,
    inRealm(ctx, viewRoles, (_req, res) => void res.json({ enabled: false })),
  );
  router.put(
    path,
    inRealm(ctx, manageRoles, (req, res) => {
      if (jsonBody<{ enabled?: boolean }>(req).enabled)
        return badRequest(res, "Fine-grained admin permissions are not supported by the dev server");
      res.json({ enabled: false });
    }),
  );
}
