// A change is written as a journal line of the records it changed, not as the whole realm: reading the data folder
// back must give the realm exactly as it was in memory, after user creates, edits, deletes, role and group changes,
// changes to every other part (renamed and deleted roles users hold, clients, identity providers, translations), admin
// and login events, a cleared event list, and once the journal has grown enough to be folded into a new snapshot.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { exportRealm } from "../store/realmExport.js";
import type { ExportedRealm } from "../store/realmImport.js";
import { Store } from "../store/store.js";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("the journal of changes", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.update({ realm: "master" }, { adminEventsEnabled: true, eventsEnabled: true });
  });
  after(() => server.cleanup());

  /** the realm as a fresh store reads it from the data folder, next to the one in memory (as JSON keeps it) */
  const reread = async () => {
    const store = new Store(server.dirs.data);
    await store.load(server.dirs.seed);
    const asJson = (store: Store) => JSON.parse(JSON.stringify(exportRealm(store.realm("master")!))) as ExportedRealm;
    return [asJson(store), asJson(server.store)];
  };
  const journals = () => readdirSync(server.dirs.data).filter((f) => f.endsWith(".journal"));

  it("reads back creates, edits, deletes, role mappings, memberships and events", async () => {
    const { id } = await admin.users.create({ username: "journalled", enabled: true, firstName: "First" });
    const { id: gone } = await admin.users.create({ username: "short-lived", enabled: true });
    await admin.users.update({ id }, { firstName: "Second", attributes: { team: ["blue"] } });
    await admin.users.resetPassword({ id, credential: { type: "password", value: "s3cret!", temporary: false } });
    const role = await admin.roles.findOneByName({ name: "offline_access" });
    await admin.users.addRealmRoleMappings({ id, roles: [{ id: role!.id!, name: role!.name! }] });
    const { id: groupId } = await admin.groups.create({ name: "journal-group" });
    await admin.users.addToGroup({ id, groupId });
    await admin.users.del({ id: gone });
    // a LOGIN_ERROR event; Keycloak 26.7 answers wrong credentials on the password grant with 400
    assert.equal((await passwordGrant(server.url, "master", "journalled", "wrong")).status, 400);
    assert.equal(journals().length, 1);
    const [read, inMemory] = await reread();
    assert.deepEqual(read, inMemory);
  });

  it("reads back changes to every other part: renamed and deleted roles users hold, clients, providers, texts", async () => {
    const { id: userId } = await admin.users.create({ username: "holder", enabled: true });
    await admin.roles.create({ name: "temp-role" });
    await admin.roles.create({ name: "gone-role" });
    const temp = (await admin.roles.findOneByName({ name: "temp-role" }))!;
    const gone = (await admin.roles.findOneByName({ name: "gone-role" }))!;
    const brief = (r: typeof temp) => ({ id: r.id!, name: r.name! });
    await admin.users.addRealmRoleMappings({ id: userId, roles: [brief(temp), brief(gone)] });
    await admin.roles.updateByName({ name: "temp-role" }, { name: "renamed-role" });
    await admin.roles.delByName({ name: "gone-role" });
    const { id: clientId } = await admin.clients.create({ clientId: "journalled-app", serviceAccountsEnabled: true });
    await admin.clients.update({ id: clientId }, { clientId: "journalled-app", description: "changed" });
    for (const alias of ["journal-idp", "gone-idp"]) {
      await admin.identityProviders.create({ alias, providerId: "oidc", config: {} });
      await admin.users.addToFederatedIdentity({
        id: userId,
        federatedIdentityId: alias,
        federatedIdentity: { identityProvider: alias, userId: "x", userName: "x" },
      });
    }
    // Keycloak refuses to change an alias ("Identity Provider alias cannot be changed"): an edited provider, and a
    // deleted one whose link the user loses, are the changes that reach both the provider and the user
    await admin.identityProviders.update(
      { alias: "journal-idp" },
      { alias: "journal-idp", providerId: "oidc", displayName: "Journalled", config: {} },
    );
    await admin.identityProviders.del({ alias: "gone-idp" });
    await admin.realms.addLocalization({ realm: "master", selectedLocale: "de", key: "hello" }, "Hallo");
    const { id: scopeId } = await admin.clientScopes.create({ name: "journal-scope", protocol: "openid-connect" });
    await admin.clientScopes.del({ id: scopeId });
    const [read, inMemory] = await reread();
    assert.deepEqual(read, inMemory);
    const holder = read.users?.find((u) => u.username === "holder");
    assert.ok(holder?.realmRoles?.includes("renamed-role"));
    assert.ok(!holder?.realmRoles?.includes("gone-role"));
    assert.deepEqual(
      holder?.federatedIdentities?.map((f) => f.identityProvider),
      ["journal-idp"],
    );
    assert.equal(read.identityProviders?.find((p) => p.alias === "journal-idp")?.displayName, "Journalled");
  });

  it("reads back a cleared admin event list", async () => {
    await admin.realms.clearAdminEvents({ realm: "master" });
    await admin.users.create({ username: "after-clear", enabled: true });
    const [read, inMemory] = await reread();
    assert.equal(read.adminEvents?.length, 1);
    assert.deepEqual(read, inMemory);
  });

  it("folds a grown journal into a new snapshot", async () => {
    const { id } = await admin.users.create({ username: "busy", enabled: true });
    const big = "x".repeat(15_000);
    for (let i = 0; i < 80; i++) await admin.users.update({ id }, { firstName: `${i}`, attributes: { big: [big] } });
    const [read, inMemory] = await reread();
    assert.deepEqual(read, inMemory);
    assert.equal(read.users?.find((u) => u.username === "busy")?.firstName, "79");
    const journalBytes = journals().reduce((sum, f) => sum + statSync(join(server.dirs.data, f)).size, 0);
    assert.ok(journalBytes < 80 * big.length, `${journalBytes} bytes of journal`);
  });
});
