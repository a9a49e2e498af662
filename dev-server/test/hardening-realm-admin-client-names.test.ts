// A realm's admin client in master is named "<realm>-realm", and its creator is given every role of that client. A
// realm whose name would adopt a master client that already exists (made by a manage-clients admin, with a secret and
// settings of their choosing) is refused on creation and on a rename: 409, as for a realm that exists. Keycloak 26.7 creates
// such a realm (201) and leaves its admin set-up broken (the master admin gets 403 on its users); the dev server
// refuses the name instead.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminRequests, signedIn, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("realm names whose admin client is taken", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const send = adminRequests(
    () => server,
    () => token,
  );

  before(async () => {
    ({ server, admin, token } = await signedIn(await startTestServer()));
    await admin.clients.create({ realm: "master", clientId: "payroll-realm", serviceAccountsEnabled: true });
  });
  after(() => server.cleanup());

  it("refuses creating a realm named after an existing master client's prefix", async () => {
    const response = await send("POST", "", { realm: "payroll", enabled: true });
    assert.equal(response.status, 409);
    assert.deepEqual(await response.json(), { errorMessage: "Conflict detected. See logs for details" });
    assert.equal((await send("GET", "/payroll")).status, 404);
  });

  it("refuses renaming a realm to that name", async () => {
    assert.equal((await send("POST", "", { realm: "finance", enabled: true })).status, 201);
    assert.equal((await send("PUT", "/finance", { realm: "payroll" })).status, 409);
    assert.equal((await send("GET", "/finance")).status, 200);
  });
});
