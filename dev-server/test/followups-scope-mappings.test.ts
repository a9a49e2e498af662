// Scope mappings of clients and client scopes: realm and client roles, available and composite views, the
// MappingsRepresentation, and Keycloak's scopeMappings / clientScopeMappings in the realm export across a restart.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("scope mappings", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let appId: string;
  let scopeId: string;
  let accountId: string;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "scoped", enabled: true });
    admin.setConfig({ realmName: "scoped" });
    await admin.roles.create({ name: "reader" });
    await admin.roles.create({ name: "writer", composite: false });
    await admin.roles.createComposite({ roleId: (await admin.roles.findOneByName({ name: "writer" }))!.id! }, [
      (await admin.roles.findOneByName({ name: "reader" }))!,
    ]);
    // without full scope, so that its scope is what is mapped (with full scope, every role is in it)
    appId = (await admin.clients.create({ clientId: "app", fullScopeAllowed: false })).id;
    scopeId = (await admin.clientScopes.create({ name: "app-scope", protocol: "openid-connect" })).id;
    [{ id: accountId }] = (await admin.clients.find({ clientId: "account" })) as { id: string }[];
  });
  after(() => server.cleanup());

  const names = (roles: { name?: string }[]) => roles.map((r) => r.name!).sort();

  it("gives the offline_access client scope the offline_access role, as Keycloak does", async () => {
    const [offline] = (await admin.clientScopes.find()).filter((s) => s.name === "offline_access");
    assert.deepEqual(names(await admin.clientScopes.listRealmScopeMappings({ id: offline.id! })), ["offline_access"]);
  });

  it("maps realm roles to a client: list, available, composite, delete", async () => {
    const writer = (await admin.roles.findOneByName({ name: "writer" }))!;
    await admin.clients.addRealmScopeMappings({ id: appId }, [{ id: writer.id!, name: writer.name! }]);
    assert.deepEqual(names(await admin.clients.listRealmScopeMappings({ id: appId })), ["writer"]);
    const available = names(await admin.clients.listAvailableRealmScopeMappings({ id: appId }));
    assert.ok(available.includes("offline_access") && !available.includes("writer"));
    assert.deepEqual(names(await admin.clients.listCompositeRealmScopeMappings({ id: appId })), ["reader", "writer"]);
    const all = await admin.clients.listScopeMappings({ id: appId });
    assert.deepEqual(names(all.realmMappings ?? []), ["writer"]);

    await admin.clients.delRealmScopeMappings({ id: appId }, [{ id: writer.id!, name: writer.name! }]);
    assert.deepEqual(await admin.clients.listRealmScopeMappings({ id: appId }), []);
    await admin.clients.addRealmScopeMappings({ id: appId }, [{ id: writer.id!, name: writer.name! }]);
  });

  it("maps client roles to a client scope", async () => {
    const viewProfile = (await admin.clients.findRole({ id: accountId, roleName: "view-profile" }))!;
    await admin.clientScopes.addClientScopeMappings({ id: scopeId, client: accountId }, [
      { id: viewProfile.id!, name: viewProfile.name! },
    ]);
    assert.deepEqual(names(await admin.clientScopes.listClientScopeMappings({ id: scopeId, client: accountId })), [
      "view-profile",
    ]);
    const available = names(
      await admin.clientScopes.listAvailableClientScopeMappings({ id: scopeId, client: accountId }),
    );
    assert.ok(available.includes("manage-account") && !available.includes("view-profile"));
    const all = await admin.clientScopes.listScopeMappings({ id: scopeId });
    assert.deepEqual(names(all.clientMappings?.account?.mappings ?? []), ["view-profile"]);
  });

  it("answers 404 for an unknown client", async () => {
    const response = await fetch(`${server.url}/admin/realms/scoped/clients/nope/scope-mappings/realm`, {
      headers: { authorization: `Bearer ${await admin.getAccessToken()}` },
    });
    assert.equal(response.status, 404);
  });

  it("exports them as scopeMappings / clientScopeMappings and keeps them across a restart", async () => {
    const exported = await (
      await fetch(`${server.url}/admin/realms/scoped/partial-export?exportClients=true&exportGroupsAndRoles=true`, {
        method: "POST",
        headers: { authorization: `Bearer ${await admin.getAccessToken()}` },
      })
    ).json();
    assert.deepEqual(exported.scopeMappings, [
      { clientScope: "offline_access", roles: ["offline_access"] },
      { client: "app", roles: ["writer"] },
    ]);
    assert.deepEqual(exported.clientScopeMappings, {
      account: [
        { client: "account-console", roles: ["manage-account", "view-groups"] },
        { clientScope: "app-scope", roles: ["view-profile"] },
      ],
    });

    await server.close();
    server = await startTestServer({ data: server.dirs.data, seed: server.dirs.seed, console: server.dirs.console });
    admin = await adminClient(server.url);
    admin.setConfig({ realmName: "scoped" });
    assert.deepEqual(names(await admin.clients.listRealmScopeMappings({ id: appId })), ["writer"]);
    assert.deepEqual(names(await admin.clientScopes.listClientScopeMappings({ id: scopeId, client: accountId })), [
      "view-profile",
    ]);
  });
});
