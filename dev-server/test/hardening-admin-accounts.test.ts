// Taking over an admin's account is handing oneself their roles: an admin may reset the password of, send actions to,
// link another identity to or impersonate a user only when they may hand out every admin role that user holds
// (composites and groups expanded), else 403. Keycloak 26.7 without fine-grained permissions v2 lets manage-users
// reset a realm-admin's password (checked: 204, and the new password signs in as realm-admin); the dev server
// refuses it, as it refuses granting realm-admin.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmAdmins, type RealmAdmins } from "./fixtures/realmAdmins.js";

describe("admin accounts are not taken over by lesser admins", () => {
  let acme: AcmeServer;
  let admins: RealmAdmins;
  let usersAdmin: string;
  let realmAdmin: string;
  let target: string;
  let plain: string;
  const password = { type: "password", value: "Taken-0ver!", temporary: false };

  before(async () => {
    acme = await startAcmeServer();
    admins = realmAdmins(acme);
    target = await admins.adminUser("department-head", ["realm-admin"]);
    ({ id: plain } = await acme.admin.users.create({ username: "plain", enabled: true, email: "plain@acme.example" }));
    await acme.admin.users.update({ id: target }, { email: "boss@acme.example" });
    await admins.adminUser("helpdesk-lead", ["manage-users", "impersonation"]);
    await admins.adminUser("localadmin", ["realm-admin"]);
    usersAdmin = await admins.tokenOf("helpdesk-lead");
    realmAdmin = await admins.tokenOf("localadmin");
  });
  after(() => acme.server.cleanup());

  it("refuses resetting the password of an admin who holds roles the caller may not grant", async () => {
    assert.equal((await admins.send(usersAdmin, "PUT", `/users/${target}/reset-password`, password)).status, 403);
    assert.equal((await admins.send(usersAdmin, "PUT", `/users/${plain}/reset-password`, password)).status, 204);
    assert.equal((await admins.send(realmAdmin, "PUT", `/users/${target}/reset-password`, password)).status, 204);
  });

  it("refuses the other ways into the account: actions mail, a linked identity, impersonation", async () => {
    const actions = await admins.send(usersAdmin, "PUT", `/users/${target}/execute-actions-email`, ["UPDATE_PASSWORD"]);
    assert.equal(actions.status, 403);
    const link = await admins.send(usersAdmin, "POST", `/users/${target}/federated-identity/partner`, {
      identityProvider: "partner",
      userId: "attacker",
      userName: "attacker",
    });
    assert.equal(link.status, 403);
    assert.equal((await admins.send(usersAdmin, "POST", `/users/${target}/impersonation`)).status, 403);
    assert.equal((await admins.send(usersAdmin, "POST", `/users/${plain}/impersonation`)).status, 200);
  });
});
