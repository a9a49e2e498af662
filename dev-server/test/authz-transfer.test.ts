// A resource server's export (GET settings: Keycloak's ResourceServerRepresentation with references by name) and
// import (POST import) round trip into another client with the same decisions; the resource server is kept in
// DATA_DIR across a restart and in the realm's partial export; a realm imported with Keycloak's old default
// JavaScript "Default Policy" grants through it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { authzApi, type AuthzApi } from "./helpers/authzApi.js";
import { adminClient, startTestServer } from "./helpers/testServer.js";

type Rep = Record<string, unknown> & { id: string; _id: string };

/** the export without the ids an import gives anew */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (key === "id" || key === "_id" ? undefined : v)));

describe("authz: export, import and persistence", () => {
  let t: AuthzApi;
  let userId: string;

  before(async () => {
    t = await authzApi("authz-transfer");
    await t.admin.roles.create({ name: "clerk" });
    const clerk = (await t.admin.roles.findOneByName({ name: "clerk" }))!;
    userId = (await t.admin.users.create({ username: "carol", enabled: true })).id;
    await t.admin.users.addRealmRoleMappings({ id: userId, roles: [{ id: clerk.id!, name: "clerk" }] });
    await t.authz("PUT", "", {
      policyEnforcementMode: "ENFORCING",
      decisionStrategy: "AFFIRMATIVE",
      allowRemoteResourceManagement: true,
    });
    await t.make("/scope", { name: "read" });
    const resource = await t.make<Rep>("/resource", { name: "Ledger", uris: ["/ledger"], scopes: [{ name: "read" }] });
    const role = await t.make<Rep>("/policy/role", { name: "clerks", roles: [{ id: clerk.id, required: true }] });
    const time = await t.make<Rep>("/policy/time", { name: "since 2001", notBefore: "2001-01-01 00:00:00" });
    await t.make("/permission/scope", {
      name: "read the ledger",
      resources: [resource._id],
      scopes: ["read"],
      policies: [role.id, time.id],
    });
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("exports the settings with references by name and no ids of the resource server", async () => {
    const exported = await (await t.authz("GET", "/settings")).json();
    assert.equal(exported.id, undefined);
    assert.equal(exported.clientId, undefined);
    assert.deepEqual(
      [exported.policyEnforcementMode, exported.decisionStrategy, exported.allowRemoteResourceManagement],
      ["ENFORCING", "AFFIRMATIVE", true],
    );
    const [ledger] = exported.resources;
    assert.deepEqual(
      [ledger.name, ledger.uris, ledger.scopes, ledger.owner],
      ["Ledger", ["/ledger"], [{ name: "read" }], undefined],
    );
    const byName = Object.fromEntries(exported.policies.map((p: { name: string }) => [p.name, p]));
    assert.deepEqual(JSON.parse(byName.clerks.config.roles), [{ id: "clerk", required: true }]);
    assert.equal(byName["since 2001"].config.nbf, "2001-01-01 00:00:00");
    const permission = byName["read the ledger"].config;
    assert.deepEqual(
      [JSON.parse(permission.resources), JSON.parse(permission.scopes), JSON.parse(permission.applyPolicies).sort()],
      [["Ledger"], ["read"], ["clerks", "since 2001"]],
    );
    assert.deepEqual(
      exported.scopes.map((s: { name: string }) => s.name),
      ["read"],
    );
  });

  it("imports the export into another client, which then decides alike", async () => {
    const exported = await (await t.authz("GET", "/settings")).json();
    const other = await t.createClient({ clientId: "ledger-copy", authorizationServicesEnabled: true });
    const path = `/clients/${other}/authz/resource-server`;
    assert.equal((await t.send("POST", `${path}/import`, exported)).status, 204);
    assert.equal((await (await t.api(path)).json()).decisionStrategy, "AFFIRMATIVE");
    assert.deepEqual(withoutIds(await (await t.api(`${path}/settings`)).json()), withoutIds(exported));
    const request = { userId, resources: [{ name: "Ledger", scopes: ["read"] }], context: { attributes: {} } };
    const copied = await (await t.send("POST", `${path}/policy/evaluate`, request)).json();
    const original = await (await t.authz("POST", "/policy/evaluate", request)).json();
    assert.deepEqual([copied.status, original.status], ["PERMIT", "PERMIT"]);
    const broken = { policies: [{ name: "bad", type: "aggregate", config: { applyPolicies: '["missing"]' } }] };
    assert.equal((await t.send("POST", `${path}/import`, broken)).status, 400);
    assert.equal((await (await t.api(`${path}/policy?name=bad`)).json()).length, 0);
  });

  it("keeps the resource server in the realm's partial export and in DATA_DIR across a restart", async () => {
    const exported = await (await t.send("POST", "/partial-export?exportClients=true")).json();
    const client = exported.clients.find((c: { clientId: string }) => c.clientId === "orders-api");
    assert.deepEqual(
      client.authorizationSettings.resources.map((r: { name: string }) => r.name),
      ["Ledger"],
    );
    t.server.store.flush();
    await t.server.close();
    // the restarted server reads the same directories, and its cleanup removes them
    t.server = await startTestServer(t.server.dirs);
    const admin = await adminClient(t.server.url);
    const token = await admin.getAccessToken();
    const response = await fetch(
      `${t.server.url}/admin/realms/authz-transfer/clients/${t.clientUuid}/authz/resource-server/permission`,
      { headers: { Authorization: `Bearer ${token}` } },
    );
    assert.deepEqual(
      (await response.json()).map((p: { name: string }) => p.name),
      ["read the ledger"],
    );
  });

  it("grants through the JavaScript Default Policy of a realm imported from an older Keycloak", async () => {
    const admin = await adminClient(t.server.url);
    // a realm export as Keycloak wrote it, posted as JSON: its enums are plain strings
    const legacy = {
      realm: "legacy",
      enabled: true,
      users: [{ username: "lee", enabled: true }],
      clients: [
        {
          clientId: "legacy-app",
          publicClient: false,
          serviceAccountsEnabled: true,
          authorizationServicesEnabled: true,
          authorizationSettings: {
            policyEnforcementMode: "ENFORCING",
            resources: [{ name: "Default Resource", type: "urn:legacy-app:resources:default", uris: ["/*"] }],
            policies: [
              {
                name: "Default Policy",
                type: "js",
                logic: "POSITIVE",
                decisionStrategy: "AFFIRMATIVE",
                config: {
                  code: "// by default, grants any permission associated with this policy\n$evaluation.grant();\n",
                },
              },
              {
                name: "Default Permission",
                type: "resource",
                logic: "POSITIVE",
                decisionStrategy: "UNANIMOUS",
                config: {
                  defaultResourceType: "urn:legacy-app:resources:default",
                  applyPolicies: '["Default Policy"]',
                },
              },
            ],
          },
        },
      ],
    };
    const created = await fetch(`${t.server.url}/admin/realms`, {
      method: "POST",
      headers: { Authorization: `Bearer ${await admin.getAccessToken()}`, "Content-Type": "application/json" },
      body: JSON.stringify(legacy),
    });
    assert.equal(created.status, 201);
    admin.setConfig({ realmName: "legacy" });
    const [client] = await admin.clients.find({ clientId: "legacy-app" });
    const path = `${t.server.url}/admin/realms/legacy/clients/${client.id}/authz/resource-server`;
    const headers = { Authorization: `Bearer ${await admin.getAccessToken()}`, "Content-Type": "application/json" };
    const [user] = await admin.users.find({ username: "lee" });
    const body = JSON.stringify({ userId: user.id, resources: [], context: { attributes: {} } });
    const evaluated = await (await fetch(`${path}/policy/evaluate`, { method: "POST", headers, body })).json();
    assert.equal(evaluated.status, "PERMIT");
    assert.deepEqual(
      evaluated.results[0].policies.map((p: { policy: { name: string } }) => p.policy.name),
      ["Default Permission"],
    );
  });
});
