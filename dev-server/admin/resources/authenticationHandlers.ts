// The realm guard and admin-event recording every authentication route shares, and Keycloak's two error shapes.
import type { Request, Response } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import { prepared } from "./authenticationFlows.js";
import { inRealm, writeRecorder } from "./lib/route.js";

type Handler = (req: Request, res: Response, realm: RealmData) => void;

export function authenticationHandlers(ctx: AdminContext) {
  const base = "/realms/:realm/authentication";
  const guarded = (roles: readonly string[]) => (handler: Handler) =>
    inRealm(ctx, roles, (req, res, realm) => handler(req, res, prepared(ctx, realm)));
  const write = writeRecorder(ctx);
  return { base, view: guarded(REALM_VIEW), manage: guarded(REALM_MANAGE), guarded, write };
}

/** a JAX-RS BadRequestException/NotFoundException with a message: Keycloak's error handler answers `{ error }` */
export function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}
