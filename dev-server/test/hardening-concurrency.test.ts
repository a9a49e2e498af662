// Partial imports, creations and updates run at once on one realm: every write the server acknowledged is there
// afterwards, and still there after a restart; a failed import leaves none of its own resources and takes nobody
// else's with it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminRequests, restartTestServer, signedIn, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "busy";

describe("imports, creations and updates at once", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const request = adminRequests(
    () => server,
    () => token,
  );
  /** the status of a request to the realm's admin API */
  const send = async (method: string, path: string, body?: unknown) =>
    (await request(method, `/${REALM}${path}`, body)).status;

  /** what the server acknowledged, to look for afterwards */
  const acknowledged = {
    users: [] as string[],
    roles: [] as string[],
    groups: [] as string[],
    clients: [] as string[],
  };
  const refusedImports: string[][] = [];
  let sharedUser: string;
  let sharedClient: string;
  const lastUpdate = { firstName: "", description: "" };

  before(async () => {
    ({ server, admin, token } = await signedIn(await startTestServer()));
    await admin.realms.create({ realm: REALM, enabled: true });
    admin.setConfig({ realmName: REALM });
    ({ id: sharedUser } = await admin.users.create({ username: "shared", enabled: true }));
    ({ id: sharedClient } = await admin.clients.create({ clientId: "shared-app" }));
  });
  after(() => server.cleanup());

  const importing = async (n: number, fails: boolean) => {
    const users = Array.from({ length: 20 }, (_, i) => ({ username: `imported-${n}-${i}`, enabled: true }));
    const body = {
      ifResourceExists: "SKIP",
      users,
      roles: { realm: [{ name: `imported-role-${n}` }] },
      // Keycloak 26.7 fails a partial import (500, nothing kept) on a top-level group without its path, and takes
      // an email that is not one: the group is how an import fails here
      groups: [fails ? { name: `imported-group-${n}` } : { name: `imported-group-${n}`, path: `/imported-group-${n}` }],
      clients: [{ clientId: `imported-app-${n}` }],
    };
    const status = await send("POST", "/partialImport", body);
    const names = [...users.map((u) => u.username)];
    if (status === 200) {
      acknowledged.users.push(...names);
      acknowledged.roles.push(`imported-role-${n}`);
      acknowledged.groups.push(`imported-group-${n}`);
      acknowledged.clients.push(`imported-app-${n}`);
    } else refusedImports.push(names);
  };
  const creating = async (worker: number) => {
    for (let i = 0; i < 8; i++) {
      if ((await send("POST", "/users", { username: `created-${worker}-${i}`, enabled: true })) === 201)
        acknowledged.users.push(`created-${worker}-${i}`);
      if ((await send("POST", "/roles", { name: `created-role-${worker}-${i}` })) === 201)
        acknowledged.roles.push(`created-role-${worker}-${i}`);
      if ((await send("POST", "/groups", { name: `created-group-${worker}-${i}` })) === 201)
        acknowledged.groups.push(`created-group-${worker}-${i}`);
    }
  };
  const updating = async () => {
    for (let i = 0; i < 12; i++) {
      if ((await send("PUT", `/users/${sharedUser}`, { firstName: `first-${i}` })) === 204)
        lastUpdate.firstName = `first-${i}`;
      if ((await send("PUT", `/clients/${sharedClient}`, { clientId: "shared-app", description: `d-${i}` })) === 204)
        lastUpdate.description = `d-${i}`;
    }
  };

  /** every acknowledged write, looked for through the admin API */
  async function assertAllThere(): Promise<void> {
    for (const username of acknowledged.users)
      assert.equal((await admin.users.find({ username, exact: true })).length, 1, username);
    for (const name of acknowledged.roles) assert.ok(await admin.roles.findOneByName({ name }), name);
    const groups = new Set((await admin.groups.find({ max: 1000 })).map((g) => g.name));
    for (const name of acknowledged.groups) assert.ok(groups.has(name), name);
    for (const clientId of acknowledged.clients) assert.equal((await admin.clients.find({ clientId })).length, 1);
    for (const names of refusedImports)
      for (const username of names) assert.equal((await admin.users.find({ username, exact: true })).length, 0);
    assert.equal((await admin.users.findOne({ id: sharedUser }))?.firstName, lastUpdate.firstName);
    assert.equal((await admin.clients.findOne({ id: sharedClient }))?.description, lastUpdate.description);
  }

  it("keeps every acknowledged write of imports, creations and updates run together", async () => {
    await Promise.all([
      importing(0, false),
      importing(1, true),
      importing(2, false),
      importing(3, false),
      creating(0),
      creating(1),
      updating(),
    ]);
    assert.equal(refusedImports.length, 1);
    assert.ok(acknowledged.users.length >= 60 + 16, `${acknowledged.users.length} users acknowledged`);
    await assertAllThere();
  });

  it("still has them after a restart", async () => {
    ({ server, admin, token } = await signedIn(await restartTestServer(server)));
    admin.setConfig({ realmName: REALM });
    await assertAllThere();
  });
});
