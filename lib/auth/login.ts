import type { UserManager } from "oidc-client-ts";
import { currentRoute } from "./returnRoute";

let loginStarted: Promise<void> | undefined;
let signInStarted: Promise<void> | undefined;

/**
 * Sends the browser to the server's login page (or, with a live server session, straight back with a code). Called
 * from several places; only the first call navigates.
 */
export function startLogin(userManager: UserManager): Promise<void> {
  loginStarted ??= userManager.signinRedirect({ state: currentRoute() }).catch((error: unknown) => {
    loginStarted = undefined;
    throw error;
  });
  return loginStarted;
}

/**
 * Signs in on load. With a live server session the code comes back to a hidden frame (`prompt=none`) and the page
 * stays as it is, so the console boots once; without one (or when the server cannot answer in a frame) the silent
 * attempt fails and the browser goes to the login page, which is where that failure is dealt with.
 */
export function startSignIn(userManager: UserManager): Promise<void> {
  signInStarted ??= userManager
    .signinSilent()
    .then(
      () => undefined,
      () => startLogin(userManager),
    )
    .finally(() => {
      signInStarted = undefined;
    });
  return signInStarted;
}
