// The LDAP mappers that sync against a real OpenLDAP: the group mapper both ways, the role mapper from LDAP, a
// READ_ONLY group mapper's sync to LDAP ignored, the hardcoded role and group mappers on import.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { Client } from "ldapts";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import {
  ADMIN_DN,
  ADMIN_PASSWORD,
  FIXTURE_GROUPS,
  GROUPS_DN,
  personDn,
  startSlapd,
  type RunningSlapd,
} from "./helpers/slapd.js";
import { adminCall, createLdapProvider, LDAP_MAPPER } from "./helpers/ldapProvider.js";

interface SyncResult {
  added: number;
  updated: number;
  removed: number;
  failed: number;
  ignored: boolean;
  status: string;
}

describe("LDAP group, role and hardcoded mappers", () => {
  let server: TestServer;
  let slapd: RunningSlapd;
  let admin: KcAdminClient;
  let token: string;
  let directory: Client;
  before(async () => {
    [server, slapd] = await Promise.all([startTestServer(), startSlapd()]);
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    directory = new Client({ url: slapd.url });
    await directory.bind(ADMIN_DN, ADMIN_PASSWORD);
  });
  after(async () => {
    await directory.unbind();
    await server.cleanup();
    await slapd.stop();
  });

  async function realmWithProvider(realm: string, config: Record<string, string> = {}): Promise<string> {
    await admin.realms.create({ realm, enabled: true });
    return createLdapProvider(admin, realm, slapd, config);
  }

  const post = async (path: string) => {
    const answer = await adminCall(server.url, token, "POST", path);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    return answer.json as SyncResult;
  };

  it("syncs LDAP groups to Keycloak groups with their members, and Keycloak groups back to LDAP", async () => {
    const realm = "sync-groups";
    const id = await realmWithProvider(realm);
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const { id: mapperId } = await admin.components.create({
      realm,
      name: "groups",
      providerId: "group-ldap-mapper",
      providerType: LDAP_MAPPER,
      parentId: id,
      config: {
        "groups.dn": [GROUPS_DN],
        "group.name.ldap.attribute": ["cn"],
        "group.object.classes": ["groupOfNames"],
        "membership.ldap.attribute": ["member"],
        "membership.attribute.type": ["DN"],
        mode: ["LDAP_ONLY"],
        "groups.path": ["/"],
      },
    });
    const fromLdap = await post(`${realm}/user-storage/${id}/mappers/${mapperId}/sync?direction=fedToKeycloak`);
    assert.deepEqual([fromLdap.added, fromLdap.updated], [Object.keys(FIXTURE_GROUPS).length, 0]);
    const [engineering] = await admin.groups.find({ realm, search: "engineering", exact: true });
    const members = await admin.groups.listMembers({ realm, id: engineering.id! });
    assert.deepEqual(members.map((m) => m.username).sort(), FIXTURE_GROUPS.engineering);

    const support = await admin.groups.create({ realm, name: "support" });
    const [judy] = await admin.users.find({ realm, username: "judy", exact: true });
    await admin.users.addToGroup({ realm, id: judy.id!, groupId: support.id });
    const toLdap = await post(`${realm}/user-storage/${id}/mappers/${mapperId}/sync?direction=keycloakToFed`);
    assert.deepEqual([toLdap.added, toLdap.updated], [1, Object.keys(FIXTURE_GROUPS).length]);
    try {
      const { searchEntries } = await directory.search(`cn=support,${GROUPS_DN}`, { scope: "base" });
      assert.deepEqual(searchEntries[0].member, personDn("judy"));
      const kept = await directory.search(`cn=engineering,${GROUPS_DN}`, { scope: "base" });
      assert.equal((kept.searchEntries[0].member as string[]).length, FIXTURE_GROUPS.engineering.length);
    } finally {
      await directory.del(`cn=support,${GROUPS_DN}`);
    }
    const bad = await adminCall(
      server.url,
      token,
      "POST",
      `${realm}/user-storage/${id}/mappers/${mapperId}/sync?direction=up`,
    );
    assert.deepEqual(bad, { status: 400, json: { errorMessage: "Unknown direction: up" } });
  });

  it("ignores a READ_ONLY group mapper's sync to LDAP and maps LDAP groups to realm roles", async () => {
    const realm = "sync-roles";
    const id = await realmWithProvider(realm);
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const base = { providerType: LDAP_MAPPER, parentId: id, realm };
    const { id: groupMapper } = await admin.components.create({
      ...base,
      name: "groups",
      providerId: "group-ldap-mapper",
      config: { "groups.dn": [GROUPS_DN], mode: ["READ_ONLY"] },
    });
    const ignored = await post(`${realm}/user-storage/${id}/mappers/${groupMapper}/sync?direction=keycloakToFed`);
    assert.equal(ignored.ignored, true);
    const { id: roleMapper } = await admin.components.create({
      ...base,
      name: "roles",
      providerId: "role-ldap-mapper",
      config: { "roles.dn": [GROUPS_DN], "use.realm.roles.mapping": ["true"], mode: ["READ_ONLY"] },
    });
    const roles = await post(`${realm}/user-storage/${id}/mappers/${roleMapper}/sync?direction=fedToKeycloak`);
    assert.equal(roles.added, Object.keys(FIXTURE_GROUPS).length);
    const [dave] = await admin.users.find({ realm, username: "dave", exact: true });
    const mapped = await admin.users.listRealmRoleMappings({ realm, id: dave.id! });
    assert.ok(mapped.some((r) => r.name === "sales"));
  });
  it("gives imported users the hardcoded role and group, and deletes them with their provider", async () => {
    const realm = "sync-hardcoded";
    await admin.realms.create({ realm, enabled: true });
    await admin.roles.create({ realm, name: "directory-user" });
    await admin.groups.create({ realm, name: "staff" });
    const id = await createLdapProvider(admin, realm, slapd);
    const base = { realm, providerType: LDAP_MAPPER, parentId: id };
    await admin.components.create({
      ...base,
      name: "role",
      providerId: "hardcoded-ldap-role-mapper",
      config: { role: ["directory-user"] },
    });
    await admin.components.create({
      ...base,
      name: "group",
      providerId: "hardcoded-ldap-group-mapper",
      config: { group: ["/staff"] },
    });
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const [judy] = await admin.users.find({ realm, username: "judy", exact: true });
    const roles = await admin.users.listRealmRoleMappings({ realm, id: judy.id! });
    assert.ok(roles.some((r) => r.name === "directory-user"));
    assert.deepEqual(
      (await admin.users.listGroups({ realm, id: judy.id! })).map((g) => g.name),
      ["staff"],
    );
    await admin.components.del({ realm, id });
    assert.equal(await admin.users.count({ realm }), 0);
    assert.deepEqual(await admin.components.find({ realm, parent: id }), []);
  });
});
