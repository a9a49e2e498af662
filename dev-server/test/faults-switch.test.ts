// The e2e fault switch: absent unless the server is started with it (DEV_SERVER_FAULTS=1), for this machine only,
// and applied to the admin REST API's answers alone, never to the login pages, the tokens or the console.
import { after, before, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import { networkInterfaces } from "node:os";
import { faultsEnabled, fromLoopback, parseFaultSettings } from "../faults/faultSwitch.js";
import { startTestServer, type TestServer } from "./helpers/testServer.js";

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

async function adminToken(url: string): Promise<string> {
  const response = await fetch(`${url}/realms/master/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "password", client_id: "admin-cli", username: "admin", password: "admin" }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

function putFaults(url: string, settings: unknown) {
  return fetch(`${url}/__faults`, {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(settings),
  });
}

describe("fault switch", () => {
  it("is turned on by DEV_SERVER_FAULTS=1 and nothing else", () => {
    assert.equal(faultsEnabled({ DEV_SERVER_FAULTS: "1" }), true);
    for (const value of [undefined, "", "0", "true", "yes", " 1"]) {
      assert.equal(faultsEnabled({ DEV_SERVER_FAULTS: value }), false, String(value));
    }
    assert.equal(faultsEnabled({}), false);
  });

  it("takes requests from this machine only", () => {
    const from = (remoteAddress: string | undefined) => fromLoopback({ socket: { remoteAddress } } as never);
    for (const address of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"]) assert.equal(from(address), true);
    for (const address of ["10.0.0.2", "192.168.1.1", "::ffff:10.0.0.2", "fe80::1", "", undefined]) {
      assert.equal(from(address), false, String(address));
    }
  });

  it("checks the settings", () => {
    assert.deepEqual(parseFaultSettings({ failNext: 2, methods: ["put"] }), { failNext: 2, methods: ["PUT"] });
    for (const bad of [
      null,
      [],
      { failNext: -1 },
      { dropNext: 1.5 },
      { errorRate: 2 },
      { errorRate: "0.5" },
      { latencyMs: 600_000 },
      { pathPattern: "(" },
      { methods: "PUT" },
      { surprise: 1 },
    ]) {
      assert.throws(() => parseFaultSettings(bad), JSON.stringify(bad));
    }
  });

  describe("on a server started without it", () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(() => server.cleanup());

    it("does not exist", async () => {
      assert.equal((await putFaults(server.url, { failNext: 5 })).status, 404);
      assert.equal((await fetch(`${server.url}/__faults`)).status, 404);
      const token = await adminToken(server.url);
      const realms = await fetch(`${server.url}/admin/realms`, { headers: { Authorization: `Bearer ${token}` } });
      assert.equal(realms.status, 200);
    });
  });

  describe("on a server started with it", () => {
    let server: TestServer;
    let token: string;
    const admin = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/admin/realms${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", ...init.headers },
      });
    before(async () => {
      server = await startTestServer({ faults: true });
      token = await adminToken(server.url);
    });
    after(() => server.cleanup());
    beforeEach(async () => {
      assert.equal((await putFaults(server.url, {})).status, 200);
    });

    it("answers 500 to the next n admin calls, then as usual", async () => {
      await putFaults(server.url, { failNext: 2 });
      assert.equal((await admin("/master/users")).status, 500);
      assert.equal((await admin("/master/users")).status, 500);
      assert.equal((await admin("/master/users")).status, 200);
      const state = (await (await fetch(`${server.url}/__faults`)).json()) as { applied: { failed: number } };
      assert.equal(state.applied.failed, 2);
    });

    it("spreads an error rate evenly", async () => {
      await putFaults(server.url, { errorRate: 0.5 });
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await admin("/master")).status);
      assert.deepEqual(statuses, [200, 500, 200, 500, 200, 500]);
    });

    it("answers 401 as Keycloak does to a token it no longer accepts", async () => {
      await putFaults(server.url, { unauthorizedNext: 1 });
      const refused = await admin("/master");
      assert.equal(refused.status, 401);
      assert.deepEqual(await refused.json(), { error: "HTTP 401 Unauthorized" });
      assert.equal((await admin("/master")).status, 200);
    });

    it("drops the connection without an answer", async () => {
      await putFaults(server.url, { dropNext: 1 });
      await assert.rejects(admin("/master"), TypeError);
      assert.equal((await admin("/master")).status, 200);
    });

    it("adds latency", async () => {
      await putFaults(server.url, { latencyMs: 300 });
      const started = performance.now();
      assert.equal((await admin("/master")).status, 200);
      assert.ok(performance.now() - started >= 290);
    });

    it("faults only the methods and paths asked for", async () => {
      await putFaults(server.url, { failNext: 1, methods: ["PUT"], pathPattern: "/roles/[^/]+$" });
      // offline_access: master's admin role is read-only, as in Keycloak
      const path = "/master/roles/offline_access";
      assert.equal((await admin(path)).status, 200);
      assert.equal((await admin("/master/roles")).status, 200);
      const role = await (await admin(path)).json();
      assert.equal((await admin(path, { method: "PUT", body: JSON.stringify(role) })).status, 500);
      assert.equal((await admin(path, { method: "PUT", body: JSON.stringify(role) })).status, 204);
    });

    it("leaves the login pages, the tokens, the console and the rest of /admin alone", async () => {
      await putFaults(server.url, { failNext: 100, dropNext: 100, unauthorizedNext: 100 });
      assert.equal((await fetch(`${server.url}/realms/master/.well-known/openid-configuration`)).status, 200);
      token = await adminToken(server.url);
      assert.equal((await fetch(`${server.url}/admin/master/console/`)).status, 200);
      const serverInfo = await fetch(`${server.url}/admin/serverinfo`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(serverInfo.status, 200);
      const state = (await (await fetch(`${server.url}/__faults`)).json()) as { applied: Record<string, number> };
      assert.deepEqual(state.applied, { delayed: 0, failed: 0, dropped: 0, unauthorized: 0 });
    });

    it("refuses settings it cannot read", async () => {
      assert.equal((await putFaults(server.url, { failNext: "many" })).status, 400);
      assert.equal((await putFaults(server.url, { pathPattern: "[" })).status, 400);
    });
  });

  describe("on a server reachable from other machines", () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer({ faults: true, host: "0.0.0.0" });
    });
    after(() => server.cleanup());

    it("refuses a caller on another machine", async (t) => {
      if (!outsideAddress) return t.skip("this machine has no other interface");
      const port = new URL(server.url).port;
      const response = await putFaults(`http://${outsideAddress}:${port}`, { failNext: 1 });
      assert.equal(response.status, 403);
      assert.equal((await fetch(`http://${outsideAddress}:${port}/__faults`)).status, 403);
      assert.equal((await putFaults(server.url, { failNext: 1 })).status, 200);
    });
  });
});
