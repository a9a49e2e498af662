// POST /realms/{realm}/clients-registrations/{default|openid-connect}: dynamic client registration. The caller
// (anonymous, initial access token, admin bearer) picks the policies that apply; a policy's refusal is Keycloak's
// 403 insufficient_scope naming it. The answer is the client, with its secret and a registration access token,
// in Keycloak's format (default) or as OpenID Connect client metadata (openid-connect).
import { randomUUID } from "node:crypto";
import express, { type Request, type Response, Router } from "express";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { CoreContext } from "../core/coreContext.js";
import { refusePrototypeKeys } from "../router.js";
import { ensureServiceAccount, newClientRecord } from "../resources/clientRules.js";
import { clientUrlError } from "../../realm/clientUrls.js";
import { applyAfterRegister, registrationRefusal } from "../../realm/registrationPolicyChecks.js";
import {
  REGISTRATION_ACCESS_TOKEN_TYPE,
  signRegistrationToken,
  spendInitialAccess,
} from "../../realm/initialAccess.js";
import { clientFromMetadata, metadataOfClient, type OidcClientMetadata } from "./oidcClientMetadata.js";
import { refused, registrant, type RegistrationError } from "./registrationAuth.js";

type Provider = "default" | "openid-connect";

const invalidMetadata = (description: string): RegistrationError => ({
  status: 400,
  error: "invalid_client_metadata",
  error_description: description,
});

function answerError(res: Response, { status, ...body }: RegistrationError): void {
  res.status(status).json(body);
}

/** The client asked for, in Keycloak's representation, or the format's own refusal. */
function requestedClient(provider: Provider, body: unknown): ClientRepresentation | RegistrationError {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return invalidMetadata("Client metadata is missing");
  if (provider === "default")
    return { ...(body as ClientRepresentation), clientId: (body as ClientRepresentation).clientId ?? randomUUID() };
  const metadata = body as OidcClientMetadata;
  if (metadata.client_id !== undefined) return invalidMetadata("Client Identifier included");
  return clientFromMetadata(metadata, randomUUID());
}

async function register(ctx: CoreContext, realm: RealmData, provider: Provider, req: Request, res: Response) {
  const caller = await registrant(ctx, realm, req);
  if ("error" in caller) return answerError(res, caller);
  const requested = requestedClient(provider, req.body);
  if ("error" in requested) return answerError(res, requested);
  const refusal = registrationRefusal(realm, caller.auth, requested, { remoteAddress: req.socket.remoteAddress ?? "" });
  if (refusal) return answerError(res, refused(refusal));
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
  ctx.store.changed(realm);

  const issuer = `${ctx.baseUrl}/realms/${realm.rep.realm}`;
  const registrationAccessToken = await signRegistrationToken(issuer, REGISTRATION_ACCESS_TOKEN_TYPE, randomUUID(), 0, {
    registration_auth: caller.auth,
  });
  const registrationClientUri = `${issuer}/clients-registrations/${provider}/${encodeURIComponent(clientId)}`;
  res.status(201).location(registrationClientUri);
  if (provider === "default")
    return void res.json({ ...client, directAccessGrantsEnabled: false, registrationAccessToken });
  res.json(
    metadataOfClient(client, {
      registrationAccessToken,
      registrationClientUri,
      issuedAt: Math.floor(Date.now() / 1000),
    }),
  );
}

export function clientRegistrationRouter(ctx: CoreContext): Router {
  const router = Router();
  router.post(
    "/:realm/clients-registrations/:provider",
    express.json({ limit: "1mb", reviver: refusePrototypeKeys }),
    async (req, res, next) => {
      const provider = String(req.params.provider);
      if (provider !== "default" && provider !== "openid-connect") return next();
      const realm = ctx.store.realm(String(req.params.realm));
      if (!realm) return void res.status(404).json({ error: "Realm does not exist" });
      await register(ctx, realm, provider, req, res);
    },
  );
  return router;
}
