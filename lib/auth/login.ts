import type { UserManager } from "oidc-client-ts";
import { completeBootSignIn, takeBootSignIn } from "@/lib/boot/bootSignIn";
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

function signInSilently(userManager: UserManager): Promise<unknown> {
  const boot = takeBootSignIn();
  return boot ? completeBootSignIn(userManager, boot) : userManager.signinSilent();
}

/**
 * Signs in on load. With a live server session the code comes back without the page being left (`prompt=none`), so
 * the console boots once: the page's head asked for it already (lib/boot/bootScript.ts), or, where it could not (a
 * console on another origin than the server's), oidc-client-ts asks in a hidden frame. Without a session the silent
 * attempt fails and the browser goes to the login page, which is where that failure is dealt with.
 */
export function startSignIn(userManager: UserManager): Promise<void> {
  signInStarted ??= signInSilently(userManager)
    .then(
      () => undefined,
      () => startLogin(userManager),
    )
    .finally(() => {
      signInStarted = undefined;
    });
  return signInStarted;
}
