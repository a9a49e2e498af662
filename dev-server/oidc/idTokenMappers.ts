// ID tokens take their claims from the protocol mappers and are signed as Keycloak signs them. oidc-provider would
// keep only the claims its static scope-to-claims table names, and sign with the client's secret for HS algorithms;
// here an ID token's payload is what the mappers write for it, plus what the provider sets per token (nonce, sid,
// the at_hash / c_hash of the response), signed with the realm's key for the client's ID token algorithm, under
// Keycloak's header (typ JWT).
import { createHash } from "node:crypto";
import * as jose from "jose";
import type Provider from "oidc-provider";
import type { KoaContextWithOIDC } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { KeycloakClient } from "./keycloakClients.js";
import type { Signer } from "./realmKeyring.js";
import { mappedClaims } from "./mappedClaims.js";

interface IdTokenInstance {
  ctx?: KoaContextWithOIDC;
  client: { clientId: string };
  available: { sub?: string; auth_time?: number };
  extra: Record<string, unknown>;
  scope?: string;
  payload(): Promise<Record<string, unknown>>;
}

const HASHED_CLAIMS = ["at_hash", "c_hash", "s_hash"];

/** the left half of the value's digest under the algorithm's hash, as OpenID Connect's at_hash and c_hash are */
function halfHash(alg: string, value: string): string {
  const bits = /(\d{3})$/.exec(alg)?.[1];
  const digest = createHash(alg === "EdDSA" || bits === "512" ? "sha512" : bits === "384" ? "sha384" : "sha256")
    .update(value)
    .digest();
  return digest.subarray(0, digest.length / 2).toString("base64url");
}

export interface IdTokenSigning {
  issuer: string;
  /** the key that signs the client's ID tokens now */
  signer(clientId: string): Signer;
  /** seconds an ID token lives */
  lifespan(): number;
}

export function mapIdTokenClaims(
  provider: Provider,
  realm: RealmData,
  baseUrl: string,
  kcClient: (clientId: string) => KeycloakClient | undefined,
  signing: IdTokenSigning,
): void {
  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = async function (this: IdTokenInstance, options?: { use?: string }) {
    const client = kcClient(this.client.clientId);
    const user = this.available.sub ? realm.users.get(this.available.sub) : undefined;
    if (options?.use !== "idtoken" || !client || !user) return issue.call(this, options);
    // the access token issued alongside keeps the request's whole scope parameter, custom scopes included
    const scope: string | undefined = this.ctx?.oidc?.entities?.AccessToken?.scope ?? this.scope;
    const { claims } = mappedClaims(realm, baseUrl, "id", { client, user, scope, authTime: this.available.auth_time });
    const signer = signing.signer(client.clientId);
    const payload: Record<string, unknown> = { ...claims, typ: "ID", azp: client.clientId, ...this.extra };
    for (const claim of HASHED_CLAIMS)
      if (typeof payload[claim] === "string") payload[claim] = halfHash(signer.alg, payload[claim] as string);
    const now = Math.floor(Date.now() / 1000);
    return new jose.SignJWT(payload)
      .setProtectedHeader({ alg: signer.alg, typ: "JWT", kid: signer.kid })
      .setIssuedAt(now)
      .setExpirationTime(now + signing.lifespan())
      .setIssuer(signing.issuer)
      .setAudience(client.clientId)
      .setSubject(String(payload.sub ?? user.id))
      .sign(signer.key);
  };
}
