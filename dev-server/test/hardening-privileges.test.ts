// Privilege escalation: an admin may hand out (map, add as composite, add to default roles, reach through a group)
// only the admin roles they hold themselves, as Keycloak's RolePermissions.checkAdminRoles decides, and needs
// manage-users to map roles, manage-realm / manage-clients to add realm / client roles as composites.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { brief, realmAdmins, type RealmAdmins } from "./fixtures/realmAdmins.js";

describe("admin roles are handed out only by those who hold them", () => {
  let acme: AcmeServer;
  let realmManagement: string;
  const role = async (name: string, clientUuid = realmManagement) =>
    (await acme.admin.clients.findRole({ id: clientUuid, roleName: name }))!;
  const userId = async (username: string, realm = "acme") =>
    (await acme.admin.users.find({ realm, username, exact: true }))[0].id!;

  let adminUser: RealmAdmins["adminUser"];
  let tokenOf: RealmAdmins["tokenOf"];
  let send: RealmAdmins["send"];

  before(async () => {
    acme = await startAcmeServer();
    ({ adminUser, tokenOf, send } = realmAdmins(acme));
    [{ id: realmManagement }] = (await acme.admin.clients.find({ clientId: "realm-management" })) as { id: string }[];
  });
  after(() => acme.server.cleanup());

  describe("role mappings", () => {
    it("refuses a manage-users holder granting themselves realm-admin; their next token still cannot read clients", async () => {
      const self = await adminUser("usermgr", ["manage-users"]);
      const token = await tokenOf("usermgr");
      assert.equal((await send(token, "GET", "/clients")).status, 403);
      const grant = await send(token, "POST", `/users/${self}/role-mappings/clients/${realmManagement}`, [
        brief(await role("realm-admin")),
      ]);
      assert.equal(grant.status, 403);
      assert.equal((await send(await tokenOf("usermgr"), "GET", "/clients")).status, 403);
    });

    it("refuses view-clients to a manage-users holder but lets them map what they hold and the query roles", async () => {
      const token = await tokenOf("usermgr");
      const target = await userId("alice");
      const path = `/users/${target}/role-mappings/clients/${realmManagement}`;
      assert.equal((await send(token, "POST", path, [brief(await role("view-clients"))])).status, 403);
      assert.equal((await send(token, "POST", path, [brief(await role("manage-users"))])).status, 204);
      assert.equal((await send(token, "POST", path, [brief(await role("query-clients"))])).status, 204);
    });

    it("refuses a realm role that carries realm-admin as a composite", async () => {
      await acme.admin.roles.create({ name: "ops-lead" });
      const opsLead = (await acme.admin.roles.findOneByName({ name: "ops-lead" }))!;
      await acme.admin.roles.createComposite({ roleId: opsLead.id! }, [await role("realm-admin")]);
      const token = await tokenOf("usermgr");
      const grant = await send(token, "POST", `/users/${await userId("usermgr")}/role-mappings/realm`, [
        brief(opsLead),
      ]);
      assert.equal(grant.status, 403);
    });

    it("refuses removing an admin role the caller does not hold, as Keycloak does", async () => {
      const token = await tokenOf("usermgr");
      const layla = await userId("layla");
      const revoke = await send(token, "DELETE", `/users/${layla}/role-mappings/clients/${realmManagement}`, [
        brief(await role("realm-admin")),
      ]);
      assert.equal(revoke.status, 403);
    });

    it("refuses mapping realm-admin to a group", async () => {
      const token = await tokenOf("usermgr");
      const [support] = await acme.admin.groups.find({ search: "Support" });
      const grant = await send(token, "POST", `/groups/${support.id}/role-mappings/clients/${realmManagement}`, [
        brief(await role("realm-admin")),
      ]);
      assert.equal(grant.status, 403);
    });

    it("lists as available only the roles the caller may map", async () => {
      const token = await tokenOf("usermgr");
      const available = (await (
        await send(token, "GET", `/users/${await userId("bob")}/role-mappings/clients/${realmManagement}/available`)
      ).json()) as RoleRepresentation[];
      const names = available.map((r) => r.name);
      assert.ok(names.includes("query-clients"));
      assert.ok(!names.includes("realm-admin"));
      assert.ok(!names.includes("manage-realm"));
    });

    it("still lets realm-admin holders map realm-admin", async () => {
      const layla = await tokenOf("layla");
      const grant = await send(
        layla,
        "POST",
        `/users/${await userId("walter")}/role-mappings/clients/${realmManagement}`,
        [brief(await role("realm-admin"))],
      );
      assert.equal(grant.status, 204);
    });
  });

  describe("group membership", () => {
    let admins: string;
    before(async () => {
      ({ id: admins } = await acme.admin.groups.create({ name: "acme-admins" }));
      await acme.admin.groups.addClientRoleMappings({
        id: admins,
        clientUniqueId: realmManagement,
        roles: [brief(await role("realm-admin"))] as { id: string; name: string }[],
      });
    });

    it("refuses joining a group that carries admin roles the caller lacks, even through a parent group", async () => {
      const token = await tokenOf("usermgr");
      const self = await userId("usermgr");
      assert.equal((await send(token, "PUT", `/users/${self}/groups/${admins}`)).status, 403);
      const { id: child } = await acme.admin.groups.createChildGroup({ id: admins }, { name: "on-call" });
      assert.equal((await send(token, "PUT", `/users/${self}/groups/${child}`)).status, 403);
      assert.equal((await send(await tokenOf("usermgr"), "GET", "/clients")).status, 403);
      const [qa] = await acme.admin.groups.find({ search: "QA" });
      const plain = qa.subGroups?.find((g) => g.name === "QA") ?? qa;
      assert.equal((await send(token, "PUT", `/users/${self}/groups/${plain.id}`)).status, 204);
    });

    it("refuses creating a user in such a group", async () => {
      const token = await tokenOf("usermgr");
      const create = await send(token, "POST", "/users", {
        username: "sneaky",
        enabled: true,
        groups: ["/acme-admins"],
      });
      assert.equal(create.status, 403);
    });

    it("refuses moving a group with members under such a group", async () => {
      const token = await tokenOf("usermgr");
      const { id: mine } = await acme.admin.groups.create({ name: "usermgr-team" });
      assert.equal((await send(token, "PUT", `/users/${await userId("usermgr")}/groups/${mine}`)).status, 204);
      const move = await send(token, "POST", `/groups/${admins}/children`, { id: mine, name: "usermgr-team" });
      assert.equal(move.status, 403);
    });

    it("refuses making such a group a default group without holding its roles", async () => {
      await adminUser("realmmgr", ["manage-realm"]);
      const token = await tokenOf("realmmgr");
      assert.equal((await send(token, "PUT", `/default-groups/${admins}`)).status, 403);
    });
  });

  describe("composites and default roles", () => {
    it("refuses adding realm-admin as a composite, at creation or later, without holding it", async () => {
      const token = await tokenOf("realmmgr");
      const created = await send(token, "POST", "/roles", {
        name: "sneaky",
        composite: true,
        composites: { client: { "realm-management": ["realm-admin"] } },
      });
      assert.equal(created.status, 403);
      assert.equal((await send(token, "POST", "/roles", { name: "harmless" })).status, 201);
      const harmless = (await acme.admin.roles.findOneByName({ name: "harmless" }))!;
      const add = await send(token, "POST", `/roles-by-id/${harmless.id}/composites`, [
        brief(await role("realm-admin")),
      ]);
      assert.equal(add.status, 403);
      const employee = (await acme.admin.roles.findOneByName({ name: "employee" }))!;
      assert.equal((await send(token, "POST", `/roles/harmless/composites`, [brief(employee)])).status, 204);
    });

    it("needs manage-clients to add a client role as a composite", async () => {
      const token = await tokenOf("realmmgr");
      const add = await send(token, "POST", "/roles/harmless/composites", [brief(await role("query-users"))]);
      assert.equal(add.status, 403);
    });

    it("refuses adding realm-admin to the default roles without holding it", async () => {
      const token = await tokenOf("realmmgr");
      const add = await send(token, "POST", "/roles/default-roles-acme/composites", [brief(await role("realm-admin"))]);
      assert.equal(add.status, 403);
      const defaultRoles = (await acme.admin.roles.findOneByName({ name: "default-roles-acme" }))!;
      const defaults = await acme.admin.roles.getCompositeRoles({ id: defaultRoles.id! });
      assert.ok(!defaults.some((r) => r.name === "realm-admin"));
    });
  });

  describe("master", () => {
    it("refuses a master-realm manage-users holder granting themselves master's admin role", async () => {
      const self = await adminUser("mastermgr", ["manage-users"], "master", "master-realm");
      const token = await tokenOf("mastermgr", "master");
      const adminRole = await acme.admin.roles.findOneByName({ realm: "master", name: "admin" });
      const grant = await send(token, "POST", `/users/${self}/role-mappings/realm`, [brief(adminRole!)], "master");
      assert.equal(grant.status, 403);
      const [acmeRealm] = await acme.admin.clients.find({ realm: "master", clientId: "acme-realm" });
      const manageAcme = await acme.admin.clients.findRole({
        realm: "master",
        id: acmeRealm.id!,
        roleName: "manage-realm",
      });
      const reach = await send(
        token,
        "POST",
        `/users/${self}/role-mappings/clients/${acmeRealm.id}`,
        [brief(manageAcme!)],
        "master",
      );
      assert.equal(reach.status, 403);
    });
  });
});
