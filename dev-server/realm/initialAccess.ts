// Initial access tokens: a realm's permits to register clients, each good for `count` registrations until it
// expires (expiration seconds after its timestamp; 0 never). Kept for the server's lifetime, like the signing secret
// of the tokens themselves, so a restart ends every permit.
import { randomBytes, randomUUID } from "node:crypto";
import * as jose from "jose";
import type ClientInitialAccessPresentation from "@keycloak/keycloak-admin-client/lib/defs/clientInitialAccessPresentation.js";
import type { RealmData } from "../store/model.js";

export type InitialAccess = Required<Omit<ClientInitialAccessPresentation, "token">>;

export const INITIAL_ACCESS_TOKEN_TYPE = "InitialAccessToken";
export const REGISTRATION_ACCESS_TOKEN_TYPE = "RegistrationAccessToken";

const permits = new Map<string, Map<string, InitialAccess>>();
const signingSecret = randomBytes(64);

function permitsOf(realm: RealmData): Map<string, InitialAccess> {
  let map = permits.get(realm.rep.id);
  if (!map) permits.set(realm.rep.id, (map = new Map()));
  return map;
}

const now = () => Math.floor(Date.now() / 1000);

export function createInitialAccess(realm: RealmData, expiration: number, count: number): InitialAccess {
  const access: InitialAccess = {
    id: randomUUID(),
    timestamp: now(),
    expiration,
    count,
    remainingCount: count,
  };
  permitsOf(realm).set(access.id, access);
  return access;
}

export function initialAccessList(realm: RealmData): InitialAccess[] {
  return [...permitsOf(realm).values()].map((access) => ({ ...access }));
}

export function initialAccess(realm: RealmData, id: string): InitialAccess | undefined {
  return permitsOf(realm).get(id);
}

export function removeInitialAccess(realm: RealmData, id: string): void {
  permitsOf(realm).delete(id);
}

export function initialAccessExpired(access: InitialAccess): boolean {
  return access.expiration !== 0 && access.timestamp + access.expiration <= now();
}

/** One registration made with the permit; a used-up permit stays listed (remaining 0) until deleted. */
export function spendInitialAccess(access: InitialAccess): void {
  access.remainingCount -= 1;
}

/** A registration token (initial or registration access) of the realm, as Keycloak signs one: typ, jti, iss, aud. */
export async function signRegistrationToken(
  issuer: string,
  type: string,
  id: string,
  expiresAt: number,
  claims: Record<string, string> = {},
): Promise<string> {
  const jwt = new jose.SignJWT({ typ: type, ...claims })
    .setProtectedHeader({ alg: "HS512", typ: "JWT" })
    .setJti(id)
    .setIssuedAt()
    .setIssuer(issuer)
    .setAudience(issuer);
  if (expiresAt) jwt.setExpirationTime(expiresAt);
  return jwt.sign(signingSecret);
}

/** The token's claims when this server signed it for the realm's issuer and it is still valid. */
export async function verifyRegistrationToken(token: string, issuer: string): Promise<jose.JWTPayload | undefined> {
  try {
    const { payload } = await jose.jwtVerify(token, signingSecret, { issuer, algorithms: ["HS512"] });
    return payload;
  } catch {
    return undefined;
  }
}
