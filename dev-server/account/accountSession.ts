// Who the account page is for: the person of the browser's SSO session in the realm, read from the session cookie the
// login pages leave (as Keycloak's account pages read its identity cookie); what they may do there (the account
// client's roles); the way into the realm's login when there is no session; and the CSRF token of the page's forms.
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Request, Response } from "express";
import type { RealmData, UserRecord } from "../store/model.js";
import { findClient } from "../store/realmLookups.js";
import { clientRoleNames } from "../realm/userRoles.js";
import type { RealmOidc } from "../oidc/realmOidc.js";
import { OIDC_PATH } from "../oidc/realmProvider.js";

/** the client Keycloak's account console signs in with */
export const ACCOUNT_CONSOLE = "account-console";

export interface AccountSession {
  /** the session's key in the provider's storage */
  id: string;
  /** Keycloak's session id: the admin API's and the tokens' sid */
  uid: string;
  user: UserRecord;
}

/** the browser's session in this realm, when it has one whose user may still sign in */
export function browserSession(oidc: RealmOidc, realm: RealmData, req: Request, res: Response) {
  const cookies = oidc.provider.createContext(req, res).cookies;
  const id = cookies.get(oidc.provider.cookieName("session"), { signed: true });
  const payload = id ? oidc.storage.get("Session", id) : undefined;
  if (!id || typeof payload?.uid !== "string" || typeof payload.accountId !== "string") return undefined;
  // the same test as the login's cookie step, so the login never sends the browser back here to be refused again
  const user = realm.users.get(payload.accountId);
  return user?.enabled ? ({ id, uid: payload.uid, user } satisfies AccountSession) : undefined;
}

/** Keycloak's account roles: view-profile to see the page, manage-account (composite or not) to change anything */
export function accountAccess(realm: RealmData, user: UserRecord): { view: boolean; manage: boolean } {
  const account = findClient(realm, "account");
  const roles = account ? clientRoleNames(realm, user, account.id) : new Set<string>();
  const manage = roles.has("manage-account");
  return { view: manage || roles.has("view-profile"), manage };
}

/**
 * An authorization request of the account console's client that comes back to the page. The page reads the session
 * the login leaves, never the code, so the PKCE verifier the client must send is thrown away.
 */
export function loginUrl(oidc: RealmOidc, accountUrl: string): string {
  const url = new URL(`${oidc.issuer}${OIDC_PATH}/auth`);
  url.search = new URLSearchParams({
    client_id: ACCOUNT_CONSOLE,
    redirect_uri: accountUrl,
    response_type: "code",
    scope: "openid",
    state: randomBytes(16).toString("base64url"),
    code_challenge: createHash("sha256").update(randomBytes(32)).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return url.href;
}

/** sessions live in memory, so a key of this process outlives every token it signs */
const CSRF_KEY = randomBytes(32);

export const csrfToken = (session: AccountSession) =>
  createHmac("sha256", CSRF_KEY).update(session.uid).digest("base64url");

export function csrfValid(session: AccountSession, token: string): boolean {
  const expected = Buffer.from(csrfToken(session));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Keycloak refuses a change from a page of another origin. A form of a page whose referrer policy is no-referrer (the
 * dev server's) is sent with the Origin "null", which, like Keycloak, this lets through: the CSRF token decides.
 */
export function sameOrigin(req: Request): boolean {
  const origin = req.get("origin");
  return !origin || origin === "null" || origin === `${req.protocol}://${req.get("host")}`;
}
