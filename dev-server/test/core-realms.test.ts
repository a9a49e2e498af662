// Realm lifecycle through the admin API: create (with the 409), the master "{name}-realm" client, read, rename,
// partial export, default groups, group-by-path, delete.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("realms", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const masterClientIds = () => [...server.store.realm("master")!.clients.values()].map((c) => c.clientId);

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(() => server.cleanup());

  it("creates a realm with Keycloak's built-in clients and roles, and its admin client in master", async () => {
    const { realmName } = await admin.realms.create({ realm: "alpha", enabled: true, displayName: "Alpha" });
    assert.equal(realmName, "alpha");
    assert.ok(masterClientIds().includes("alpha-realm"));
    const alpha = server.store.realm("alpha")!;
    const clientIds = [...alpha.clients.values()].map((c) => c.clientId).sort();
    assert.deepEqual(clientIds, [
      "account",
      "account-console",
      "admin-cli",
      "broker",
      "realm-management",
      "security-admin-console",
    ]);
    const console = [...alpha.clients.values()].find((c) => c.clientId === "security-admin-console")!;
    assert.deepEqual(console.redirectUris, [
      "/admin/alpha/console/*",
      "http://localhost:3000/*",
      "http://127.0.0.1:3000/*",
    ]);
    assert.equal(console.attributes?.["pkce.code.challenge.method"], "S256");
    const roleNames = [...alpha.roles.values()].map((r) => r.name);
    for (const name of ["realm-admin", "view-users", "query-groups", "default-roles-alpha", "offline_access"])
      assert.ok(roleNames.includes(name), name);

    const discovery = await fetch(`${server.url}/realms/alpha/.well-known/openid-configuration`);
    assert.equal(discovery.status, 200);
    const realms = await admin.realms.find();
    assert.deepEqual(
      realms.map((r) => r.realm),
      ["alpha", "master"],
    );
    assert.equal((await admin.realms.findOne({ realm: "alpha" }))?.displayName, "Alpha");
  });

  it("answers a duplicate realm with Keycloak's 409", async () => {
    const response = await fetch(`${server.url}/admin/realms`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await admin.getAccessToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify({ realm: "alpha" }),
    });
    assert.equal(response.status, 409);
    assert.deepEqual(await response.json(), { errorMessage: "Realm alpha already exists" });
  });

  it("returns null for an unknown realm and lists brief representations", async () => {
    assert.equal(await admin.realms.findOne({ realm: "nope" }), null);
    const brief = await admin.realms.find({ briefRepresentation: true });
    const alpha = brief.find((r) => r.realm === "alpha")!;
    assert.equal(alpha.displayName, "Alpha");
    assert.equal(alpha.enabled, true);
    assert.equal(alpha.accessTokenLifespan, undefined, "settings stay out of the brief form");
  });

  it("updates and renames a realm, moving its admin client", async () => {
    await admin.realms.update({ realm: "alpha" }, { realm: "beta", displayName: "Beta" });
    assert.equal(await admin.realms.findOne({ realm: "alpha" }), null);
    const beta = await admin.realms.findOne({ realm: "beta" });
    assert.equal(beta?.displayName, "Beta");
    assert.equal(beta?.enabled, true);
    assert.ok(masterClientIds().includes("beta-realm"));
    assert.ok(!masterClientIds().includes("alpha-realm"));
    const discovery = await (await fetch(`${server.url}/realms/beta/.well-known/openid-configuration`)).json();
    assert.equal(discovery.issuer, `${server.url}/realms/beta`);
  });

  it("exports a realm partially", async () => {
    const withClients = await admin.realms.export({ realm: "beta", exportClients: true, exportGroupsAndRoles: true });
    assert.ok(withClients.clients!.some((c) => c.clientId === "security-admin-console"));
    assert.ok(withClients.roles);
    assert.equal((withClients as { users?: unknown }).users, undefined);
    const bare = await admin.realms.export({ realm: "beta", exportClients: false, exportGroupsAndRoles: false });
    // Keycloak leaves out what was not asked for
    assert.equal(bare.clients, undefined);
    assert.equal(bare.roles, undefined);
  });

  it("manages default groups and finds groups by path", async () => {
    const beta = server.store.realm("beta")!;
    beta.groups.set("g1", { id: "g1", name: "staff", attributes: {}, roleIds: [] });
    beta.groups.set("g2", { id: "g2", name: "sales", parentId: "g1", attributes: {}, roleIds: [] });
    await admin.realms.addDefaultGroup({ realm: "beta", id: "g2" });
    const defaults = await admin.realms.getDefaultGroups({ realm: "beta" });
    assert.deepEqual(
      defaults.map((g) => g.path),
      ["/staff/sales"],
    );
    const found = await admin.realms.getGroupByPath({ realm: "beta", path: "staff/sales" });
    assert.equal(found?.id, "g2");
    await admin.realms.removeDefaultGroup({ realm: "beta", id: "g2" });
    assert.deepEqual(await admin.realms.getDefaultGroups({ realm: "beta" }), []);
  });

  it("deletes a realm and its admin client", async () => {
    await admin.realms.del({ realm: "beta" });
    assert.equal(await admin.realms.findOne({ realm: "beta" }), null);
    assert.ok(!masterClientIds().includes("beta-realm"));
    assert.equal((await fetch(`${server.url}/realms/beta/.well-known/openid-configuration`)).status, 404);
  });
});
