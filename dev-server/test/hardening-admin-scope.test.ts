// An admin's powers through a token are the admin roles they hold that are also in the role scope of the client the
// token was issued to, read from the stored roles and scope mappings, not from the token's claims, as Keycloak's
// AdminAuth (user.hasRole and client.hasScope) decides: a client without full scope passes on only its own roles,
// its scope mappings and those of the client scopes the token was issued with (the default ones and the optional
// ones asked for). Checked against Keycloak 26.7: 403 without the mapping, 200 with it or through a requested scope.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { brief, realmAdmins, type RealmAdmins } from "./fixtures/realmAdmins.js";

describe("admin powers within the token's client scope", () => {
  let acme: AcmeServer;
  let admins: RealmAdmins;
  let narrow: string;
  let realmManagement: string;
  let manageUsers: { id: string; name: string };

  /** a token of `username` (password = username) issued to `clientId` of `realm` */
  const tokenVia = async (clientId: string, username: string, realm = "acme", scope?: string) => {
    const response = await fetch(`${acme.server.url}/realms/${realm}/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: clientId,
        username,
        password: username,
        ...(scope ? { scope } : {}),
      }),
    });
    assert.equal(response.status, 200);
    return (await response.json()).access_token as string;
  };

  before(async () => {
    acme = await startAcmeServer();
    admins = realmAdmins(acme);
    await admins.adminUser("usermgr", ["manage-users"]);
    ({ id: narrow } = await acme.admin.clients.create({
      clientId: "narrow",
      publicClient: true,
      directAccessGrantsEnabled: true,
      fullScopeAllowed: false,
    }));
    [{ id: realmManagement }] = (await acme.admin.clients.find({ clientId: "realm-management" })) as { id: string }[];
    const role = (await acme.admin.clients.findRole({ id: realmManagement, roleName: "manage-users" }))!;
    manageUsers = brief(role) as { id: string; name: string };
  });
  after(() => acme.server.cleanup());

  it("refuses an admin whose admin roles are out of the token's client scope", async () => {
    const token = await tokenVia("narrow", "usermgr");
    const { id: victim } = await acme.admin.users.create({ username: "victim", enabled: true });
    assert.equal((await admins.send(token, "GET", "/users")).status, 403);
    assert.equal((await admins.send(token, "DELETE", `/users/${victim}`)).status, 403);
    assert.equal((await acme.admin.users.findOne({ id: victim }))?.username, "victim");
  });

  it("serves them once the client's scope mappings hold the role", async () => {
    await acme.admin.clients.addClientScopeMappings({ id: narrow, client: realmManagement }, [manageUsers]);
    try {
      assert.equal((await admins.send(await tokenVia("narrow", "usermgr"), "GET", "/users")).status, 200);
    } finally {
      await acme.admin.clients.delClientScopeMappings({ id: narrow, client: realmManagement }, [manageUsers]);
    }
  });

  it("counts an optional client scope's mappings only when the token asked for it", async () => {
    const { id: scopeId } = await acme.admin.clientScopes.create({ name: "user-admin", protocol: "openid-connect" });
    await acme.admin.clientScopes.addClientScopeMappings({ id: scopeId, client: realmManagement }, [manageUsers]);
    await acme.admin.clients.addOptionalClientScope({ id: narrow, clientScopeId: scopeId });
    assert.equal((await admins.send(await tokenVia("narrow", "usermgr"), "GET", "/users")).status, 403);
    const asked = await tokenVia("narrow", "usermgr", "acme", "user-admin");
    assert.equal((await admins.send(asked, "GET", "/users")).status, 200);
  });

  it("applies to master's admins too", async () => {
    await acme.admin.clients.create({
      realm: "master",
      clientId: "narrow-master",
      publicClient: true,
      directAccessGrantsEnabled: true,
      fullScopeAllowed: false,
    });
    const response = await fetch(`${acme.server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "narrow-master",
        username: "admin",
        password: "admin",
      }),
    });
    const token = (await response.json()).access_token as string;
    assert.equal((await admins.send(token, "GET", "/users")).status, 403);
  });
});
