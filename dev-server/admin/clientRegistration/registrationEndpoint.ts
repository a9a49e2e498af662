// POST /realms/{realm}/clients-registrations/{default|openid-connect}: dynamic client registration. The caller
// (anonymous, initial access token, admin bearer) picks the policies that apply; a policy's refusal is Keycloak's
// 403 insufficient_scope naming it. The answer is the client, with its secret and a registration access token,
// in Keycloak's format (default) or as OpenID Connect client metadata (openid-connect). The registered client's own
// URL reads, updates and deletes it (registeredClientEndpoint.ts); browsers get CORS as the realm's policies allow.
import { randomUUID } from "node:crypto";
import express, { type Request, type Response, Router } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { CoreContext } from "../core/coreContext.js";
import { refusePrototypeKeys } from "../router.js";
import { ensureServiceAccount, newClientRecord } from "../resources/clientRules.js";
import { clientUrlError } from "../../realm/clientUrls.js";
import { applyAfterRegister, registrationRefusal } from "../../realm/registrationPolicyChecks.js";
import { registrationWebOrigins } from "../../realm/registrationPolicies.js";
import { spendInitialAccess } from "../../realm/initialAccess.js";
import { clientFromMetadata, type OidcClientMetadata } from "./oidcClientMetadata.js";
import { invalidMetadata, refused, registrant, type RegistrationError } from "./registrationAuth.js";
import { issueRegistrationAccessToken } from "./registrationAccessToken.js";
import { answerPreflight, originAllowed } from "./registrationCors.js";
import {
  answerError,
  deleteRegisteredClient,
  readRegisteredClient,
  registeredClientAnswer,
  registrationClientUri,
  updateRegisteredClient,
  type RegistrationProvider,
} from "./registeredClientEndpoint.js";

/** The client asked for, in Keycloak's representation, or the format's own refusal. */
function requestedClient(provider: RegistrationProvider, body: unknown): ClientRepresentation | RegistrationError {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return invalidMetadata("Client metadata is missing");
  if (provider === "default")
    return { ...(body as ClientRepresentation), clientId: (body as ClientRepresentation).clientId ?? randomUUID() };
  const metadata = body as OidcClientMetadata;
  if (metadata.client_id !== undefined) return invalidMetadata("Client Identifier included");
  return clientFromMetadata(metadata, randomUUID());
}

async function register(
  ctx: CoreContext,
  realm: RealmData,
  provider: RegistrationProvider,
  req: Request,
  res: Response,
) {
  const caller = await registrant(ctx, realm, req);
  if ("error" in caller) return answerError(res, caller);
  const requested = requestedClient(provider, req.body);
  if ("error" in requested) return answerError(res, requested);
  const refusal = registrationRefusal(realm, caller.auth, requested, {
    remoteAddress: req.socket.remoteAddress ?? "",
    operation: "register",
  });
  if (refusal) return answerError(res, refused(refusal));
  const origins = [...caller.origins, ...registrationWebOrigins(realm, caller.auth)];
  if (!originAllowed(req, res, origins)) return;
  const urlError = clientUrlError(requested);
  if (urlError) return answerError(res, invalidMetadata(urlError));
  const clientId = requested.clientId!;
  if ([...realm.clients.values()].some((c) => c.clientId === clientId))
    return answerError(res, invalidMetadata("Client Identifier in use"));

  const client = newClientRecord(realm, { ...requested, id: undefined }, clientId);
  applyAfterRegister(realm, caller.auth, client);
  realm.clients.set(client.id, client);
  ensureServiceAccount(realm, client);
  if (caller.initialAccess) spendInitialAccess(caller.initialAccess);
  const registrationAccessToken = await issueRegistrationAccessToken(ctx, realm, client, caller.auth, origins);
  ctx.store.changed(realm);

  res.status(201).location(registrationClientUri(ctx, realm, provider, clientId));
  const answer = registeredClientAnswer(ctx, { realm, provider, clientId }, client, registrationAccessToken);
  if (provider === "default") return void res.json({ ...answer, directAccessGrantsEnabled: false });
  res.json({ ...answer, client_id_issued_at: Math.floor(Date.now() / 1000) });
}

type Handler = (
  ctx: CoreContext,
  realm: RealmData,
  provider: RegistrationProvider,
  req: Request,
  res: Response,
) => unknown;

/** The realm and provider of the path, or next() for a provider this server does not have. */
const withProvider =
  (ctx: CoreContext, handler: Handler) => async (req: Request, res: Response, next: express.NextFunction) => {
    const provider = String(req.params.provider);
    if (provider !== "default" && provider !== "openid-connect") return next();
    const realm = ctx.store.realm(String(req.params.realm));
    if (!realm) return void res.status(404).json({ error: "Realm does not exist" });
    await handler(ctx, realm, provider, req, res);
  };

const onClient =
  (
    action: (
      ctx: CoreContext,
      target: { realm: RealmData; provider: RegistrationProvider; clientId: string },
      req: Request,
      res: Response,
    ) => Promise<void>,
  ): Handler =>
  (ctx, realm, provider, req, res) =>
    action(ctx, { realm, provider, clientId: String(req.params.clientId) }, req, res);

export function clientRegistrationRouter(ctx: CoreContext): Router {
  const router = Router();
  const json = express.json({ limit: "1mb", reviver: refusePrototypeKeys });
  const base = "/:realm/clients-registrations/:provider";
  const preflight: Handler = (_ctx, _realm, _provider, req, res) => answerPreflight(req, res);
  router.options(base, withProvider(ctx, preflight));
  router.options(`${base}/:clientId`, withProvider(ctx, preflight));
  router.post(base, json, withProvider(ctx, register));
  router.get(`${base}/:clientId`, withProvider(ctx, onClient(readRegisteredClient)));
  router.put(`${base}/:clientId`, json, withProvider(ctx, onClient(updateRegisteredClient)));
  router.delete(`${base}/:clientId`, withProvider(ctx, onClient(deleteRegisteredClient)));
  return router;
}
