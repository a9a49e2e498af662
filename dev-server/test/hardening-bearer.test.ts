// Only access tokens open the admin API: an ID token is no bearer token, as Keycloak's admin authentication
// insists on typ "Bearer". A token checked once is remembered (its realm and payload), but never past its session.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

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
  const realms = (token: string, scheme = "Bearer") =>
    fetch(`${server.url}/admin/realms`, { headers: { Authorization: `${scheme} ${token}` } });

  it("opens the admin API to the access token", async () => {
    assert.equal(jose.decodeJwt(tokens.access_token).typ, "Bearer");
    assert.equal((await realms(tokens.access_token)).status, 200);
  });

  it("refuses the ID token of the same sign-in", async () => {
    assert.notEqual(jose.decodeJwt(tokens.id_token).typ, "Bearer");
    assert.equal((await realms(tokens.id_token)).status, 401);
  });

  it("reads the scheme in any case and refuses a header without a token or of another scheme", async () => {
    assert.equal((await realms(tokens.access_token, "bearer")).status, 200);
    assert.equal((await realms(tokens.access_token, "BEARER")).status, 200);
    assert.equal((await realms("", "Bearer")).status, 401);
    assert.equal((await realms(tokens.access_token, "Basic")).status, 401);
    assert.equal((await realms(tokens.access_token, "Bearerx")).status, 401);
  });

  it("refuses a token it has accepted before once its session has ended", async () => {
    const second = (await (await passwordGrant(server.url, "master", "admin", "admin")).json()).access_token as string;
    assert.equal((await realms(second)).status, 200);
    assert.equal((await realms(second)).status, 200);
    const { sid } = jose.decodeJwt(second);
    const ended = await fetch(`${server.url}/admin/realms/master/sessions/${sid}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(ended.status, 204);
    assert.equal((await realms(second)).status, 401);
    assert.equal((await realms(tokens.access_token)).status, 200);
  });
});
