// The LDAP mappers that sync against a real OpenLDAP: the group mapper both ways, the role mapper from LDAP, a
// READ_ONLY group mapper's sync to LDAP ignored, the hardcoded role and group mappers on import.
import { describe, it } from "node:test";
import assert from "node:assert/strict";

import { FIXTURE_GROUPS, GROUPS_DN, personDn } from "./helpers/slapd.js";
import { adminCall, createLdapProvider, LDAP_MAPPER } from "./helpers/ldapProvider.js";
import { ldapTestBed } from "./helpers/ldapTestBed.js";

describe("LDAP group, role and hardcoded mappers", () => {
  const ldap = ldapTestBed();
  const { realmWithProvider, post } = ldap;

  it("syncs LDAP groups to Keycloak groups with their members, and Keycloak groups back to LDAP", async () => {
    const realm = "sync-groups";
    const id = await realmWithProvider(realm);
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const { id: mapperId } = await ldap.admin.components.create({
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
    const [engineering] = await ldap.admin.groups.find({ realm, search: "engineering", exact: true });
    const members = await ldap.admin.groups.listMembers({ realm, id: engineering.id! });
    assert.deepEqual(members.map((m) => m.username).sort(), FIXTURE_GROUPS.engineering);

    const support = await ldap.admin.groups.create({ realm, name: "support" });
    const [judy] = await ldap.admin.users.find({ realm, username: "judy", exact: true });
    await ldap.admin.users.addToGroup({ realm, id: judy.id!, groupId: support.id });
    const toLdap = await post(`${realm}/user-storage/${id}/mappers/${mapperId}/sync?direction=keycloakToFed`);
    assert.deepEqual([toLdap.added, toLdap.updated], [1, Object.keys(FIXTURE_GROUPS).length]);
    try {
      const { searchEntries } = await ldap.directory.search(`cn=support,${GROUPS_DN}`, { scope: "base" });
      assert.deepEqual(searchEntries[0].member, personDn("judy"));
      const kept = await ldap.directory.search(`cn=engineering,${GROUPS_DN}`, { scope: "base" });
      assert.equal((kept.searchEntries[0].member as string[]).length, FIXTURE_GROUPS.engineering.length);
    } finally {
      await ldap.directory.del(`cn=support,${GROUPS_DN}`);
    }
    const bad = await adminCall(
      ldap.server.url,
      ldap.token,
      "POST",
      `${realm}/user-storage/${id}/mappers/${mapperId}/sync?direction=up`,
    );
    assert.deepEqual(bad, { status: 400, json: { error: "Unknown direction: up" } });
  });

  it("skips a READ_ONLY group mapper's sync to LDAP and maps LDAP groups to realm roles", async () => {
    const realm = "sync-roles";
    const id = await realmWithProvider(realm);
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const base = { providerType: LDAP_MAPPER, parentId: id, realm };
    const { id: groupMapper } = await ldap.admin.components.create({
      ...base,
      name: "groups",
      providerId: "group-ldap-mapper",
      config: { "groups.dn": [GROUPS_DN], mode: ["READ_ONLY"] },
    });
    // Keycloak answers a skipped mapper sync with zero counts, not as ignored
    const skipped = await post(`${realm}/user-storage/${id}/mappers/${groupMapper}/sync?direction=keycloakToFed`);
    assert.deepEqual(skipped, {
      ignored: false,
      added: 0,
      updated: 0,
      removed: 0,
      failed: 0,
      status: "0 groups imported to LDAP, 0 groups updated to LDAP, 0 groups removed from LDAP",
    });
    const { id: roleMapper } = await ldap.admin.components.create({
      ...base,
      name: "roles",
      providerId: "role-ldap-mapper",
      config: { "roles.dn": [GROUPS_DN], "use.realm.roles.mapping": ["true"], mode: ["READ_ONLY"] },
    });
    const roles = await post(`${realm}/user-storage/${id}/mappers/${roleMapper}/sync?direction=fedToKeycloak`);
    assert.equal(roles.added, Object.keys(FIXTURE_GROUPS).length);
    const [dave] = await ldap.admin.users.find({ realm, username: "dave", exact: true });
    const mapped = await ldap.admin.users.listRealmRoleMappings({ realm, id: dave.id! });
    assert.ok(mapped.some((r) => r.name === "sales"));
  });
  it("gives imported users the hardcoded role and group, and deletes them with their provider", async () => {
    const realm = "sync-hardcoded";
    await ldap.admin.realms.create({ realm, enabled: true });
    await ldap.admin.roles.create({ realm, name: "directory-user" });
    await ldap.admin.groups.create({ realm, name: "staff" });
    const id = await createLdapProvider(ldap.admin, realm, ldap.slapd);
    const base = { realm, providerType: LDAP_MAPPER, parentId: id };
    await ldap.admin.components.create({
      ...base,
      name: "role",
      providerId: "hardcoded-ldap-role-mapper",
      config: { role: ["directory-user"] },
    });
    await ldap.admin.components.create({
      ...base,
      name: "group",
      providerId: "hardcoded-ldap-group-mapper",
      config: { group: ["/staff"] },
    });
    await post(`${realm}/user-storage/${id}/sync?action=triggerFullSync`);
    const [judy] = await ldap.admin.users.find({ realm, username: "judy", exact: true });
    const roles = await ldap.admin.users.listRealmRoleMappings({ realm, id: judy.id! });
    assert.ok(roles.some((r) => r.name === "directory-user"));
    assert.deepEqual(
      (await ldap.admin.users.listGroups({ realm, id: judy.id! })).map((g) => g.name),
      ["staff"],
    );
    await ldap.admin.components.del({ realm, id });
    assert.equal(await ldap.admin.users.count({ realm }), 0);
    assert.deepEqual(await ldap.admin.components.find({ realm, parent: id }), []);
  });
});
