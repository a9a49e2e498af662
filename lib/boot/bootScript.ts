import { ENVIRONMENT_ELEMENT_ID } from "@/lib/env";
import { BOOT_GLOBAL } from "./bootGlobal";

/**
 * A script of the page's head, run before the console's code has even been fetched. A returning admin's sign-in is
 * a silent authorization request (`prompt=none`) and a code exchange: two round trips that need none of the
 * console, so they run while its bundle loads and evaluates instead of after it. It does what oidc-client-ts' silent
 * sign-in does (PKCE S256, a state kept in memory and checked, the query response mode, the issuer checked when the
 * server names it); the console turns the tokens into its user and falls back to the login page when this fails.
 * With the token it asks at once for what the console's first screen needs (server info, the admin's whoami, the
 * realm; the realm's English translations need no token), so that those answers too are in when the console runs
 * (lib/boot/bootAnswers.ts; the keys are bootAnswerKey's). It stays out of frames (the frame's own answer is lib/auth/silentCallback.ts) and out of the answer to a
 * redirect to the login page, which oidc-client-ts processes.
 */
export const BOOT_SCRIPT = `(() => {
  if (window.parent !== window || /[?&](code|error)=/.test(location.search) || !window.crypto?.subtle) return;
  let env;
  try {
    env = JSON.parse(document.getElementById(${JSON.stringify(ENVIRONMENT_ELEMENT_ID)}).textContent);
  } catch {
    return;
  }
  // only on the server's own origin: elsewhere the authorization endpoint cannot be read by a fetch (no CORS), and
  // oidc-client-ts' frame does the silent sign-in once the console runs
  if (new URL(env.adminBaseUrl, location.href).origin !== location.origin) return;
  const base = env.adminBaseUrl;
  const loginRealm = encodeURIComponent(env.realm);
  const authority = base + "/realms/" + loginRealm;
  const endpoint = authority + "/protocol/openid-connect/";
  const redirectUri = location.origin + location.pathname;
  const base64url = (bytes) =>
    btoa(String.fromCharCode(...bytes)).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  const random = () => base64url(crypto.getRandomValues(new Uint8Array(32)));
  const state = random();
  const verifier = random();
  const signIn = async () => {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
    // a fetch that follows the server's redirect back to this page and reads the answer from where it ended: no
    // frame, whose page would wait for the main thread while the console's bundle evaluates
    const redirected = await fetch(
      endpoint +
        "auth?" +
        new URLSearchParams({
          client_id: env.clientId,
          redirect_uri: redirectUri,
          response_type: "code",
          response_mode: "query",
          scope: "openid",
          state,
          code_challenge: base64url(new Uint8Array(digest)),
          code_challenge_method: "S256",
          prompt: "none",
        }),
      { credentials: "same-origin" },
    );
    const answer = new URL(redirected.url).searchParams;
    if (answer.get("state") !== state) throw new Error("State does not match");
    if (answer.has("error")) throw new Error(answer.get("error"));
    if (answer.has("iss") && answer.get("iss") !== authority) throw new Error("Issuer does not match");
    const response = await fetch(endpoint + "token", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        client_id: env.clientId,
        redirect_uri: redirectUri,
        code: answer.get("code"),
        code_verifier: verifier,
      }),
    });
    if (!response.ok) throw new Error("Token request failed (" + response.status + ")");
    return { tokens: await response.json(), sessionState: answer.get("session_state"), receivedAt: Date.now() / 1000 };
  };
  const read = (url, token) =>
    fetch(url, { headers: token ? { Accept: "application/json", Authorization: "Bearer " + token } : {} }).then(
      (response) => (response.ok ? response.json() : undefined),
      () => undefined,
    );
  // the realm the hash route names, as lib/router/realmOfHash.ts reads it; a malformed one names none
  let realm = "";
  try {
    realm = decodeURIComponent(location.hash.replace(/^#\\/?/, "").split(/[/?]/)[0]);
  } catch {
    realm = "";
  }
  realm ||= env.realm;
  const boot = { signIn: signIn(), answers: {} };
  // the console takes the sign-in's outcome, failure included; this only keeps a failure from being reported first
  boot.signIn.catch(() => {});
  const token = boot.signIn.then((outcome) => outcome.tokens.access_token);
  const readWithToken = (url) => token.then((accessToken) => read(url, accessToken), () => undefined);
  boot.answers["translations/" + env.realm + "/en"] = read(base + "/resources/" + loginRealm + "/admin/en");
  boot.answers["serverinfo"] = readWithToken(base + "/admin/serverinfo");
  boot.answers["whoami/" + realm] = readWithToken(
    base + "/admin/" + loginRealm + "/console/whoami?currentRealm=" + encodeURIComponent(realm),
  );
  boot.answers["realm/" + realm] = readWithToken(base + "/admin/realms/" + encodeURIComponent(realm));
  window.${BOOT_GLOBAL} = boot;
})();`;
