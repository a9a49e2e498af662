// Only access tokens open the admin API: an ID token is no bearer token, as Keycloak's admin authentication
// insists on typ "Bearer".
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { startTestServer, type TestServer } from "./helpers/testServer.js";

describe("admin bearer tokens", () => {
  let server: TestServer;
  let tokens: { access_token: string; id_token: string };
  before(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "admin-cli",
        username: "admin",
        password: "admin",
        scope: "openid",
      }),
    });
    tokens = await response.json();
  });
  after(() => server.cleanup());
  const realms = (token: string) =>
    fetch(`${server.url}/admin/realms`, { headers: { Authorization: `Bearer ${token}` } });

  it("opens the admin API to the access token", async () => {
    assert.equal(jose.decodeJwt(tokens.access_token).typ, "Bearer");
    assert.equal((await realms(tokens.access_token)).status, 200);
  });

  it("refuses the ID token of the same sign-in", async () => {
    assert.notEqual(jose.decodeJwt(tokens.id_token).typ, "Bearer");
    assert.equal((await realms(tokens.id_token)).status, 401);
  });
});
