// The realm settings' security defenses and events tabs against the server: what they save round-trips and takes
// effect (brute force lockouts, saved login events), and the clear endpoints and the events permissions hold.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "sec";
let server: TestServer;
let admin: KcAdminClient;

async function createUser(username: string): Promise<string> {
  const { id } = await admin.users.create({
    realm: REALM,
    username,
    enabled: true,
    // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
    email: `${username}@example.org`,
    firstName: username,
    lastName: "Tester",
    credentials: [{ type: "password", value: username, temporary: false }],
  });
  return id;
}

before(async () => {
  server = await startTestServer();
  admin = await adminClient(server.url);
  await admin.realms.create({ realm: REALM, enabled: true });
});
after(() => server.cleanup());

describe("security defenses", () => {
  it("keeps changed browser security headers", async () => {
    const realm = (await admin.realms.findOne({ realm: REALM }))!;
    await admin.realms.update(
      { realm: REALM },
      { ...realm, browserSecurityHeaders: { ...realm.browserSecurityHeaders, xFrameOptions: "DENY" } },
    );
    const saved = (await admin.realms.findOne({ realm: REALM }))!;
    assert.equal(saved.browserSecurityHeaders?.xFrameOptions, "DENY");
    assert.equal(saved.browserSecurityHeaders?.xContentTypeOptions, "nosniff");
  });

  it("locks a user out temporarily after the saved number of failures", async () => {
    const realm = (await admin.realms.findOne({ realm: REALM }))!;
    await admin.realms.update(
      { realm: REALM },
      { ...realm, bruteForceProtected: true, permanentLockout: false, maxTemporaryLockouts: 0, failureFactor: 2 },
    );
    const saved = (await admin.realms.findOne({ realm: REALM }))!;
    assert.deepEqual(
      [saved.bruteForceProtected, saved.permanentLockout, saved.maxTemporaryLockouts, saved.failureFactor],
      [true, false, 0, 2],
    );
    const id = await createUser("tina");
    // Keycloak 26.7 answers wrong credentials on the password grant with 400 invalid_grant
    assert.equal((await passwordGrant(server.url, REALM, "tina", "wrong")).status, 400);
    assert.equal((await passwordGrant(server.url, REALM, "tina", "wrong")).status, 400);
    const status = await admin.attackDetection.findOne({ realm: REALM, id });
    assert.equal(status?.disabled, true);
    assert.equal((await passwordGrant(server.url, REALM, "tina", "tina")).status, 400);
    const user = await admin.users.findOne({ realm: REALM, id });
    assert.equal(user?.enabled, true, "a temporary lockout leaves the user enabled");
  });

  it("disables a user under permanent lockout", async () => {
    const realm = (await admin.realms.findOne({ realm: REALM }))!;
    await admin.realms.update({ realm: REALM }, { ...realm, permanentLockout: true, failureFactor: 2 });
    const id = await createUser("pete");
    await passwordGrant(server.url, REALM, "pete", "wrong");
    await passwordGrant(server.url, REALM, "pete", "wrong");
    assert.equal((await admin.users.findOne({ realm: REALM, id }))?.enabled, false);
  });
});

describe("events", () => {
  it("offers the server's event types and listeners", async () => {
    const info = await admin.serverInfo.find();
    assert.ok(info.enums?.eventType?.includes("LOGIN"));
    assert.ok(info.enums?.eventType?.includes("UPDATE_PASSWORD"));
    assert.ok(Object.keys(info.providers?.eventsListener?.providers ?? {}).includes("jboss-logging"));
  });

  it("keeps the events config and saves only the chosen types", async () => {
    await admin.realms.updateConfigEvents(
      { realm: REALM },
      {
        eventsEnabled: true,
        eventsExpiration: 3600,
        enabledEventTypes: ["LOGIN"],
        eventsListeners: ["jboss-logging", "email"],
        adminEventsEnabled: true,
        adminEventsDetailsEnabled: true,
      },
    );
    const config = await admin.realms.getConfigEvents({ realm: REALM });
    assert.deepEqual(config, {
      eventsEnabled: true,
      eventsExpiration: 3600,
      enabledEventTypes: ["LOGIN"],
      eventsListeners: ["jboss-logging", "email"],
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
    });

    await createUser("lena");
    assert.equal((await passwordGrant(server.url, REALM, "lena", "lena")).status, 200);
    assert.equal((await passwordGrant(server.url, REALM, "lena", "wrong")).status, 400);
    const events = await admin.realms.findEvents({ realm: REALM });
    assert.deepEqual(
      events.map((event) => event.type),
      ["LOGIN"],
      "LOGIN_ERROR is not among the chosen types",
    );
  });

  it("clears the user events and the admin events", async () => {
    assert.ok((await admin.realms.findAdminEvents({ realm: REALM })).length > 0);
    await admin.realms.clearEvents({ realm: REALM });
    assert.deepEqual(await admin.realms.findEvents({ realm: REALM }), []);
    await admin.realms.clearAdminEvents({ realm: REALM });
    assert.deepEqual(await admin.realms.findAdminEvents({ realm: REALM }), []);
  });

  it("lets only events managers change the config or clear events", async () => {
    await createUser("viewer");
    const viewer = await adminClient(server.url, "viewer", "viewer", REALM);
    const realmManagement = (await admin.clients.find({ realm: REALM, clientId: "realm-management" }))[0];
    const role = await admin.clients.findRole({ realm: REALM, id: realmManagement.id!, roleName: "view-events" });
    const [user] = await admin.users.find({ realm: REALM, username: "viewer", exact: true });
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: user.id!,
      clientUniqueId: realmManagement.id!,
      roles: [{ id: role!.id!, name: role!.name! }],
    });
    await viewer.auth({ grantType: "password", clientId: "admin-cli", username: "viewer", password: "viewer" });
    assert.equal((await viewer.realms.getConfigEvents({ realm: REALM })).eventsEnabled, true);
    await assert.rejects(viewer.realms.updateConfigEvents({ realm: REALM }, { eventsEnabled: false }), /403|Forbidden/);
    await assert.rejects(viewer.realms.clearEvents({ realm: REALM }), /403|Forbidden/);
  });
});
