// No admin changes an admin client (realm/adminClients.ts): its settings, roles, mappers, scopes, secret and
// permissions stay as the server made them, as Keycloak's ClientPermissions.canConfigure refuses them (403) to
// everyone. Reads stay open, and so do its authorization settings, where fine-grained admin permissions live, and the
// keystore download, which is a read sent as a POST.
import type { NextFunction, Request, Response, Router } from "express";
import type { AdminContext } from "./context.js";
import { forbidden } from "./http.js";
import { isAdminClient } from "../realm/adminClients.js";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
const OPEN_WRITES = [/^\/authz(\/|$)/, /^\/certificates\/[^/]+\/download\/?$/];

export function guardAdminClients(router: Router, ctx: AdminContext): void {
  router.use("/realms/:realm/clients/:id", (req: Request, res: Response, next: NextFunction) => {
    if (READS.has(req.method) || OPEN_WRITES.some((path) => path.test(req.path))) return next();
    const realm = ctx.store.realm(String(req.params.realm));
    const client = realm?.clients.get(String(req.params.id));
    if (realm && client && isAdminClient(realm, client)) return forbidden(res);
    next();
  });
}
