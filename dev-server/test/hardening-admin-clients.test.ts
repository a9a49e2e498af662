// The admin roles are known by their client, not their names: the realm's admin client (realm-management, and in
// master each "<realm>-realm" client) and its roles are read-only through the admin API, for every admin, as in
// Keycloak 26.7 (ClientPermissions.isInternal): a rename, a changed composite or a deleted role would otherwise let a
// manage-clients admin hand themselves every admin role, or lock every realm admin out.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { brief, realmAdmins, type RealmAdmins } from "./fixtures/realmAdmins.js";

describe("the admin clients and their roles", () => {
  let acme: AcmeServer;
  let admins: RealmAdmins;
  let realmManagement: string;
  let clientsAdmin: string;
  let realmAdmin: string;
  let masterAdmin: string;
  const role = async (name: string) => (await acme.admin.clients.findRole({ id: realmManagement, roleName: name }))!;

  before(async () => {
    acme = await startAcmeServer();
    admins = realmAdmins(acme);
    [{ id: realmManagement }] = (await acme.admin.clients.find({ clientId: "realm-management" })) as { id: string }[];
    await admins.adminUser("clientsmgr", ["manage-clients"]);
    await admins.adminUser("localadmin", ["realm-admin"]);
    clientsAdmin = await admins.tokenOf("clientsmgr");
    realmAdmin = await admins.tokenOf("localadmin");
    masterAdmin = (await acme.admin.getAccessToken())!;
  });
  after(() => acme.server.cleanup());

  it("refuses renaming an admin role by id or by name, even to the realm admin (Keycloak answers 403 too)", async () => {
    const manageUsers = await role("manage-users");
    for (const token of [clientsAdmin, realmAdmin, masterAdmin]) {
      const byId = await admins.send(token, "PUT", `/roles-by-id/${manageUsers.id}`, { name: "renamed" });
      assert.equal(byId.status, 403);
      const byName = await admins.send(token, "PUT", `/clients/${realmManagement}/roles/manage-users`, {
        name: "renamed",
      });
      assert.equal(byName.status, 403);
    }
    assert.equal((await role("manage-users")).name, "manage-users");
  });

  it("refuses changing an admin role's composites or deleting it (Keycloak answers 403 too)", async () => {
    const [manageClients, manageUsers, realmAdminRole] = await Promise.all(
      ["manage-clients", "manage-users", "realm-admin"].map(role),
    );
    for (const token of [clientsAdmin, realmAdmin, masterAdmin]) {
      const add = await admins.send(token, "POST", `/roles-by-id/${manageClients.id}/composites`, [brief(manageUsers)]);
      assert.equal(add.status, 403);
      const strip = await admins.send(token, "DELETE", `/roles-by-id/${realmAdminRole.id}/composites`, [
        brief(manageUsers),
      ]);
      assert.equal(strip.status, 403);
      assert.equal((await admins.send(token, "DELETE", `/roles-by-id/${manageUsers.id}`)).status, 403);
      const created = await admins.send(token, "POST", `/clients/${realmManagement}/roles`, { name: "extra" });
      assert.equal(created.status, 403);
    }
    const composites = await acme.admin.roles.getCompositeRoles({ id: realmAdminRole.id! });
    assert.ok(composites.some((r) => r.name === "manage-users"));
    const clientComposites = await acme.admin.roles.getCompositeRoles({ id: manageClients.id! });
    assert.ok(!clientComposites.some((r) => r.name === "manage-users"));
  });

  it("refuses changing or deleting the admin client itself, while anyone who may view clients reads it", async () => {
    for (const token of [clientsAdmin, realmAdmin, masterAdmin]) {
      assert.equal((await admins.send(token, "PUT", `/clients/${realmManagement}`, { description: "x" })).status, 403);
      assert.equal((await admins.send(token, "DELETE", `/clients/${realmManagement}`)).status, 403);
      const mapper = await admins.send(token, "POST", `/clients/${realmManagement}/protocol-mappers/models`, {
        name: "m",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "x", "claim.value": "y" },
      });
      assert.equal(mapper.status, 403);
      const scope = await admins.send(token, "POST", `/clients/${realmManagement}/scope-mappings/realm`, []);
      assert.equal(scope.status, 403);
      assert.equal((await admins.send(token, "POST", `/clients/${realmManagement}/client-secret`)).status, 403);
      assert.equal((await admins.send(token, "GET", `/clients/${realmManagement}`)).status, 200);
      assert.equal((await admins.send(token, "GET", `/clients/${realmManagement}/roles`)).status, 200);
    }
  });

  it("refuses the same to master's admin client of a realm", async () => {
    const [acmeRealm] = await acme.admin.clients.find({ realm: "master", clientId: "acme-realm" });
    const manageUsers = await acme.admin.clients.findRole({
      realm: "master",
      id: acmeRealm.id!,
      roleName: "manage-users",
    });
    const rename = await admins.send(masterAdmin, "PUT", `/roles-by-id/${manageUsers!.id}`, { name: "x" }, "master");
    assert.equal(rename.status, 403);
    const remove = await admins.send(masterAdmin, "DELETE", `/clients/${acmeRealm.id}`, undefined, "master");
    assert.equal(remove.status, 403);
  });

  it("still lets manage-clients change other clients' roles", async () => {
    const [portal] = await acme.admin.clients.find({ clientId: "acme-portal" });
    const created = await admins.send(clientsAdmin, "POST", `/clients/${portal.id}/roles`, { name: "auditor" });
    assert.equal(created.status, 201);
    const renamed = await admins.send(clientsAdmin, "PUT", `/clients/${portal.id}/roles/auditor`, { name: "reviewer" });
    assert.equal(renamed.status, 204);
  });
});

describe("an admin role renamed behind the API", () => {
  let acme: AcmeServer;
  let admins: RealmAdmins;
  before(async () => {
    acme = await startAcmeServer();
    admins = realmAdmins(acme);
  });
  after(() => acme.server.cleanup());

  it("is still an admin role to the grant check: it is known by its client, not its name", async () => {
    const [realmManagement] = await acme.admin.clients.find({ clientId: "realm-management" });
    const manageRealm = (await acme.admin.clients.findRole({ id: realmManagement.id!, roleName: "manage-realm" }))!;
    const realm = acme.server.store.realm("acme")!;
    realm.roles.get(manageRealm.id!)!.name = "helpdesk-tools";
    const self = await admins.adminUser("usermgr", ["manage-users"]);
    const token = await admins.tokenOf("usermgr");
    const grant = await admins.send(token, "POST", `/users/${self}/role-mappings/clients/${realmManagement.id}`, [
      { id: manageRealm.id, name: "helpdesk-tools" },
    ]);
    assert.equal(grant.status, 403);
  });
});
