// GET, PUT and DELETE /realms/{realm}/clients-registrations/{default|openid-connect}/{clientId}: a registered
// client reads, updates and deletes itself with its registration access token (or an admin with a bearer token).
// Reading signs the same token again; an update answers a new token and the old one stops working, as Keycloak
// rotates it. The policies of the caller's kind judge an update as they judge a registration.
import type { Request, Response } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { CoreContext } from "../core/coreContext.js";
import type { ClientRecord } from "../resources/lib/lookups.js";
import { removeClient } from "../resources/clientRules.js";
import { clientUrlError } from "../../realm/clientUrls.js";
import { registrationRefusal } from "../../realm/registrationPolicyChecks.js";
import { SECRET_MASK } from "../../realm/secrets.js";
import { clientFromMetadata, metadataOfClient, type OidcClientMetadata } from "./oidcClientMetadata.js";
import { invalidMetadata, refused, type RegistrationError } from "./registrationAuth.js";
import { issueRegistrationAccessToken, resignRegistrationAccessToken } from "./registrationAccessToken.js";
import { originAllowed } from "./registrationCors.js";
import { registeredClientCaller, type ClientAction, type ClientCaller } from "./registeredClientAuth.js";

export type RegistrationProvider = "default" | "openid-connect";

type Target = { realm: RealmData; provider: RegistrationProvider; clientId: string };

export function answerError(res: Response, { status, ...body }: RegistrationError): void {
  res.status(status).json(body);
}

export function registrationClientUri(ctx: CoreContext, realm: RealmData, provider: string, clientId: string) {
  return `${ctx.baseUrl}/realms/${realm.rep.realm}/clients-registrations/${provider}/${encodeURIComponent(clientId)}`;
}

/** The client in the provider's format, with its secret when it has one and the token when the caller holds one. */
export function registeredClientAnswer(
  ctx: CoreContext,
  { realm, provider }: Target,
  client: ClientRecord,
  registrationAccessToken: string | undefined,
) {
  const {
    registrationAccessToken: _tokenId,
    authorizationSettings: _settings,
    secret,
    ...shown
  } = client as ClientRecord & { authorizationSettings?: unknown };
  const withSecret = client.publicClient || client.bearerOnly ? shown : { ...shown, secret };
  if (provider === "default") return { ...withSecret, ...(registrationAccessToken ? { registrationAccessToken } : {}) };
  return metadataOfClient(withSecret, {
    registrationAccessToken,
    registrationClientUri: registrationClientUri(ctx, realm, provider, client.clientId ?? ""),
  });
}

async function authorized(
  ctx: CoreContext,
  target: Target,
  req: Request,
  res: Response,
  action: ClientAction,
): Promise<{ client: ClientRecord; caller: ClientCaller } | undefined> {
  const client = [...target.realm.clients.values()].find((c) => c.clientId === target.clientId);
  const caller = await registeredClientCaller(ctx, target.realm, req, target.provider, client, action);
  if ("error" in caller) return void answerError(res, caller);
  if (!originAllowed(req, res, caller.origins)) return undefined;
  return { client: client!, caller };
}

/** The changes the request asks for, in Keycloak's representation, or the format's refusal. */
function requestedChanges(target: Target, body: unknown): ClientRepresentation | RegistrationError {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return invalidMetadata("Client metadata is missing");
  const requested =
    target.provider === "default"
      ? (body as ClientRepresentation)
      : clientFromMetadata(body as OidcClientMetadata, (body as OidcClientMetadata).client_id ?? "");
  if (requested.clientId !== target.clientId) return invalidMetadata("Client Identifier modified");
  const { id: _id, authorizationSettings: _settings, registrationAccessToken: _token, ...changes } = requested;
  // a representation read back carries the mask where it was shown one
  if (changes.secret === SECRET_MASK) delete changes.secret;
  return changes;
}

export async function readRegisteredClient(ctx: CoreContext, target: Target, req: Request, res: Response) {
  const allowed = await authorized(ctx, target, req, res, "view");
  if (!allowed) return;
  const { client, caller } = allowed;
  const token =
    caller.registrationToken && (await resignRegistrationAccessToken(ctx, target.realm, caller.registrationToken));
  res.json(registeredClientAnswer(ctx, target, client, token));
}

export async function updateRegisteredClient(ctx: CoreContext, target: Target, req: Request, res: Response) {
  const allowed = await authorized(ctx, target, req, res, "update");
  if (!allowed) return;
  const { client, caller } = allowed;
  const changes = requestedChanges(target, req.body);
  if ("error" in changes) return answerError(res, changes);
  const updated = { ...client, ...changes };
  const refusal = registrationRefusal(target.realm, caller.auth, updated, {
    remoteAddress: req.socket.remoteAddress ?? "",
    operation: "update",
  });
  if (refusal) return answerError(res, refused(refusal));
  const urlError = clientUrlError(updated);
  if (urlError) return answerError(res, invalidMetadata(urlError));
  Object.assign(client, changes);
  const token =
    caller.registrationToken &&
    (await issueRegistrationAccessToken(
      ctx,
      target.realm,
      client,
      caller.auth,
      caller.registrationToken.allowedOrigins,
    ));
  ctx.store.changed(target.realm);
  res.json(registeredClientAnswer(ctx, target, client, token));
}

export async function deleteRegisteredClient(ctx: CoreContext, target: Target, req: Request, res: Response) {
  const allowed = await authorized(ctx, target, req, res, "update");
  if (!allowed) return;
  removeClient(target.realm, allowed.client);
  ctx.store.changed(target.realm);
  res.status(204).end();
}
