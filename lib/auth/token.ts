import type { User, UserManager } from "oidc-client-ts";
import { sessionRenewalFor, type AccessTokenGetter } from "./sessionRenewal";

/** Seconds of validity below which a token is refreshed before use. */
export const MIN_VALIDITY_SECONDS = 5;

export type { AccessTokenGetter };

export type TokenSourceOptions = {
  /** The server refused the refresh token: the session is over. Called after the user is removed. */
  onSessionEnded?: () => void;
  /** Seconds since the epoch; tests pass a fixed clock. */
  now?: () => number;
};

/**
 * The token endpoint answers a dead refresh token with HTTP 400 (`invalid_grant`); oidc-client-ts turns an
 * OAuth error body into an ErrorResponse and a bare 400 into an Error whose message names the status.
 */
export function isSessionEndedError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ErrorResponse") return true;
  return /\(400\)/.test(error.message);
}

function needsRefresh(user: User, minValidity: number, now: number): boolean {
  if (minValidity === -1) return true;
  if (user.expires_at === undefined) return false;
  return user.expires_at - now <= minValidity;
}

/**
 * Access tokens for the admin client. A token with `minValidity` seconds or less left (or expired) is
 * refreshed with the refresh token first; -1 forces a refresh. Only one refresh runs at a time: callers that
 * arrive meanwhile wait for the same one.
 */
export function createAccessTokenGetter(userManager: UserManager, options: TokenSourceOptions = {}): AccessTokenGetter {
  const now = options.now ?? (() => Date.now() / 1000);
  let refreshing: Promise<User> | undefined;

  async function refresh(): Promise<User> {
    try {
      const user = await userManager.signinSilent();
      if (!user) throw new Error("Not authenticated");
      return user;
    } catch (error) {
      if (isSessionEndedError(error)) {
        await userManager.removeUser();
        options.onSessionEnded?.();
      }
      throw error;
    }
  }

  return async function getAccessToken(minValidity = MIN_VALIDITY_SECONDS): Promise<string> {
    if (typeof minValidity !== "number" || Number.isNaN(minValidity) || minValidity < -1) {
      throw new Error("Invalid minValidity");
    }
    const user = await userManager.getUser();
    if (!user) throw new Error("Not authenticated");
    if (!needsRefresh(user, minValidity, now())) return user.access_token;
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return (await refreshing).access_token;
  };
}

let current: AccessTokenGetter | undefined;

/** Makes `getAccessToken` serve the tokens of this getter (the console's, set while it renders). */
export function setAccessTokenSource(getter: AccessTokenGetter | undefined): void {
  current = getter;
}

/** A fresh access token of the signed-in user, for calls the admin client has no method for. */
export function getAccessToken(minValidity = MIN_VALIDITY_SECONDS): Promise<string> {
  if (!current) return Promise.reject(new Error("Not authenticated"));
  return current(minValidity);
}

/**
 * Runs a call the admin client has no method for (lib/queries/uiExt.ts) as the admin client runs its own: a 401 in
 * the middle of the session renews the token once and sends the call again (lib/auth/sessionRenewal.ts).
 */
export function withSessionRenewal<T>(call: () => Promise<T>): Promise<T> {
  return current ? sessionRenewalFor(current).run(call) : call();
}
