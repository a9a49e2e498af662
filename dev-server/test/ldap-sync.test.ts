// Synchronising a real OpenLDAP into a realm: full sync imports the fixture's people with their federation link and
// LDAP attributes and updates them the second time, a changed-users sync picks only entries added or modified since
// the last sync, unlink-users and remove-imported-users, periodic sync, user search and sync errors.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { Attribute, Change } from "ldapts";
import { FIXTURE_PEOPLE, freePortForTest, PEOPLE_DN, personDn } from "./helpers/slapd.js";
import { adminCall, createLdapProvider } from "./helpers/ldapProvider.js";
import { ldapTestBed } from "./helpers/ldapTestBed.js";

describe("LDAP synchronisation", () => {
  const ldap = ldapTestBed();
  const { realmWithProvider, post } = ldap;

  const linkedUsers = (realm: string, providerId: string) =>
    [...ldap.server.store.realm(realm)!.users.values()].filter((u) => u.federationLink === providerId);

  it("imports every person on a full sync with the federation link and LDAP attributes, then updates them", async () => {
    const id = await realmWithProvider("sync-full");
    const first = await post(`sync-full/user-storage/${id}/sync?action=triggerFullSync`);
    assert.deepEqual(first, {
      ignored: false,
      added: FIXTURE_PEOPLE.length,
      updated: 0,
      removed: 0,
      failed: 0,
      status: `${FIXTURE_PEOPLE.length} imported users, 0 updated users`,
    });
    const [alice] = await ldap.admin.users.find({ realm: "sync-full", username: "alice", exact: true });
    assert.equal(alice.federationLink, id);
    assert.equal(alice.email, "alice@example.org");
    // the default "first name" mapper of a uid-RDN directory reads cn, as Keycloak's does
    assert.equal(alice.firstName, "Alice Archer");
    assert.equal(alice.lastName, "Archer");
    assert.deepEqual(alice.attributes?.LDAP_ENTRY_DN, [personDn("alice")]);
    assert.match(alice.attributes?.LDAP_ID?.[0] ?? "", /^[0-9a-f-]{36}$/);
    assert.match(alice.attributes?.createTimestamp?.[0] ?? "", /^\d{14}Z$/);
    const second = await post(`sync-full/user-storage/${id}/sync?action=triggerFullSync`);
    assert.equal(second.added, 0);
    assert.equal(second.updated, FIXTURE_PEOPLE.length);
    const name = await adminCall(ldap.server.url, ldap.token, "GET", `sync-full/user-storage/${id}/name`);
    assert.deepEqual(name.json, { id, name: "directory" });
  });

  it("syncs only the people added or changed since the last sync", async () => {
    const id = await realmWithProvider("sync-changed");
    // earlier tests change the directory too: the full sync starts in a later second than any of their changes, which
    // a changed-users sync (modifyTimestamp >= the last sync's second) would otherwise count again
    const started = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) <= started) await new Promise((resolve) => setImmediate(resolve));
    await post(`sync-changed/user-storage/${id}/sync?action=triggerFullSync`);
    // the provider remembers when it last synced, in seconds as Keycloak keeps it
    const lastSync = Number(ldap.server.store.realm("sync-changed")!.components.get(id)!.config!.lastSync![0]);
    // LDAP timestamps have one-second steps: change the directory once the second of the last sync has passed
    while (Math.floor(Date.now() / 1000) <= lastSync) await new Promise((resolve) => setImmediate(resolve));
    await ldap.directory.modify(
      personDn("bob"),
      new Change({
        operation: "replace",
        modification: new Attribute({ type: "mail", values: ["robert@example.org"] }),
      }),
    );
    await ldap.directory.add(`uid=zoe,${PEOPLE_DN}`, {
      objectClass: ["inetOrgPerson", "organizationalPerson", "person"],
      uid: "zoe",
      cn: "Zoe Zimmer",
      sn: "Zimmer",
      mail: "zoe@example.org",
      userPassword: "zoe-pass",
    });
    try {
      const changed = await post(`sync-changed/user-storage/${id}/sync?action=triggerChangedUsersSync`);
      assert.deepEqual([changed.added, changed.updated, changed.failed], [1, 1, 0]);
      const [bob] = await ldap.admin.users.find({ realm: "sync-changed", username: "bob", exact: true });
      assert.equal(bob.email, "robert@example.org");
    } finally {
      await ldap.directory.del(`uid=zoe,${PEOPLE_DN}`);
    }
  });

  it("unlinks the imported users, keeping them, and counts a later sync's clashes as failed", async () => {
    const id = await realmWithProvider("sync-unlink");
    await post(`sync-unlink/user-storage/${id}/sync?action=triggerFullSync`);
    assert.equal(
      (await adminCall(ldap.server.url, ldap.token, "POST", `sync-unlink/user-storage/${id}/unlink-users`)).status,
      204,
    );
    assert.equal(linkedUsers("sync-unlink", id).length, 0);
    const [carol] = await ldap.admin.users.find({ realm: "sync-unlink", username: "carol", exact: true });
    assert.equal(carol.federationLink, undefined);
    const again = await post(`sync-unlink/user-storage/${id}/sync?action=triggerFullSync`);
    assert.deepEqual([again.added, again.failed], [0, FIXTURE_PEOPLE.length]);
  });

  it("removes the imported users and only them", async () => {
    const id = await realmWithProvider("sync-remove");
    await ldap.admin.users.create({ realm: "sync-remove", username: "local-person", enabled: true });
    await post(`sync-remove/user-storage/${id}/sync?action=triggerFullSync`);
    const answer = await adminCall(
      ldap.server.url,
      ldap.token,
      "POST",
      `sync-remove/user-storage/${id}/remove-imported-users`,
    );
    assert.equal(answer.status, 204);
    const left = await ldap.admin.users.find({ realm: "sync-remove" });
    assert.deepEqual(
      left.map((u) => u.username),
      ["local-person"],
    );
  });

  it("syncs a provider with a changed-users period by itself", async () => {
    const id = await realmWithProvider("sync-periodic", { changedSyncPeriod: "1" });
    const deadline = Date.now() + 15_000;
    // the server's periodic sync runs within a second or two; poll for its result
    while (linkedUsers("sync-periodic", id).length < FIXTURE_PEOPLE.length && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(linkedUsers("sync-periodic", id).length, FIXTURE_PEOPLE.length);
    assert.ok(ldap.server.store.realm("sync-periodic")!.components.get(id)!.config!.lastSync);
  });

  it("imports the people a user search finds in the directory, a page of them at most", async () => {
    const realm = "search-import";
    await ldap.admin.realms.create({ realm, enabled: true });
    const id = await createLdapProvider(ldap.admin, realm, ldap.slapd);
    const found = await ldap.admin.users.find({ realm, search: "ali" });
    assert.deepEqual(
      found.map((u) => [u.username, u.federationLink]),
      [["alice", id]],
    );
    assert.deepEqual(
      (await ldap.admin.users.find({ realm, search: "*", max: 3 })).map((u) => u.username),
      ["alice", "bob", "carol"],
    );
    assert.equal(await ldap.admin.users.count({ realm }), 3);
  });

  it("answers an unknown action, an unknown provider and a disabled provider as Keycloak", async () => {
    const id = await realmWithProvider("sync-errors", { enabled: "false" });
    const unknown = await adminCall(
      ldap.server.url,
      ldap.token,
      "POST",
      `sync-errors/user-storage/${id}/sync?action=nothing`,
    );
    assert.deepEqual(unknown, { status: 400, json: { error: "Unknown action: nothing" } });
    const missing = await adminCall(
      ldap.server.url,
      ldap.token,
      "POST",
      "sync-errors/user-storage/nope/sync?action=triggerFullSync",
    );
    assert.equal(missing.status, 404);
    const ignored = await post(`sync-errors/user-storage/${id}/sync?action=triggerFullSync`);
    assert.equal(ignored.ignored, true);
    const gone = await createLdapProvider(ldap.admin, "sync-errors", {
      url: `ldap://127.0.0.1:${await freePortForTest()}`,
    });
    const unreachable = await adminCall(
      ldap.server.url,
      ldap.token,
      "POST",
      `sync-errors/user-storage/${gone}/sync?action=triggerFullSync`,
    );
    // Keycloak 26.7 logs a failed user sync and answers it with no counts
    assert.deepEqual(unreachable, {
      status: 200,
      json: {
        ignored: false,
        added: 0,
        updated: 0,
        removed: 0,
        failed: 0,
        status: "0 imported users, 0 updated users",
      },
    });
  });
});
