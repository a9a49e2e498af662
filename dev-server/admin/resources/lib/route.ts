// Wraps a resource handler: resolves the realm named in the path (404 as Keycloak), checks the caller's admin roles
// (403), and gives the handler the realm. Also one place for "a write happened": persist and record the admin event.
import type { Request, RequestHandler, Response } from "express";
import type { RealmData } from "../../../store/model.js";
import type { ChangeScope } from "../../../store/store.js";
import type { AdminContext, AdminEventInput } from "../../context.js";
import { realmOr404, requireAnyRole } from "../../http.js";

export type RealmHandler = (req: Request, res: Response, realm: RealmData) => void | Promise<void>;

export function inRealm(ctx: AdminContext, roles: readonly string[] | null, handler: RealmHandler): RequestHandler {
  return async (req, res) => {
    const realm = realmOr404(req, res, ctx.store.realm(String(req.params.realm)));
    if (!realm) return;
    if (roles && !requireAnyRole(req, res, realm.rep.realm, roles)) return;
    await handler(req, res, realm);
  };
}

/** Every write: mark the realm for saving and record the admin event. */
export function recordWrite(ctx: AdminContext, req: Request, realm: RealmData, event: AdminEventInput): void {
  ctx.store.changed(realm, changeScope(event));
  ctx.adminEvent(req, realm, event);
}

/** writes that change one user's record and nothing else; only those are kept as that user's change alone */
const USER_RESOURCES = new Set(["USER", "GROUP_MEMBERSHIP", "REALM_ROLE_MAPPING", "CLIENT_ROLE_MAPPING"]);

/**
 * writes that change no existing user's record (they may add or remove users): their saving need not compare every
 * user of a large realm. A client's update names its service account itself; its deletion takes roles from users.
 */
const CONFIGURATION_RESOURCES = new Set([
  "REALM",
  "CLIENT_SCOPE",
  "CLIENT_SCOPE_MAPPING",
  "REALM_SCOPE_MAPPING",
  "CLIENT_SCOPE_CLIENT_MAPPING",
  "PROTOCOL_MAPPER",
  "AUTH_FLOW",
  "AUTH_EXECUTION",
  "AUTH_EXECUTION_FLOW",
  "AUTHENTICATOR_CONFIG",
  "REQUIRED_ACTION",
  "REQUIRED_ACTION_CONFIG",
  "CLUSTER_NODE",
  "USER_PROFILE",
  "COMPONENT",
  "IDENTITY_PROVIDER_MAPPER",
  "ORGANIZATION",
  "AUTHORIZATION_RESOURCE_SERVER",
  "AUTHORIZATION_RESOURCE",
  "AUTHORIZATION_SCOPE",
  "AUTHORIZATION_POLICY",
]);

function changeScope(event: AdminEventInput): ChangeScope {
  const userId = /^users\/([^/]+)/.exec(event.resourcePath)?.[1];
  if (userId && USER_RESOURCES.has(event.resourceType)) return { users: [userId] };
  const clientUpdate = event.resourceType === "CLIENT" && event.operationType === "UPDATE";
  return clientUpdate || CONFIGURATION_RESOURCES.has(event.resourceType)
    ? { users: [], configuration: true }
    : "anything";
}

/** recordWrite with the admin event's parts as arguments, as the resource modules write them. */
export function writeRecorder(ctx: AdminContext) {
  return (
    req: Request,
    realm: RealmData,
    operationType: AdminEventInput["operationType"],
    resourceType: string,
    resourcePath: string,
    representation?: unknown,
  ) => recordWrite(ctx, req, realm, { operationType, resourceType, resourcePath, representation });
}
