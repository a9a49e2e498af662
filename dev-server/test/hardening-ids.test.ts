// Creating with an id that exists answers 409 as Keycloak does (its database refuses the duplicate) instead of
// replacing the stored object; "__proto__" as a client id survives export and restart.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("ids and keys that already exist", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(() => server.cleanup());

  const post = async (path: string, body: unknown) =>
    fetch(`${server.url}/admin/realms/master${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("refuses a client whose id exists, keeping the stored client", async () => {
    const [adminCli] = await admin.clients.find({ clientId: "admin-cli" });
    const response = await post("/clients", { id: adminCli.id, clientId: "impostor", publicClient: false });
    assert.equal(response.status, 409);
    assert.deepEqual(await response.json(), { errorMessage: "Client impostor already exists" });
    assert.equal((await admin.clients.findOne({ id: adminCli.id! }))?.clientId, "admin-cli");
  });

  it("refuses a component whose id exists, keeping the stored component", async () => {
    const [existing] = await admin.components.find({ type: "org.keycloak.keys.KeyProvider" });
    const response = await post("/components", {
      id: existing.id,
      name: "impostor",
      providerId: "hmac-generated",
      providerType: "org.keycloak.keys.KeyProvider",
    });
    assert.equal(response.status, 409);
    assert.equal((await admin.components.findOne({ id: existing.id! }))?.name, existing.name);
  });

  it("keeps a client named __proto__, its roles and their holders across a restart", async () => {
    const { id } = await admin.clients.create({ clientId: "__proto__" });
    await admin.clients.createRole({ id, name: "proto-role" });
    const role = await admin.clients.findRole({ id, roleName: "proto-role" });
    const [{ id: adminId }] = await admin.users.find({ username: "admin", exact: true });
    await admin.users.addClientRoleMappings({
      id: adminId!,
      clientUniqueId: id,
      roles: [{ id: role!.id!, name: role!.name! }],
    });
    server.store.flush();
    await server.close();
    server = await startTestServer({ data: server.dirs.data, seed: server.dirs.seed, console: server.dirs.console });
    admin = await adminClient(server.url);
    const [proto] = await admin.clients.find({ clientId: "__proto__" });
    assert.ok(proto, "the client is back");
    assert.deepEqual(
      (await admin.clients.listRoles({ id: proto.id! })).map((r) => r.name),
      ["proto-role"],
    );
    const mapped = await admin.users.listClientRoleMappings({ id: adminId!, clientUniqueId: proto.id! });
    assert.deepEqual(
      mapped.map((r) => r.name),
      ["proto-role"],
    );
  });
});
