// The realm guard and admin-event recording every authentication route shares.
import type { Request, Response } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import { prepared } from "./authenticationFlows.js";
import { inRealm, writeRecorder } from "./lib/route.js";

export function authenticationHandlers(ctx: AdminContext) {
  const base = "/realms/:realm/authentication";
  const view = (handler: (req: Request, res: Response, realm: RealmData) => void) =>
    inRealm(ctx, REALM_VIEW, (req, res, realm) => handler(req, res, prepared(ctx, realm)));
  const manage = (handler: (req: Request, res: Response, realm: RealmData) => void) =>
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => handler(req, res, prepared(ctx, realm)));
  const write = writeRecorder(ctx);
  return { base, view, manage, write };
}
