// Keycloak 26's token defaults: a password grant without "scope" applies the client's default client scopes and
// nothing else (no "openid", so no ID token); asking for "openid" adds the ID token. A new client gets the realm's
// default and optional client scopes of its protocol, as DefaultClientScopes assigns them.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import * as jose from "jose";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

let server: TestServer;
let admin: KcAdminClient;
const tokenUrl = () => `${server.url}/realms/scopes/protocol/openid-connect/token`;
const grant = (extra: Record<string, string> = {}) =>
  fetch(tokenUrl(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "app",
      username: "ana",
      password: "ana-pass",
      ...extra,
    }),
  });

before(async () => {
  server = await startTestServer();
  admin = await adminClient(server.url);
  await admin.realms.create({ realm: "scopes", enabled: true });
  admin.setConfig({ realmName: "scopes" });
  await admin.users.create({
    username: "ana",
    email: "ana@example.org",
    firstName: "Ana",
    lastName: "Lima",
    emailVerified: true,
    enabled: true,
    credentials: [{ type: "password", value: "ana-pass", temporary: false }],
  });
  await admin.clients.create({ clientId: "app", publicClient: true, directAccessGrantsEnabled: true });
});
after(() => server.cleanup());

describe("conformance: default client scopes of a new client", () => {
  it("assigns the realm's default and optional OpenID Connect scopes", async () => {
    const [app] = await admin.clients.find({ clientId: "app" });
    assert.deepEqual([...app.defaultClientScopes!].sort(), [
      "acr",
      "basic",
      "email",
      "profile",
      "roles",
      "web-origins",
    ]);
    assert.deepEqual([...app.optionalClientScopes!].sort(), [
      "address",
      "microprofile-jwt",
      "offline_access",
      "organization",
      "phone",
    ]);
  });

  it("assigns the SAML defaults to a SAML client", async () => {
    await admin.clients.create({ clientId: "urn:sp", protocol: "saml" });
    const [sp] = await admin.clients.find({ clientId: "urn:sp" });
    // Keycloak 26.7's realms have the SAML scope AuthnContextClassRef among the default ones
    assert.deepEqual([...sp.defaultClientScopes!].sort(), ["AuthnContextClassRef", "role_list", "saml_organization"]);
    assert.deepEqual(sp.optionalClientScopes, []);
  });
});

describe("conformance: password grant scope defaults", () => {
  it("answers the default scopes without openid and without an ID token when no scope is asked", async () => {
    const response = await grant();
    assert.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.scope, "profile email");
    assert.equal("id_token" in body, false);
    const claims = jose.decodeJwt(String(body.access_token));
    assert.equal(claims.scope, "profile email");
    assert.equal(claims.email, "ana@example.org");
    assert.equal(claims.preferred_username, "ana");
  });

  it("adds openid and an ID token when asked", async () => {
    const body = (await (await grant({ scope: "openid" })).json()) as Record<string, unknown>;
    assert.equal(body.scope, "openid profile email");
    const idToken = jose.decodeJwt(String(body.id_token));
    assert.equal(idToken.email, "ana@example.org");
  });

  it("adds a requested optional scope", async () => {
    const body = (await (await grant({ scope: "phone" })).json()) as Record<string, unknown>;
    assert.equal(body.scope, "profile email phone");
    assert.equal("id_token" in body, false);
  });

  it("refreshes a token issued without openid, again without an ID token", async () => {
    const first = (await (await grant()).json()) as Record<string, unknown>;
    const refreshed = await fetch(tokenUrl(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: "app",
        refresh_token: String(first.refresh_token),
      }),
    });
    assert.equal(refreshed.status, 200, await refreshed.clone().text());
    const body = (await refreshed.json()) as Record<string, unknown>;
    assert.equal(body.scope, "profile email");
    assert.equal("id_token" in body, false);
  });
});
