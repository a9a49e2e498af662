import type { UserManager } from "oidc-client-ts";
import { currentRoute } from "./returnRoute";

let loginStarted: Promise<void> | undefined;

/**
 * Sends the browser to the server's login. With a live server session the server answers at once with a
 * code, so this is also the silent check on load. Called from several places; only the first call navigates.
 */
export function startLogin(userManager: UserManager): Promise<void> {
  loginStarted ??= userManager.signinRedirect({ state: currentRoute() }).catch((error: unknown) => {
    loginStarted = undefined;
    throw error;
  });
  return loginStarted;
}
