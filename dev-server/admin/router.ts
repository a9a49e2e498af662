// The /admin router: no caching, preflights, body parsing, bearer authentication, the caller's origin, then the core
// endpoints and every resource module that dev-server/admin/resources/index.ts exports as register<Name>(router, ctx).
import express, { Router } from "express";
import type { IncomingMessage } from "node:http";
import { BODY_LIMIT } from "./http.js";
import * as resources from "./resources/index.js";
import type { AdminContext } from "./context.js";
import { adminOrigin, adminPreflight, noCache } from "./cors.js";
import { bearerAuth } from "./auth.js";
import { bareIdBody } from "./bareIdBody.js";
import { plainTextOnly } from "./plainTextBody.js";
import type { CoreContext } from "./core/coreContext.js";
import { registerWhoAmI } from "./core/whoami.js";
import { registerServerInfo } from "./core/serverInfo.js";
import { registerRealms } from "./core/realms.js";
import { registerUiExtCore } from "./core/uiExt.js";
import { registerLocalization } from "./core/localization.js";
import { guardAdminClients } from "./adminClientGuard.js";
import { validateBodies } from "./validation/bodySchemas.js";

type Register = (router: Router, ctx: AdminContext) => void;

/** Keycloak's limit for a whole realm's import (a realm's creation, a partial import, authorization settings) */
const IMPORT_BODY_LIMIT = "10mb";
const IMPORTS = [/^\/realms\/?$/, /^\/realms\/[^/]+\/partialImport\/?$/, /\/authz\/resource-server\/import\/?$/];
function isJsonImport(req: IncomingMessage): boolean {
  const path = new URL(req.url ?? "", "http://server").pathname;
  return (
    req.method === "POST" &&
    IMPORTS.some((route) => route.test(path)) &&
    /json/i.test(req.headers["content-type"] ?? "")
  );
}

/**
 * Bodies are merged into records with Object.assign and spreads; a parsed "__proto__" key would swap the record's
 * prototype there. Throwing here makes the parser answer 400, as for any JSON it cannot read.
 */
export function refusePrototypeKeys(key: string, value: unknown): unknown {
  if (key === "__proto__") throw new SyntaxError('"__proto__" is not allowed as a key');
  return value;
}

export function adminRouter(ctx: CoreContext): Router {
  const router = Router();
  router.use(noCache);
  router.use(adminPreflight);
  router.use(plainTextOnly);
  router.use(bareIdBody);
  router.use(express.json({ limit: IMPORT_BODY_LIMIT, reviver: refusePrototypeKeys, type: isJsonImport }));
  router.use(express.json({ limit: BODY_LIMIT, reviver: refusePrototypeKeys }));
  router.use(express.text({ type: "text/plain", limit: BODY_LIMIT }));
  router.use(bearerAuth(ctx.store, ctx.providers));
  router.use(adminOrigin(ctx.store, ctx.baseUrl));
  router.use(ctx.writeLocks.waitForHolds());

  guardAdminClients(router, ctx);
  validateBodies(router, ctx.store);
  registerWhoAmI(router, ctx);
  registerServerInfo(router, ctx);
  registerRealms(router, ctx);
  registerUiExtCore(router, ctx);
  registerLocalization(router, ctx);
  for (const [name, register] of Object.entries(resources)) {
    if (name.startsWith("register") && typeof register === "function") (register as Register)(router, ctx);
  }

  router.use((_req, res) => {
    res.status(404).json({
      error: "Unable to find matching target resource method",
      error_description: "For more on this error consult the server log.",
    });
  });
  return router;
}
