// Follow-ups on what every realm gets: Keycloak's built-in client scopes, flows, required actions and key providers
// (on POST /admin/realms and at load), the console's dev redirect URIs, and a signing key that survives a restart.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, seedDir, startTestServer, type TestServer } from "./helpers/testServer.js";

// as Keycloak 26.7 gives them, AuthnContextClassRef (SAML) and service_account among them
const SCOPES = [
  "AuthnContextClassRef",
  "acr",
  "address",
  "basic",
  "email",
  "microprofile-jwt",
  "offline_access",
  "organization",
  "phone",
  "profile",
  "role_list",
  "roles",
  "saml_organization",
  "service_account",
  "web-origins",
];
const DEFAULT_DEFAULT = [
  "AuthnContextClassRef",
  "acr",
  "basic",
  "email",
  "profile",
  "role_list",
  "roles",
  "saml_organization",
  "web-origins",
];
const DEFAULT_OPTIONAL = ["address", "microprofile-jwt", "offline_access", "organization", "phone"];

// a seed that lists security-admin-console with only its own redirect URI, as a kc.sh export does
const TENANT = JSON.stringify({
  realm: "tenant",
  enabled: true,
  clients: [{ clientId: "security-admin-console", publicClient: true, redirectUris: ["/admin/tenant/console/*"] }],
});

describe("realm defaults", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer({ seed: seedDir({ "tenant.json": TENANT }) });
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "fresh", enabled: true });
  });
  after(() => server.cleanup());

  const names = (list: { name?: string }[]) => list.map((s) => s.name!).sort();

  for (const realm of ["fresh", "master"]) {
    it(`gives ${realm} Keycloak's client scopes with their mappers and the default lists`, async () => {
      const scopes = await admin.clientScopes.find({ realm });
      assert.deepEqual(names(scopes), SCOPES);
      const profile = scopes.find((s) => s.name === "profile")!;
      const username = profile.protocolMappers!.find((m) => m.name === "username")!;
      // Keycloak 26.7 maps the username as a user-profile attribute
      assert.equal(username.protocolMapper, "oidc-usermodel-attribute-mapper");
      assert.equal(username.config!["user.attribute"], "username");
      assert.equal(username.config!["claim.name"], "preferred_username");
      assert.equal(scopes.find((s) => s.name === "role_list")!.protocol, "saml");
      // the admin client's types take no realm argument for these
      admin.setConfig({ realmName: realm });
      assert.deepEqual(names(await admin.clientScopes.listDefaultClientScopes()), DEFAULT_DEFAULT);
      assert.deepEqual(names(await admin.clientScopes.listDefaultOptionalClientScopes()), DEFAULT_OPTIONAL);
    });

    it(`gives ${realm} the built-in flows, required actions and key providers`, async () => {
      admin.setConfig({ realmName: realm });
      const flows = await admin.authenticationManagement.getFlows();
      for (const alias of [
        "browser",
        "direct grant",
        "registration",
        "reset credentials",
        "clients",
        "first broker login",
        "docker auth",
      ]) {
        assert.ok(
          flows.some((f) => f.alias === alias && f.builtIn),
          alias,
        );
      }
      const actions = await admin.authenticationManagement.getRequiredActions();
      for (const alias of ["CONFIGURE_TOTP", "UPDATE_PASSWORD", "UPDATE_PROFILE", "VERIFY_EMAIL"]) {
        assert.ok(
          actions.some((a) => a.alias === alias),
          alias,
        );
      }
      const keys = await admin.realms.getKeys({ realm });
      assert.ok(keys.active?.RS256);
      assert.deepEqual(keys.keys!.map((k) => k.algorithm).sort(), ["AES", "HS512", "RS256", "RSA-OAEP"]);
    });
  }

  it("lets the console's dev server sign in to every realm, also where a seed lists the client", async () => {
    for (const realm of ["master", "fresh", "tenant"]) {
      const [console] = await admin.clients.find({ realm, clientId: "security-admin-console" });
      for (const uri of [`/admin/${realm}/console/*`, "http://localhost:3000/*", "http://127.0.0.1:3000/*"]) {
        assert.ok(console.redirectUris!.includes(uri), `${realm}: ${uri}`);
      }
    }
  });

  it("keeps the signing key across a restart", async () => {
    const certsKid = async (url: string) =>
      (await (await fetch(`${url}/realms/fresh/protocol/openid-connect/certs`)).json()).keys[0].kid;
    const before = await certsKid(server.url);
    assert.equal(before, (await admin.realms.getKeys({ realm: "fresh" })).active!.RS256);
    await server.close();
    server = await startTestServer({ data: server.dirs.data, seed: server.dirs.seed, console: server.dirs.console });
    assert.equal(await certsKid(server.url), before);
  });
});
