import { webcrypto } from "node:crypto";
import { InMemoryWebStorage, OidcClient, User, UserManager, WebStorageStateStore } from "oidc-client-ts";
import { oidcSettings } from "@/lib/auth/userManager";
import { currentRoute, restoreRoute } from "@/lib/auth/returnRoute";
import { createAdminClient } from "@/lib/admin-client";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";

const env = { ...DEFAULT_ENVIRONMENT, realm: "acme", adminBaseUrl: "https://id.example.com" };
const location = { origin: "https://id.example.com", pathname: "/admin/acme/console/" };

describe("OIDC settings", () => {
  const settings = oidcSettings(env, location);

  it("uses the realm's authority, the console client and a code flow answered in the query", () => {
    expect(settings).toMatchObject({
      authority: "https://id.example.com/realms/acme",
      client_id: "security-admin-console",
      response_type: "code",
      response_mode: "query",
      redirect_uri: "https://id.example.com/admin/acme/console/",
      post_logout_redirect_uri: "https://id.example.com/admin/acme/console/",
      automaticSilentRenew: false,
    });
  });

  it("knows Keycloak's endpoints without asking the discovery document", () => {
    expect(settings.metadata).toMatchObject({
      issuer: "https://id.example.com/realms/acme",
      authorization_endpoint: "https://id.example.com/realms/acme/protocol/openid-connect/auth",
      token_endpoint: "https://id.example.com/realms/acme/protocol/openid-connect/token",
      end_session_endpoint: "https://id.example.com/realms/acme/protocol/openid-connect/logout",
    });
  });

  it("keeps tokens in memory only", async () => {
    const manager = new UserManager(settings);
    const user = new User({ access_token: "secret-token", token_type: "Bearer", profile: {} as never });
    await manager.storeUser(user);
    expect((await manager.getUser())?.access_token).toBe("secret-token");
    const stored = [...Object.values(localStorage), ...Object.values(sessionStorage)].join();
    expect(stored).not.toContain("secret-token");
    expect(settings.userStore).toBeInstanceOf(WebStorageStateStore);
  });

  it("sends PKCE S256 and carries the hash route in state", async () => {
    // jsdom withholds Web Crypto outside https; browsers give it to http://localhost too
    Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true });
    // The same settings through the client UserManager.signinRedirect uses, without navigating away.
    const client = new OidcClient({
      ...settings,
      metadata: {
        issuer: settings.authority,
        authorization_endpoint: `${settings.authority}/protocol/openid-connect/auth`,
      },
    });
    const request = await client.createSigninRequest({ state: "#/acme/users/123/settings", request_type: "si:r" });
    const url = new URL(request.url);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("response_mode")).toBe("query");
    const stored = await new WebStorageStateStore({ store: sessionStorage, prefix: "oidc." }).get(
      url.searchParams.get("state")!,
    );
    expect(JSON.parse(stored!).data).toBe("#/acme/users/123/settings");
  });
});

describe("route across the login round trip", () => {
  it("reads the hash route and restores it without the code and state query", () => {
    window.history.replaceState(null, "", "/admin/acme/console/?code=abc&state=xyz");
    expect(currentRoute()).toBe("");
    restoreRoute("#/acme/users");
    expect(window.location.search).toBe("");
    expect(window.location.pathname).toBe("/admin/acme/console/");
    expect(window.location.hash).toBe("#/acme/users");
  });

  it("ignores a state that is not a hash route", () => {
    window.history.replaceState(null, "", "/console/?code=abc&state=xyz");
    restoreRoute("https://evil.example.com");
    expect(window.location.href).toBe("http://localhost/console/");
  });
});

describe("admin client", () => {
  it("asks the token provider for every call, so concurrent calls share one refresh", async () => {
    let served = 0;
    const getAccessToken = jest.fn(async () => `token-${++served}`);
    const client = createAdminClient(env, getAccessToken);
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response("[]", { headers: { "Content-Type": "application/json" } }));

    await Promise.all([client.users.find({ realm: "acme" }), client.groups.find({ realm: "acme" })]);
    const tokens = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get("authorization"));
    expect(tokens.sort()).toEqual(["Bearer token-1", "Bearer token-2"]);
    expect(String(fetch.mock.calls[0][0])).toContain("https://id.example.com/admin/realms/acme/");
    fetch.mockRestore();
  });

  it("refuses a second token provider", () => {
    const client = createAdminClient(env, async () => "t");
    expect(() => client.registerTokenProvider({ getAccessToken: async () => "u" })).toThrow(
      "An existing token provider was already registered.",
    );
  });
});

describe("in-memory storage", () => {
  it("is what oidc-client-ts offers for tokens", () => {
    expect(new InMemoryWebStorage().length).toBe(0);
  });
});
