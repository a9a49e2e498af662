// A client's cluster nodes and admin URL calls as Keycloak 26 makes them: nodes registered and unregistered,
// push-revocation and test-nodes-available posting a realm-signed action to {adminUrl}/k_push_not_before and
// /k_test_available, with a GlobalRequestResult naming the URLs that answered and those that did not.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as jose from "jose";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

interface Received {
  path: string;
  body: string;
}

describe("clients: nodes and admin URL", () => {
  let t: ClientsApi;
  let viewer: string;
  let adminApp: Server;
  let appPort: number;
  let failing = false;
  const received: Received[] = [];
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  const verify = async (token: string) => {
    const certs = jose.createLocalJWKSet(
      await (await fetch(`${t.server.url}/realms/nodes/protocol/openid-connect/certs`)).json(),
    );
    return (await jose.compactVerify(token, certs)).payload;
  };

  before(async () => {
    t = await clientsApi("nodes");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
    adminApp = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push({ path: req.url ?? "", body });
        res.statusCode = failing ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => adminApp.listen(0, "127.0.0.1", resolve));
    appPort = (adminApp.address() as AddressInfo).port;
  });
  after(async () => {
    await new Promise((resolve) => adminApp.close(resolve));
    await t.server.cleanup();
  });

  it("registers and unregisters cluster nodes with their registration time", async () => {
    const id = await t.createClient({ clientId: "clustered" });
    const before = Math.floor(Date.now() / 1000);
    assert.equal((await t.send("POST", `/clients/${id}/nodes`, { node: "10.0.0.7" })).status, 204);
    const nodes = (await (await t.api(`/clients/${id}`)).json()).registeredNodes;
    assert.deepEqual(Object.keys(nodes), ["10.0.0.7"]);
    assert.ok(nodes["10.0.0.7"] >= before && nodes["10.0.0.7"] <= before + 5);
    assert.equal((await t.send("DELETE", `/clients/${id}/nodes/10.0.0.7`)).status, 204);
    // Keycloak answers a client without nodes with no registeredNodes at all
    assert.equal((await (await t.api(`/clients/${id}`)).json()).registeredNodes, undefined);
    const again = await t.send("DELETE", `/clients/${id}/nodes/10.0.0.7`);
    assert.deepEqual([again.status, await again.json()], [404, { error: "Client does not have node " }]);
  });

  it("refuses a node without a name or with a reserved character", async () => {
    const id = await t.createClient({ clientId: "bad-nodes" });
    const missing = await t.send("POST", `/clients/${id}/nodes`, {});
    assert.deepEqual([missing.status, await missing.json()], [400, { error: "Node not found in params" }]);
    const reserved = await t.send("POST", `/clients/${id}/nodes`, { node: "host/path" });
    assert.deepEqual([reserved.status, await reserved.json()], [400, { error: "Character '/' not allowed." }]);
  });

  it("pushes the not-before policy to the admin URL, signed by the realm, and lists the URL as answered", async () => {
    const id = await t.createClient({
      clientId: "pushed",
      adminUrl: `http://127.0.0.1:${appPort}/app/`,
      notBefore: 42,
    });
    received.length = 0;
    const response = await t.send("POST", `/clients/${id}/push-revocation`);
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { successRequests: [`http://127.0.0.1:${appPort}/app/`] });
    assert.equal(received.length, 1);
    assert.equal(received[0].path, "/app/k_push_not_before");
    const action = JSON.parse(new TextDecoder().decode(await verify(received[0].body)));
    assert.equal(action.action, "PUSH_NOT_BEFORE");
    assert.equal(action.resource, "pushed");
    assert.equal(action.notBefore, 42);

    failing = true;
    try {
      const failed = await (await t.send("POST", `/clients/${id}/push-revocation`)).json();
      assert.deepEqual(failed, { failedRequests: [`http://127.0.0.1:${appPort}/app/`] });
    } finally {
      failing = false;
    }
  });

  it("answers an empty result when the client has no admin URL", async () => {
    const id = await t.createClient({ clientId: "no-admin-url" });
    await t.send("POST", `/clients/${id}/nodes`, { node: "127.0.0.1" });
    assert.deepEqual(await (await t.send("POST", `/clients/${id}/push-revocation`)).json(), {});
    assert.deepEqual(await (await t.api(`/clients/${id}/test-nodes-available`)).json(), {});
  });

  it("tests each registered node at the admin URL with the node as host", async () => {
    const id = await t.createClient({
      clientId: "nodes-tested",
      adminUrl: `http://\${application.session.host}:${appPort}/app`,
    });
    assert.deepEqual(await (await t.api(`/clients/${id}/test-nodes-available`)).json(), {});
    await t.send("POST", `/clients/${id}/nodes`, { node: "127.0.0.1" });
    await t.send("POST", `/clients/${id}/nodes`, { node: "127.0.0.2" });
    received.length = 0;
    const result = await (await t.api(`/clients/${id}/test-nodes-available`)).json();
    assert.deepEqual(result, {
      successRequests: [`http://127.0.0.1:${appPort}/app`],
      failedRequests: [`http://127.0.0.2:${appPort}/app`],
    });
    assert.deepEqual(
      received.map((r) => r.path),
      ["/app/k_test_available"],
    );
    const action = JSON.parse(new TextDecoder().decode(await verify(received[0].body)));
    assert.equal(action.action, "TEST_AVAILABILITY");
  });

  it("needs manage-clients for every one of these, and a known client", async () => {
    const id = await t.createClient({ clientId: "guarded-nodes" });
    assert.equal((await t.send("POST", `/clients/${id}/push-revocation`, undefined, viewer)).status, 403);
    assert.equal((await t.send("POST", `/clients/${id}/nodes`, { node: "a" }, viewer)).status, 403);
    assert.equal((await t.send("DELETE", `/clients/${id}/nodes/a`, undefined, viewer)).status, 403);
    assert.equal((await t.api(`/clients/${id}/test-nodes-available`, {}, viewer)).status, 403);
    assert.equal((await t.send("POST", `/clients/${UNKNOWN}/push-revocation`)).status, 404);
    assert.equal((await t.send("POST", `/clients/${UNKNOWN}/nodes`, { node: "a" })).status, 404);
    assert.equal((await t.api(`/clients/${UNKNOWN}/test-nodes-available`)).status, 404);
  });
});
