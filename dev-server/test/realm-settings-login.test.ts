// Realm settings' login, themes and user registration tabs: the realm's login switches and themes round-trip, and
// the default groups and default roles apply to new users, with Keycloak's permission checks.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmViewerToken } from "./helpers/realmViewer.js";

describe("realm settings: login, themes, user registration", () => {
  let acme: AcmeServer;
  let viewerToken: string;
  const send = (token: string, method: string, path: string) =>
    fetch(`${acme.server.url}/admin/realms/acme${path}`, { method, headers: { authorization: `Bearer ${token}` } });

  before(async () => {
    acme = await startAcmeServer();
    viewerToken = await realmViewerToken(acme.admin, acme.server.url, "acme");
  });
  after(() => acme.server.cleanup());

  it("keeps the login switches and themes a PUT of the whole realm sets", async () => {
    const realm = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    const changes = {
      registrationAllowed: true,
      resetPasswordAllowed: true,
      rememberMe: true,
      registrationEmailAsUsername: true,
      loginWithEmailAllowed: false,
      duplicateEmailsAllowed: false,
      verifyEmail: true,
      editUsernameAllowed: true,
      loginTheme: "keycloak.v2",
      accountTheme: "keycloak.v3",
      adminTheme: "keycloak.v2",
      emailTheme: "keycloak",
    };
    await acme.admin.realms.update({ realm: "acme" }, { ...realm, ...changes });
    const saved = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    for (const [field, value] of Object.entries(changes)) {
      assert.equal(saved[field as keyof typeof saved], value, field);
    }
    assert.equal(saved.accessTokenLifespan, realm.accessTokenLifespan);

    await acme.admin.realms.update({ realm: "acme" }, { ...saved, loginTheme: "" });
    assert.equal((await acme.admin.realms.findOne({ realm: "acme" }))!.loginTheme, "");
  });

  it("refuses the login switches to an admin who may only view the realm", async () => {
    const response = await fetch(`${acme.server.url}/admin/realms/acme`, {
      method: "PUT",
      headers: { authorization: `Bearer ${viewerToken}`, "content-type": "application/json" },
      body: JSON.stringify({ realm: "acme", registrationAllowed: false }),
    });
    assert.equal(response.status, 403);
    assert.equal((await acme.admin.realms.findOne({ realm: "acme" }))!.registrationAllowed, true);
  });

  it("adds a default group that new users join, lists it with its path and removes it", async () => {
    const { id: parent } = await acme.admin.groups.create({ name: "newcomers" });
    const { id: child } = await acme.admin.groups.createChildGroup({ id: parent }, { name: "2026" });
    await acme.admin.realms.addDefaultGroup({ realm: "acme", id: child });
    await acme.admin.realms.addDefaultGroup({ realm: "acme", id: child });

    const listed = await acme.admin.realms.getDefaultGroups({ realm: "acme" });
    assert.deepEqual(
      listed.filter((group) => group.id === child).map((group) => group.path),
      ["/newcomers/2026"],
    );
    // the first test made email the username, so a new user needs an email (Keycloak: "User name is missing")
    const { id: user } = await acme.admin.users.create({ email: "newbie@acme.example", enabled: true });
    const groups = await acme.admin.users.listGroups({ id: user });
    assert.ok(groups.some((group) => group.id === child));

    await acme.admin.realms.removeDefaultGroup({ realm: "acme", id: child });
    const after = await acme.admin.realms.getDefaultGroups({ realm: "acme" });
    assert.ok(!after.some((group) => group.id === child));
  });

  it("lets a view-realm admin list the default groups but not change them", async () => {
    const { id } = await acme.admin.groups.create({ name: "viewers-cannot-add" });
    assert.equal((await send(viewerToken, "GET", "/default-groups")).status, 200);
    assert.equal((await send(viewerToken, "PUT", `/default-groups/${id}`)).status, 403);
    assert.equal((await send(viewerToken, "DELETE", `/default-groups/${id}`)).status, 403);
    const token = await acme.admin.getAccessToken();
    assert.equal((await send(token!, "PUT", "/default-groups/no-such-group")).status, 404);
  });

  it("gives new users the roles added to the realm's default role", async () => {
    const realm = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    const defaultRoleId = realm.defaultRole?.id;
    assert.ok(defaultRoleId);
    await acme.admin.roles.create({ name: "starter" });
    const starter = (await acme.admin.roles.findOneByName({ name: "starter" }))!;
    await acme.admin.roles.createComposite({ roleId: defaultRoleId }, [{ id: starter.id!, name: "starter" }]);
    const composites = await acme.admin.roles.getCompositeRoles({ id: defaultRoleId });
    assert.ok(composites.some((role) => role.name === "starter"));

    const { id: user } = await acme.admin.users.create({ email: "starter-user@acme.example", enabled: true });
    const effective = await acme.admin.users.listCompositeRealmRoleMappings({ id: user });
    assert.ok(effective.some((role) => role.name === "starter"));
  });
});
