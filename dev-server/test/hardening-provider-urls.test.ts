// What an admin saves is checked as what it becomes: an identity provider's endpoint URLs must be http(s) URLs, with
// Keycloak's messages (OIDCIdentityProviderConfig / SAMLIdentityProviderConfig validate, checked against 26.7), and a
// component whose providerId a PUT switches is validated as its new type, as Keycloak's updateComponent does.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { adminClient, adminRequests, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("provider settings checked as what they become", () => {
  let server: TestServer;
  let token: string;
  const request = adminRequests(
    () => server,
    () => token,
  );
  const send = (method: string, path: string, body?: unknown) => request(method, `/master${path}`, body);
  const oidc = (alias: string, config: Record<string, string>) => ({
    alias,
    providerId: "oidc",
    config: {
      authorizationUrl: "https://partner.example/auth",
      tokenUrl: "https://partner.example/token",
      clientId: "x",
      clientSecret: "y",
      ...config,
    },
  });

  before(async () => {
    server = await startTestServer();
    token = (await (await adminClient(server.url)).getAccessToken())!;
  });
  after(() => server.cleanup());

  it("refuses an identity provider URL that is not http(s), with Keycloak's messages", async () => {
    const cases: [string, string, string][] = [
      ["authorizationUrl", "javascript:alert(1)", "The url [authorization_url] is malformed"],
      ["tokenUrl", "javascript:alert(1)", "The url [token_url] is malformed"],
      ["userInfoUrl", "javascript:alert(1)", "The url [userinfo_url] is malformed"],
      ["logoutUrl", "data:text/html,x", "The url [logout_url] is malformed"],
      ["jwksUrl", "javascript:alert(1)", "The url [jwks_url] is malformed"],
      ["authorizationUrl", "/relative", "The url [authorization_url] is malformed"],
      ["authorizationUrl", "ftp://files.example/x", "Invalid protocol/scheme for url [authorization_url]"],
      ["authorizationUrl", "file:///etc/passwd", "Invalid protocol/scheme for url [authorization_url]"],
    ];
    for (const [index, [field, url, message]] of cases.entries()) {
      const response = await send("POST", "/identity-provider/instances", oidc(`p${index}`, { [field]: url }));
      assert.equal(response.status, 400, `${field} ${url}`);
      assert.deepEqual(await response.json(), { errorMessage: message });
    }
    const saml = await send("POST", "/identity-provider/instances", {
      alias: "saml-js",
      providerId: "saml",
      config: { singleSignOnServiceUrl: "https://idp.example/sso", singleLogoutServiceUrl: "javascript:alert(1)" },
    });
    assert.equal(saml.status, 400);
    assert.deepEqual(await saml.json(), { errorMessage: "The url [singleLogoutServiceUrl] is malformed" });
  });

  it("refuses such a URL on an update and keeps the stored one", async () => {
    assert.equal((await send("POST", "/identity-provider/instances", oidc("partner", {}))).status, 201);
    const changed = await send(
      "PUT",
      "/identity-provider/instances/partner",
      oidc("partner", { authorizationUrl: "javascript:alert(1)" }),
    );
    assert.equal(changed.status, 400);
    const stored = await (
      await fetch(`${server.url}/admin/realms/master/identity-provider/instances/partner`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    assert.equal(stored.config.authorizationUrl, "https://partner.example/auth");
  });

  it("validates a component switched to another provider as that provider", async () => {
    mkdirSync(join(server.dirs.data, "user-storage"), { recursive: true });
    writeFileSync(join(server.dirs.data, "user-storage", "people.properties"), "ann=ann\n");
    const created = await send("POST", "/components", {
      name: "keys",
      providerId: "hmac-generated",
      providerType: "org.keycloak.keys.KeyProvider",
      config: { priority: ["0"] },
    });
    assert.equal(created.status, 201);
    const id = created.headers.get("location")!.split("/").pop()!;
    const switched = await send("PUT", `/components/${id}`, {
      name: "keys",
      providerId: "readonly-property-file",
      providerType: "org.keycloak.storage.UserStorageProvider",
      config: { path: ["../../../etc/passwd"] },
    });
    assert.equal(switched.status, 400);
    assert.match((await switched.json()).errorMessage, /DATA_DIR\/user-storage folder/);
  });
});
