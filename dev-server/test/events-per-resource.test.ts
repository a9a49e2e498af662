// Events of one resource, as the console's per-resource views ask for them: a user's login events (events?user=)
// and the admin events under one resource path (resourcePath with Keycloak's "*" wildcard).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { passwordGrant } from "./helpers/testServer.js";

describe("events per resource", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  const userId = async (username: string) => (await acme.admin.users.find({ username, exact: true }))[0].id!;

  it("lists only the events of the user asked for", async () => {
    for (const username of ["grace", "heidi"])
      assert.equal((await passwordGrant(acme.server.url, "acme", username, username)).status, 200);
    const grace = await userId("grace");
    const events = await acme.admin.realms.findEvents({ realm: "acme", user: grace });
    assert.ok(events.some((e) => e.type === "LOGIN"));
    assert.ok(events.every((e) => e.userId === grace));
  });

  it("lists the admin events under a resource path, '*' standing for any characters", async () => {
    const created = await acme.admin.clients.create({ clientId: "events-per-resource" });
    await acme.admin.clients.update({ id: created.id }, { clientId: "events-per-resource", description: "changed" });
    await acme.admin.groups.create({ name: "events-per-resource-group" });

    const exact = await acme.admin.realms.findAdminEvents({ realm: "acme", resourcePath: `clients/${created.id}` });
    assert.deepEqual(
      exact.map((e) => e.operationType),
      ["UPDATE", "CREATE"],
    );
    const below = await acme.admin.realms.findAdminEvents({ realm: "acme", resourcePath: `clients/${created.id}*` });
    assert.ok(below.length >= 2);
    assert.ok(below.every((e) => e.resourcePath?.startsWith(`clients/${created.id}`)));
    const clients = await acme.admin.realms.findAdminEvents({ realm: "acme", resourcePath: "clients*" });
    assert.ok(clients.every((e) => e.resourcePath?.startsWith("clients")));
    assert.ok(!clients.some((e) => e.resourceType === "GROUP"));
  });
});
