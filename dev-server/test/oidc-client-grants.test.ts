// Keycloak keeps a client usable for the grants it enables even when its standard flow has nowhere to redirect to:
// a client with no redirect URIs still gets tokens by password or client credentials, and only its authorization
// requests are refused.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("a client without redirect URIs", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const token = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/realms/grants/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: new URLSearchParams(body),
    });

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "grants", enabled: true });
    admin.setConfig({ realmName: "grants" });
    await admin.users.create({
      username: "ana",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "ana@example.org",
      firstName: "Ana",
      lastName: "Lima",
      credentials: [{ type: "password", value: "ana-pass", temporary: false }],
    });
    await admin.clients.create({
      clientId: "cli-tool",
      publicClient: true,
      standardFlowEnabled: true,
      directAccessGrantsEnabled: true,
    });
    await admin.clients.create({
      clientId: "batch-job",
      secret: "batch-secret",
      publicClient: false,
      standardFlowEnabled: true,
      serviceAccountsEnabled: true,
      redirectUris: ["not a uri"],
    });
  });
  after(() => server.cleanup());

  it("gets tokens by password for a public client with the standard flow on", async () => {
    const response = await token({
      grant_type: "password",
      client_id: "cli-tool",
      username: "ana",
      password: "ana-pass",
    });
    assert.equal(response.status, 200, await response.clone().text());
    assert.ok((await response.json()).access_token);
  });

  it("gets tokens by client credentials for a client whose only redirect URI is no URI", async () => {
    const basic = Buffer.from("batch-job:batch-secret").toString("base64");
    const response = await token({ grant_type: "client_credentials" }, { Authorization: `Basic ${basic}` });
    assert.equal(response.status, 200, await response.clone().text());
  });

  it("refuses an authorization request, since there is nowhere to send the code", async () => {
    const query = new URLSearchParams({
      client_id: "cli-tool",
      response_type: "code",
      scope: "openid",
      redirect_uri: "https://app.example/callback",
    });
    const response = await fetch(`${server.url}/realms/grants/protocol/openid-connect/auth?${query}`, {
      redirect: "manual",
    });
    assert.equal(response.status, 400);
  });
});
