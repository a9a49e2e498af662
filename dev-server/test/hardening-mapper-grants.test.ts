// A mapper that gives roles or groups to the users it maps hands them out as a role mapping does: identity-provider
// mappers (hardcoded role and group, claim to role, advanced claim to role) and LDAP mappers (hardcoded role and
// group, role mapper of a client) are saved only by an admin who may hand out every admin role they would give,
// composites and groups expanded. Keycloak 26.7 saves them unchecked (201 for a manage-identity-providers admin's
// hardcoded realm-admin mapper), so a brokered login from a provider that admin controls made a realm-admin; the
// dev server refuses it with 403, as for any other grant.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { brief, realmAdmins, type RealmAdmins } from "./fixtures/realmAdmins.js";

describe("mappers that hand out roles or groups", () => {
  let acme: AcmeServer;
  let admins: RealmAdmins;
  let idpAdmin: string;
  let realmAdminToken: string;
  let adminGroup: string;
  const ALIAS = "partner";

  before(async () => {
    acme = await startAcmeServer();
    admins = realmAdmins(acme);
    await admins.adminUser("idpmgr", ["manage-identity-providers"]);
    await admins.adminUser("localadmin", ["realm-admin"]);
    idpAdmin = await admins.tokenOf("idpmgr");
    realmAdminToken = await admins.tokenOf("localadmin");
    const [realmManagement] = await acme.admin.clients.find({ clientId: "realm-management" });
    const realmAdminRole = await acme.admin.clients.findRole({ id: realmManagement.id!, roleName: "realm-admin" });
    ({ id: adminGroup } = await acme.admin.groups.create({ name: "it-admins" }));
    await acme.admin.groups.addClientRoleMappings({
      id: adminGroup,
      clientUniqueId: realmManagement.id!,
      roles: [brief(realmAdminRole!)] as { id: string; name: string }[],
    });
    const created = await admins.send(idpAdmin, "POST", "/identity-provider/instances", {
      alias: ALIAS,
      providerId: "oidc",
      config: {
        authorizationUrl: "https://partner.example/auth",
        tokenUrl: "https://partner.example/token",
        clientId: "acme",
        clientSecret: "s",
      },
    });
    assert.equal(created.status, 201);
  });
  after(() => acme.server.cleanup());

  const idpMapper = (identityProviderMapper: string, config: Record<string, string>) => ({
    name: `m-${randomUUID()}`,
    identityProviderAlias: ALIAS,
    identityProviderMapper,
    config: { syncMode: "INHERIT", ...config },
  });
  const mappers = `/identity-provider/instances/${ALIAS}/mappers`;

  it("refuses an identity-provider mapper that would give realm-admin, directly or through a group", async () => {
    const refused = [
      idpMapper("oidc-hardcoded-role-idp-mapper", { role: "realm-management.realm-admin" }),
      idpMapper("oidc-role-idp-mapper", { claim: "x", "claim.value": "y", role: "realm-management.manage-users" }),
      idpMapper("oidc-advanced-role-idp-mapper", { claims: "[]", role: "realm-management.realm-admin" }),
      idpMapper("oidc-hardcoded-group-idp-mapper", { group: "/it-admins" }),
    ];
    for (const mapper of refused) {
      const response = await admins.send(idpAdmin, "POST", mappers, mapper);
      assert.equal(response.status, 403, mapper.identityProviderMapper);
    }
    const stored = await (await admins.send(realmAdminToken, "GET", mappers)).json();
    assert.deepEqual(stored, []);
  });

  it("saves one that gives a plain role, and refuses changing it to an admin role", async () => {
    const plain = await admins.send(idpAdmin, "POST", mappers, {
      ...idpMapper("oidc-hardcoded-role-idp-mapper", { role: "employee" }),
      name: "plain",
    });
    assert.equal(plain.status, 201);
    const id = plain.headers.get("location")!.split("/").pop()!;
    const changed = await admins.send(idpAdmin, "PUT", `${mappers}/${id}`, {
      ...idpMapper("oidc-hardcoded-role-idp-mapper", { role: "realm-management.realm-admin" }),
      id,
      name: "plain",
    });
    assert.equal(changed.status, 403);
    const stored = await (await admins.send(realmAdminToken, "GET", `${mappers}/${id}`)).json();
    assert.equal(stored.config.role, "employee");
  });

  it("lets a realm admin save the realm-admin mapper", async () => {
    const mapper = idpMapper("oidc-hardcoded-role-idp-mapper", { role: "realm-management.realm-admin" });
    assert.equal((await admins.send(realmAdminToken, "POST", mappers, mapper)).status, 201);
  });

  describe("LDAP mappers", () => {
    let realmManager: string;
    let providerId: string;
    before(async () => {
      await admins.adminUser("realmmgr", ["manage-realm"]);
      realmManager = await admins.tokenOf("realmmgr");
      // a provider put in place behind the API: saving a mapper does not reach the directory
      providerId = randomUUID();
      const realm = acme.server.store.realm("acme")!;
      realm.components.set(providerId, {
        id: providerId,
        name: "directory",
        providerId: "ldap",
        providerType: "org.keycloak.storage.UserStorageProvider",
        parentId: realm.rep.id,
        config: { editMode: ["READ_ONLY"], usersDn: ["ou=people,dc=example,dc=org"] },
      });
    });
    const ldapMapper = (mapperType: string, config: Record<string, string>) => ({
      name: `m-${randomUUID()}`,
      providerId: mapperType,
      providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
      parentId: providerId,
      config: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, [v]])),
    });

    it("refuses one that would give an admin role or an admin group to every user of the directory", async () => {
      const refused = [
        ldapMapper("hardcoded-ldap-role-mapper", { role: "realm-management.realm-admin" }),
        ldapMapper("hardcoded-ldap-group-mapper", { group: "/it-admins" }),
        ldapMapper("role-ldap-mapper", {
          "roles.dn": "ou=roles,dc=example,dc=org",
          mode: "READ_ONLY",
          "use.realm.roles.mapping": "false",
          "client.id": "realm-management",
        }),
      ];
      for (const mapper of refused) {
        const response = await admins.send(realmManager, "POST", "/components", mapper);
        assert.equal(response.status, 403, mapper.providerId);
      }
      const plain = await admins.send(
        realmManager,
        "POST",
        "/components",
        ldapMapper("hardcoded-ldap-role-mapper", { role: "employee" }),
      );
      assert.equal(plain.status, 201);
      const id = plain.headers.get("location")!.split("/").pop()!;
      const changed = await admins.send(realmManager, "PUT", `/components/${id}`, {
        ...ldapMapper("hardcoded-ldap-role-mapper", { role: "realm-management.manage-users" }),
        id,
      });
      assert.equal(changed.status, 403);
    });
  });
});
