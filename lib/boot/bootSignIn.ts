import { User, type UserManager, type UserProfile } from "oidc-client-ts";
import { bootOf, type BootSignIn } from "./bootGlobal";

/** The boot script's sign-in, once: a later sign-in (the session ended meanwhile) starts its own. */
export function takeBootSignIn(): Promise<BootSignIn> | undefined {
  const boot = bootOf();
  const signIn = boot?.signIn;
  if (boot) delete boot.signIn;
  return signIn;
}

function claimsOf(idToken: string): UserProfile {
  const payload = idToken.split(".")[1];
  if (!payload) throw new Error("Malformed ID token");
  const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
  const text = new TextDecoder().decode(Uint8Array.from(json, (char) => char.charCodeAt(0)));
  return JSON.parse(text) as UserProfile;
}

/**
 * The user oidc-client-ts would have made of the same answer, with the ID token's claims checked as it checks them
 * (issuer, audience, subject). The token's signature is not checked, as oidc-client-ts does not: it came straight
 * from the token endpoint over the connection the page trusts.
 */
export function userFromBootSignIn(
  { tokens, sessionState, receivedAt }: BootSignIn,
  settings: { authority: string; client_id: string },
): User {
  if (!tokens.access_token || !tokens.id_token) throw new Error("No token in the token endpoint's answer");
  const profile = claimsOf(tokens.id_token);
  const audiences = Array.isArray(profile.aud) ? profile.aud : [profile.aud];
  if (profile.iss !== settings.authority) throw new Error("Issuer does not match");
  if (!audiences.includes(settings.client_id)) throw new Error("Invalid audience in ID token");
  if (!profile.sub) throw new Error("No sub present in ID token");
  return new User({
    id_token: tokens.id_token,
    session_state: sessionState,
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    token_type: tokens.token_type,
    scope: tokens.scope,
    profile,
    expires_at: tokens.expires_in === undefined ? undefined : Math.floor(receivedAt + tokens.expires_in),
  });
}

/** Makes the boot script's sign-in the user manager's user, as a finished sign-in would (listeners hear of it). */
export async function completeBootSignIn(userManager: UserManager, boot: Promise<BootSignIn>): Promise<void> {
  const user = userFromBootSignIn(await boot, userManager.settings);
  await userManager.storeUser(user);
  await userManager.events.load(user);
}
