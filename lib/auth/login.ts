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
 * Signs in on load. With a live server session the code comes back to a hidden frame (`prompt=none`) and the page
 * stays as it is, so the console boots once; the page's head started that already (lib/boot/bootScript.ts).
 * Without a session (or when the server cannot answer in a frame) the silent attempt fails and the browser goes to
 * the login page, which is where that failure is dealt with.
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
