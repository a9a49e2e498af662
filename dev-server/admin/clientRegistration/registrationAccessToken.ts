// The registration access token: what lets a registered client read, update and delete itself at the registration
// endpoint. Keycloak keeps only the token's id on the client, so a new token (a registration, an update, the admin's
// regenerate) makes every older one invalid; reading the client signs the same id again. Signed with the realm's
// RS256 key like Keycloak's, so a token outlives a restart of the server as the client does.
import { randomUUID } from "node:crypto";
import * as jose from "jose";
import type { RealmData } from "../../store/model.js";
import type { Store } from "../../store/store.js";
import { buildKeyring } from "../../oidc/realmKeyring.js";
import { REGISTRATION_ACCESS_TOKEN_TYPE } from "../../realm/initialAccess.js";
import type { RegistrationAuth } from "../../realm/registrationPolicies.js";
import type { ClientRecord } from "../resources/lib/lookups.js";

type Signer = { store: Store; baseUrl: string };

/** What a registration access token says: the client's token id, how it was registered, the origins it may use. */
export type RegistrationAccessClaims = { jti: string; auth: RegistrationAuth; allowedOrigins: string[] };

const issuerOf = (ctx: Signer, realm: RealmData) => `${ctx.baseUrl}/realms/${encodeURIComponent(realm.rep.realm)}`;

async function sign(ctx: Signer, realm: RealmData, claims: RegistrationAccessClaims): Promise<string> {
  const ring = await buildKeyring(ctx.store, realm);
  const issuer = issuerOf(ctx, realm);
  return new jose.SignJWT({
    typ: REGISTRATION_ACCESS_TOKEN_TYPE,
    registration_auth: claims.auth,
    "allowed-origins": claims.allowedOrigins,
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT", kid: ring.signingPrivate.kid })
    .setJti(claims.jti)
    .setIssuer(issuer)
    .setAudience(issuer)
    .setIssuedAt()
    .sign(await jose.importJWK(ring.signingPrivate, "RS256"));
}

/** A new token for the client, which from now on accepts only this one. */
export function issueRegistrationAccessToken(
  ctx: Signer,
  realm: RealmData,
  client: ClientRecord,
  auth: RegistrationAuth,
  allowedOrigins: string[] = [],
): Promise<string> {
  const jti = randomUUID();
  client.registrationAccessToken = jti;
  return sign(ctx, realm, { jti, auth, allowedOrigins });
}

/** The same token id signed again, for an answer that does not rotate the token (reading the client). */
export function resignRegistrationAccessToken(ctx: Signer, realm: RealmData, claims: RegistrationAccessClaims) {
  return sign(ctx, realm, claims);
}

/** The claims of a registration access token the realm signed, or undefined when it is not one. */
export async function verifyRegistrationAccessToken(
  ctx: Signer,
  realm: RealmData,
  token: string,
): Promise<RegistrationAccessClaims | undefined> {
  const ring = await buildKeyring(ctx.store, realm);
  try {
    const { payload } = await jose.jwtVerify(token, ring.verify, {
      issuer: issuerOf(ctx, realm),
      algorithms: ["RS256"],
    });
    if (payload.typ !== REGISTRATION_ACCESS_TOKEN_TYPE || typeof payload.jti !== "string") return undefined;
    const origins = payload["allowed-origins"];
    return {
      jti: payload.jti,
      auth: payload.registration_auth === "anonymous" ? "anonymous" : "authenticated",
      allowedOrigins: Array.isArray(origins) ? origins.filter((o): o is string => typeof o === "string") : [],
    };
  } catch {
    return undefined;
  }
}
