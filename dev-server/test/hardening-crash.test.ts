// One request must not kill the server: whatever a realm representation holds, a failure while starting the realm's
// OpenID Connect provider is answered or logged, never left as an unhandled rejection (which ends the process).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("a realm whose provider cannot start", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const rejections: unknown[] = [];
  const record = (reason: unknown) => void rejections.push(reason);
  before(async () => {
    process.on("unhandledRejection", record);
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(async () => {
    process.off("unhandledRejection", record);
    await server.cleanup();
  });

  it("creates the realm, leaves no unhandled rejection, and keeps serving", async () => {
    const response = await fetch(`${server.url}/admin/realms`, {
      method: "POST",
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify({
        realm: "broken-key",
        enabled: true,
        components: {
          "org.keycloak.keys.KeyProvider": [
            {
              name: "rsa-generated",
              providerId: "rsa-generated",
              config: { privateKey: ["AAAA"], certificate: ["AAAA"], active: ["true"], priority: ["100"] },
            },
          ],
        },
      }),
    });
    assert.equal(response.status, 201);
    await new Promise((done) => setTimeout(done, 300));
    assert.deepEqual(rejections, []);
    assert.notEqual((await passwordGrant(server.url, "broken-key", "nobody", "x")).status, 200);
    // deleting the realm drops its provider, which must not re-raise the failure either
    await admin.realms.del({ realm: "broken-key" });
    assert.equal((await passwordGrant(server.url, "master", "admin", "admin")).status, 200);
    await new Promise((done) => setTimeout(done, 100));
    assert.deepEqual(rejections, []);
  });
});
