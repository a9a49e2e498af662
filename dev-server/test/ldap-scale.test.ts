// The scale figure: a full sync of a 10,000-person directory (paged in batches of 1,000) finishes in under 60 s on
// the 2-core machine, and the users list stays server-paged afterwards.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { FIXTURE_PEOPLE, startSlapd, type RunningSlapd } from "./helpers/slapd.js";
import { adminCall, createLdapProvider } from "./helpers/ldapProvider.js";

const GENERATED = 10_000;
const REALM = "ldap-scale";

describe("LDAP sync at scale", () => {
  let server: TestServer;
  let slapd: RunningSlapd;
  let admin: KcAdminClient;
  before(async () => {
    [server, slapd] = await Promise.all([startTestServer(), startSlapd({ extraPeople: GENERATED })]);
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: REALM, enabled: true });
  });
  after(async () => {
    await server.cleanup();
    await slapd.stop();
  });

  it("syncs 10,000 people in under 60 s and pages the users list", async () => {
    const id = await createLdapProvider(admin, REALM, slapd, { batchSizeForSync: "1000" });
    const token = (await admin.getAccessToken())!;
    const started = Date.now();
    const sync = await adminCall(server.url, token, "POST", `${REALM}/user-storage/${id}/sync?action=triggerFullSync`);
    const took = Date.now() - started;
    console.log(`full sync of ${GENERATED + FIXTURE_PEOPLE.length} LDAP users: ${took} ms`);
    assert.equal(sync.status, 200);
    assert.equal((sync.json as { added: number }).added, GENERATED + FIXTURE_PEOPLE.length);
    assert.ok(took < 60_000, `took ${took} ms`);
    assert.equal(await admin.users.count({ realm: REALM }), GENERATED + FIXTURE_PEOPLE.length);
    const page = await admin.users.find({ realm: REALM, first: 5000, max: 20 });
    assert.equal(page.length, 20);
    assert.ok(page.every((u) => u.federationLink === id));
  });
});
