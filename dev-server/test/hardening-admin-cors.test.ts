// The admin API's answers are not cached (Cache-Control: no-cache, as Keycloak's @NoCache sends), and a browser
// request from another origin is served only when the web origins of the client its token was issued to allow that
// origin, as Keycloak 26.7 decides (checked): any other origin is refused with 403 {"error":"Invalid origin"} before
// anything is done, whichever other client lists it; the server's own origin needs no CORS. A preflight carries no
// token and is answered for any origin, as by Keycloak.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("admin API caching and origins", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let adminCli: string;
  let webApp: string;

  const call = (token: string, path: string, init: RequestInit & { origin?: string } = {}) =>
    fetch(`${server.url}/admin/realms/master${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        "content-type": "application/json",
        ...(init.origin ? { origin: init.origin } : {}),
      },
    });

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    adminCli = (await admin.getAccessToken())!;
    await admin.clients.create({
      clientId: "admin-web",
      publicClient: true,
      directAccessGrantsEnabled: true,
      webOrigins: ["http://admin.example"],
    });
    await admin.clients.create({ clientId: "other-app", publicClient: true, webOrigins: ["http://other.example"] });
    const grant = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "admin-web",
        username: "admin",
        password: "admin",
      }),
    });
    webApp = (await grant.json()).access_token;
  });
  after(() => server.cleanup());

  it("marks admin answers, the client secret's included, as not to be cached", async () => {
    const [cli] = await admin.clients.find({ clientId: "admin-cli" });
    for (const path of ["/users", "", `/clients/${cli.id}/client-secret`, `/clients/${cli.id}`]) {
      const response = await call(adminCli, path);
      assert.equal(response.headers.get("cache-control"), "no-cache", path);
    }
  });

  it("serves another origin only when the token's own client allows it", async () => {
    const allowed = await call(webApp, "/users", { origin: "http://admin.example" });
    assert.equal(allowed.status, 200);
    assert.equal(allowed.headers.get("access-control-allow-origin"), "http://admin.example");
    assert.equal(allowed.headers.get("access-control-allow-credentials"), "true");
    assert.match(allowed.headers.get("access-control-expose-headers") ?? "", /Location/);
    for (const [token, origin] of [
      [adminCli, "http://evil.example"],
      [adminCli, "http://other.example"],
      [webApp, "http://other.example"],
      [adminCli, "http://localhost:3000"],
    ]) {
      const refused = await call(token, "/users", { origin });
      assert.equal(refused.status, 403, origin);
      assert.deepEqual(await refused.json(), { error: "Invalid origin" });
      assert.equal(refused.headers.get("access-control-allow-origin"), null);
    }
  });

  it("does nothing for a refused origin", async () => {
    const refused = await call(adminCli, "/users", {
      method: "POST",
      origin: "http://evil.example",
      body: JSON.stringify({ username: "planted", enabled: true }),
    });
    assert.equal(refused.status, 403);
    assert.deepEqual(await admin.users.find({ username: "planted", exact: true }), []);
  });

  it("serves the server's own origin without CORS", async () => {
    const own = await call(adminCli, "/users", { origin: server.url });
    assert.equal(own.status, 200);
    assert.equal(own.headers.get("access-control-allow-origin"), null);
  });

  it("answers a preflight for any origin, as Keycloak does", async () => {
    const preflight = await fetch(`${server.url}/admin/realms/master/users`, {
      method: "OPTIONS",
      headers: { origin: "http://evil.example", "access-control-request-method": "POST" },
    });
    assert.equal(preflight.status, 200);
    assert.equal(preflight.headers.get("access-control-allow-origin"), "http://evil.example");
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /Authorization/);
  });
});
