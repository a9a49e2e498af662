// Signing in and writing back with a real OpenLDAP: a federated user's direct grant is checked by a bind as their DN,
// a person not imported yet is imported on first login, and the edit modes decide where an admin's password reset
// and name change go (WRITABLE: the directory, READ_ONLY: refused, UNSYNCED: Keycloak only).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { Client, InvalidCredentialsError } from "ldapts";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";
import { ADMIN_DN, ADMIN_PASSWORD, personDn, startSlapd, type RunningSlapd } from "./helpers/slapd.js";
import { adminCall, createLdapProvider } from "./helpers/ldapProvider.js";
import { openLoginForm } from "./helpers/loginForm.js";

describe("LDAP login and edit modes", () => {
  let server: TestServer;
  let slapd: RunningSlapd;
  let admin: KcAdminClient;
  let token: string;
  before(async () => {
    [server, slapd] = await Promise.all([startTestServer(), startSlapd()]);
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
  });
  after(async () => {
    await server.cleanup();
    await slapd.stop();
  });

  async function syncedRealm(realm: string, config: Record<string, string> = {}): Promise<string> {
    await admin.realms.create({ realm, enabled: true });
    const id = await createLdapProvider(admin, realm, slapd, config);
    const sync = await adminCall(server.url, token, "POST", `${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    assert.equal(sync.status, 200);
    return id;
  }

  /** whether the directory accepts this password for the person */
  async function binds(uid: string, password: string): Promise<boolean> {
    const client = new Client({ url: slapd.url });
    try {
      await client.bind(personDn(uid), password);
      return true;
    } catch (error) {
      if (error instanceof InvalidCredentialsError) return false;
      throw error;
    } finally {
      await client.unbind();
    }
  }

  const userId = async (realm: string, username: string) =>
    (await admin.users.find({ realm, username, exact: true }))[0]?.id;

  const resetPassword = async (realm: string, username: string, value: string) =>
    adminCall(server.url, token, "PUT", `${realm}/users/${await userId(realm, username)}/reset-password`, {
      type: "password",
      value,
      temporary: false,
    });

  it("signs an imported user in with the directory password and refuses a wrong or empty one", async () => {
    await syncedRealm("login-synced");
    assert.equal((await passwordGrant(server.url, "login-synced", "alice", "alice-pass")).status, 200);
    // Keycloak 26.7 answers wrong credentials on the password grant with 400 (checked against it)
    assert.equal((await passwordGrant(server.url, "login-synced", "alice", "wrong")).status, 400);
    assert.equal((await passwordGrant(server.url, "login-synced", "alice", "")).status, 400);
  });

  it("signs a federated user in on the login page with the directory password", async () => {
    await syncedRealm("login-page");
    const wrong = await (await openLoginForm(server.url, "login-page")).submit("bob", "wrong");
    assert.equal(wrong.status, 200);
    assert.match(await wrong.text(), /Invalid username or password\./);
    const right = await (await openLoginForm(server.url, "login-page")).submit("bob", "bob-pass");
    assert.equal(right.status, 303);
  });

  it("imports a person on first login", async () => {
    await admin.realms.create({ realm: "login-first", enabled: true });
    const id = await createLdapProvider(admin, "login-first", slapd);
    assert.equal(await userId("login-first", "erin"), undefined);
    assert.equal((await passwordGrant(server.url, "login-first", "erin", "erin-pass")).status, 200);
    const [erin] = await admin.users.find({ realm: "login-first", username: "erin", exact: true });
    assert.equal(erin.federationLink, id);
    assert.equal((await passwordGrant(server.url, "login-first", "nobody", "x")).status, 400);
  });

  it("writes a WRITABLE provider's password reset and name change to the directory", async () => {
    const realm = "login-writable";
    await syncedRealm(realm, { editMode: "WRITABLE" });
    assert.equal((await resetPassword(realm, "frank", "frank-new-1")).status, 204);
    assert.equal(await binds("frank", "frank-new-1"), true);
    assert.equal(await binds("frank", "frank-pass"), false);
    assert.equal((await passwordGrant(server.url, realm, "frank", "frank-new-1")).status, 200);

    const id = (await userId(realm, "frank"))!;
    const frank = (await admin.users.findOne({ realm, id }))!;
    await admin.users.update({ realm, id }, { ...frank, lastName: "Fischer", email: "franky@example.org" });
    const directory = new Client({ url: slapd.url });
    await directory.bind(ADMIN_DN, ADMIN_PASSWORD);
    const { searchEntries } = await directory.search(personDn("frank"), { scope: "base", attributes: ["sn", "mail"] });
    await directory.unbind();
    assert.deepEqual([searchEntries[0].sn, searchEntries[0].mail], ["Fischer", "franky@example.org"]);
  });

  it("adds a user created in Keycloak to a WRITABLE directory that syncs registrations, password included", async () => {
    const realm = "login-register";
    const id = await syncedRealm(realm, { editMode: "WRITABLE", syncRegistrations: "true" });
    await admin.users.create({
      realm,
      username: "newbie",
      firstName: "New",
      lastName: "Comer",
      email: "newbie@example.org",
      enabled: true,
      credentials: [{ type: "password", value: "newbie-pass-1", temporary: false }],
    });
    const directory = new Client({ url: slapd.url });
    await directory.bind(ADMIN_DN, ADMIN_PASSWORD);
    try {
      const { searchEntries } = await directory.search(personDn("newbie"), {
        scope: "base",
        attributes: ["sn", "mail"],
      });
      assert.deepEqual([searchEntries[0].sn, searchEntries[0].mail], ["Comer", "newbie@example.org"]);
      assert.equal(await binds("newbie", "newbie-pass-1"), true);
      const [newbie] = await admin.users.find({ realm, username: "newbie", exact: true });
      assert.equal(newbie.federationLink, id);
      assert.equal((await passwordGrant(server.url, realm, "newbie", "newbie-pass-1")).status, 200);
    } finally {
      await directory.del(personDn("newbie"));
      await directory.unbind();
    }
  });

  it("uses the password modify extended operation when the provider asks for it", async () => {
    const realm = "login-exop";
    await syncedRealm(realm, { editMode: "WRITABLE", usePasswordModifyExtendedOp: "true" });
    assert.equal((await resetPassword(realm, "grace", "grace-new-1")).status, 204);
    assert.equal(await binds("grace", "grace-new-1"), true);
  });

  it("refuses a READ_ONLY provider's password reset and field change with Keycloak's errors", async () => {
    const realm = "login-readonly";
    await syncedRealm(realm);
    assert.deepEqual(await resetPassword(realm, "heidi", "heidi-new-1"), {
      status: 400,
      json: { error: "Can't reset password as account is read only" },
    });
    assert.equal(await binds("heidi", "heidi-pass"), true);
    const id = (await userId(realm, "heidi"))!;
    const heidi = (await admin.users.findOne({ realm, id, userProfileMetadata: true }))!;
    const lastName = heidi.userProfileMetadata?.attributes?.find((a) => a.name === "lastName");
    assert.equal(lastName?.readOnly, true);
    const answer = await adminCall(server.url, token, "PUT", `${realm}/users/${id}`, { ...heidi, lastName: "Other" });
    assert.equal(answer.status, 400);
    assert.equal((answer.json as { field: string }).field, "lastName");
  });

  it("keeps an UNSYNCED provider's password reset and name change in Keycloak", async () => {
    const realm = "login-unsynced";
    await syncedRealm(realm, { editMode: "UNSYNCED" });
    assert.equal((await resetPassword(realm, "ivan", "ivan-local-1")).status, 204);
    assert.equal(await binds("ivan", "ivan-pass"), true);
    assert.equal(await binds("ivan", "ivan-local-1"), false);
    assert.equal((await passwordGrant(server.url, realm, "ivan", "ivan-local-1")).status, 200);
    const id = (await userId(realm, "ivan"))!;
    const ivan = (await admin.users.findOne({ realm, id }))!;
    await admin.users.update({ realm, id }, { ...ivan, lastName: "Ivanov" });
    assert.equal((await admin.users.findOne({ realm, id }))!.lastName, "Ivanov");
    const directory = new Client({ url: slapd.url });
    await directory.bind(ADMIN_DN, ADMIN_PASSWORD);
    const { searchEntries } = await directory.search(personDn("ivan"), { scope: "base", attributes: ["sn"] });
    await directory.unbind();
    assert.equal(searchEntries[0].sn, "Irving");
  });
});
