// Every route under clients/{id}/authz/resource-server: the client (404 as Keycloak), the caller's authorization
// roles (403), and the client's resource server (404 while authorization services are off).
import type { Request, RequestHandler, Response } from "express";
import type { RealmData } from "../../../store/model.js";
import { AUTHZ_MANAGE, AUTHZ_VIEW } from "../../../realm/adminRoles.js";
import { resourceServerOf, type ResourceServerRecord } from "../../../realm/authz/model.js";
import type { WriteError } from "../../../realm/authz/objectWrites.js";
import type { AdminContext } from "../../context.js";
import { notFound, requireAnyRole } from "../../http.js";
import { clientOr404, type ClientRecord } from "../lib/lookups.js";
import { inRealm, recordWrite } from "../lib/route.js";

export const AUTHZ_BASE = "/realms/:realm/clients/:id/authz/resource-server";

export type AuthzHandler = (
  req: Request,
  res: Response,
  rs: ResourceServerRecord,
  realm: RealmData,
  client: ClientRecord,
) => void;

export function authzRoute(ctx: AdminContext, access: "view" | "manage", handler: AuthzHandler): RequestHandler {
  return inRealm(ctx, null, (req, res, realm) => {
    const client = clientOr404(realm, req, res);
    if (!client) return;
    if (!requireAnyRole(req, res, realm.rep.realm, access === "view" ? AUTHZ_VIEW : AUTHZ_MANAGE)) return;
    const rs = resourceServerOf(client);
    if (!rs) return notFound(res, "HTTP 404 Not Found");
    handler(req, res, rs, realm, client);
  });
}

/** Keycloak's ErrorResponseException body for the authorization services' refusals */
export function authzError(res: Response, error: WriteError): void {
  if (error.status === 500) return void res.status(500).json({ error: "unknown_error" });
  const { code, description } = error.error ?? { code: "invalid_request", description: error.message };
  res
    .status(error.status)
    .json({ error: code, ...(description === undefined ? {} : { error_description: description }) });
}

/** persists the change and records the admin event at the request's own path under the client */
export function recordAuthzWrite(
  ctx: AdminContext,
  req: Request,
  realm: RealmData,
  operationType: "CREATE" | "UPDATE" | "DELETE",
  resourceType: string,
  representation?: unknown,
  createdId?: string,
): void {
  const below = req.path.slice(req.path.indexOf("/clients/") + 1).replace(/\/$/, "");
  recordWrite(ctx, req, realm, {
    operationType,
    resourceType,
    resourcePath: createdId ? `${below}/${createdId}` : below,
    representation,
  });
}

export function notFoundObject(res: Response): void {
  notFound(res, "HTTP 404 Not Found");
}

/** the 404 of the services that answer an unknown scope (and a resource's scopes and permissions) with no body */
export function notFoundBare(res: Response): void {
  res.status(404).end();
}
