/**
 * @jest-environment-options {"url": "http://localhost:8180/admin/master/console/#/acme/users"}
 */
import { webcrypto } from "node:crypto";
import { BOOT_SCRIPT } from "@/lib/boot/bootScript";
import { bootAnswerKey, bootOf, type BootSignIn } from "@/lib/boot/bootGlobal";
import { takeBootAnswer, isJsonObject } from "@/lib/boot/bootAnswers";
import { takeBootSignIn, userFromBootSignIn } from "@/lib/boot/bootSignIn";
import { ENVIRONMENT_ELEMENT_ID } from "@/lib/env";

const SERVER = "http://localhost:8180";
const PAGE = `${SERVER}/admin/master/console/`;
const AUTHORITY = `${SERVER}/realms/master`;

type Call = { url: URL; init?: RequestInit };
type Answer = (url: URL) => Partial<Response> & { url?: string };

const json = (body: unknown): Partial<Response> => ({ ok: true, status: 200, json: async () => body });

/** Runs the script as the page's head would, with a fetch whose answers the test chooses. */
function runBootScript(authAnswer: (state: string) => string, tokenStatus = 200): Call[] {
  const calls: Call[] = [];
  const answer: Answer = (url) => {
    if (url.pathname.endsWith("/auth")) return { url: authAnswer(url.searchParams.get("state") ?? "") };
    if (url.pathname.endsWith("/token"))
      return tokenStatus === 200
        ? json({ access_token: "access", token_type: "Bearer", expires_in: 60, id_token: "x.e30.y" })
        : { ok: false, status: tokenStatus };
    return json(url.pathname.includes("/resources/") ? [{ key: "k", value: "v" }] : { path: url.pathname });
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    return answer(url) as Response;
  });
  window.eval(BOOT_SCRIPT);
  return calls;
}

async function sha256url(text: string): Promise<string> {
  const digest = new Uint8Array(await webcrypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Buffer.from(digest).toString("base64url");
}

const idToken = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.s`;

beforeAll(() => {
  Object.defineProperty(window, "crypto", { value: webcrypto, configurable: true });
});

beforeEach(() => {
  document.head.innerHTML = `<script id="${ENVIRONMENT_ELEMENT_ID}" type="application/json">${JSON.stringify({
    realm: "master",
    adminBaseUrl: SERVER,
    clientId: "security-admin-console",
  })}</script>`;
  delete (window as unknown as Record<string, unknown>).__consoleBoot;
});

test("signs in with PKCE S256 and a checked state, then asks for the first screen's data with the token", async () => {
  const calls = runBootScript((state) => `${PAGE}?state=${state}&session_state=s1&iss=${AUTHORITY}&code=c0de`);
  const outcome = await takeBootSignIn();
  expect(outcome).toMatchObject({ tokens: { access_token: "access" }, sessionState: "s1" });

  const auth = calls.find((call) => call.url.pathname.endsWith("/auth"))!.url.searchParams;
  expect(Object.fromEntries(auth)).toMatchObject({
    client_id: "security-admin-console",
    redirect_uri: PAGE,
    response_type: "code",
    response_mode: "query",
    prompt: "none",
    code_challenge_method: "S256",
  });
  const token = calls.find((call) => call.url.pathname.endsWith("/token"))!;
  const form = new URLSearchParams(String(token.init?.body));
  expect(form.get("code")).toBe("c0de");
  expect(await sha256url(form.get("code_verifier")!)).toBe(auth.get("code_challenge"));

  // the realm is the hash route's; whoami is asked of the login realm
  expect(await takeBootAnswer(bootAnswerKey.whoAmI("acme"), isJsonObject)).toEqual({
    path: "/admin/master/console/whoami",
  });
  expect(await takeBootAnswer(bootAnswerKey.realm("acme"), isJsonObject)).toEqual({ path: "/admin/realms/acme" });
  expect(await takeBootAnswer(bootAnswerKey.serverInfo(), isJsonObject)).toEqual({ path: "/admin/serverinfo" });
  expect(await takeBootAnswer(bootAnswerKey.translations("master", "en"), Array.isArray)).toEqual([
    { key: "k", value: "v" },
  ]);
  const whoami = calls.find((call) => call.url.pathname.endsWith("/whoami"))!;
  expect(whoami.url.searchParams.get("currentRealm")).toBe("acme");
  expect(new Headers(whoami.init?.headers).get("Authorization")).toBe("Bearer access");
  // each answer serves once: the next load asks the server
  expect(await takeBootAnswer(bootAnswerKey.serverInfo(), isJsonObject)).toBeUndefined();
});

test.each([
  ["another state", () => `${PAGE}?state=forged&code=c0de`, "State does not match"],
  ["no session", (state: string) => `${PAGE}?state=${state}&error=login_required`, "login_required"],
  ["another issuer", (state: string) => `${PAGE}?state=${state}&iss=${SERVER}/realms/evil&code=c`, "Issuer does not"],
])("an answer with %s is refused, and nothing is asked with a token", async (_, authAnswer, message) => {
  const calls = runBootScript(authAnswer);
  await expect(takeBootSignIn()).rejects.toThrow(message);
  expect(calls.some((call) => call.url.pathname.endsWith("/token"))).toBe(false);
  expect(await takeBootAnswer(bootAnswerKey.serverInfo(), isJsonObject)).toBeUndefined();
});

test("a refused code exchange fails the sign-in", async () => {
  runBootScript((state) => `${PAGE}?state=${state}&code=c0de`, 400);
  await expect(takeBootSignIn()).rejects.toThrow("Token request failed (400)");
});

test("stays out of the answer to a login redirect, which oidc-client-ts processes", () => {
  window.history.replaceState(null, "", "/admin/master/console/?code=c&state=s#/master");
  runBootScript(() => PAGE);
  expect(bootOf()).toBeUndefined();
  expect(global.fetch).not.toHaveBeenCalled();
  window.history.replaceState(null, "", "/admin/master/console/#/acme/users");
});

describe("userFromBootSignIn", () => {
  const settings = { authority: AUTHORITY, client_id: "security-admin-console" };
  const boot = (claims: object): BootSignIn => ({
    tokens: { access_token: "a", token_type: "Bearer", expires_in: 60, refresh_token: "r", id_token: idToken(claims) },
    sessionState: "s",
    receivedAt: 1000,
  });

  test("makes the user oidc-client-ts would make, expiring when the token does", () => {
    const user = userFromBootSignIn(boot({ iss: AUTHORITY, aud: "security-admin-console", sub: "u1" }), settings);
    expect(user).toMatchObject({ access_token: "a", refresh_token: "r", expires_at: 1060, session_state: "s" });
    expect(user.profile.sub).toBe("u1");
  });

  test.each([
    [{ iss: `${SERVER}/realms/other`, aud: "security-admin-console", sub: "u" }, "Issuer does not match"],
    [{ iss: AUTHORITY, aud: ["account"], sub: "u" }, "Invalid audience"],
    [{ iss: AUTHORITY, aud: "security-admin-console" }, "No sub"],
  ])("refuses an ID token with %o", (claims, message) => {
    expect(() => userFromBootSignIn(boot(claims), settings)).toThrow(message);
  });
});
