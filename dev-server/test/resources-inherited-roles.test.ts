// Effective role mappings count what is inherited, as Keycloak's do: a user's through their groups and those groups'
// parents, a group's through its parents. Available mappings leave out only the roles held directly.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("inherited role mappings", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let userId: string;
  let childId: string;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "inherit", enabled: true });
    admin.setConfig({ realmName: "inherit" });
    for (const name of ["parent-role", "child-role", "own-role"]) await admin.roles.create({ name });
    const role = async (name: string) => {
      const r = (await admin.roles.findOneByName({ name }))!;
      return [{ id: r.id!, name: r.name! }];
    };
    const { id: parentId } = await admin.groups.create({ name: "parent" });
    ({ id: childId } = await admin.groups.createChildGroup({ id: parentId }, { name: "child" }));
    await admin.groups.addRealmRoleMappings({ id: parentId, roles: await role("parent-role") });
    await admin.groups.addRealmRoleMappings({ id: childId, roles: await role("child-role") });
    ({ id: userId } = await admin.users.create({ username: "member", enabled: true }));
    await admin.users.addToGroup({ id: userId, groupId: childId });
    await admin.users.addRealmRoleMappings({ id: userId, roles: await role("own-role") });
  });
  after(() => server.cleanup());

  const names = (roles: { name?: string }[]) =>
    roles
      .map((r) => r.name!)
      .filter((n) => n.endsWith("-role"))
      .sort();

  it("a user's composite realm roles include their groups' and the groups' parents' roles", async () => {
    assert.deepEqual(names(await admin.users.listCompositeRealmRoleMappings({ id: userId })), [
      "child-role",
      "own-role",
      "parent-role",
    ]);
    assert.deepEqual(names(await admin.users.listRealmRoleMappings({ id: userId })), ["own-role"]);
  });

  it("roles a user holds through a group are still offered, as only direct mappings are left out", async () => {
    assert.deepEqual(names(await admin.users.listAvailableRealmRoleMappings({ id: userId })), [
      "child-role",
      "parent-role",
    ]);
  });

  it("a group's composite realm roles include its parent's", async () => {
    assert.deepEqual(names(await admin.groups.listCompositeRealmRoleMappings({ id: childId })), [
      "child-role",
      "parent-role",
    ]);
  });
});
