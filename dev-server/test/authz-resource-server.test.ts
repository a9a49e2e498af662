// Authorization services on a client as Keycloak 26 answers them: enabling creates an empty resource server
// (ENFORCING, UNANIMOUS, remote management allowed) and the uma_protection role of the service account, public
// clients are refused, disabling removes it all; its settings are changed with PUT; resources and scopes are
// created, searched, changed and deleted with names unique per resource server; a view-clients admin cannot read or
// write them, a view-authorization admin can read but not write.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { authzApi, type AuthzApi } from "./helpers/authzApi.js";

describe("authz: resource server, resources and scopes", () => {
  let t: AuthzApi;

  before(async () => {
    t = await authzApi("authz-rs");
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("enables authorization with Keycloak 26's empty resource server and the uma_protection role", async () => {
    const rs = await (await t.authz("GET", "")).json();
    assert.equal(rs.id, t.clientUuid);
    assert.equal(rs.clientId, t.clientUuid);
    assert.equal(rs.name, "orders-api");
    assert.equal(rs.policyEnforcementMode, "ENFORCING");
    assert.equal(rs.decisionStrategy, "UNANIMOUS");
    assert.equal(rs.allowRemoteResourceManagement, true);
    assert.deepEqual(await (await t.authz("GET", "/resource")).json(), []);
    assert.deepEqual(await (await t.authz("GET", "/policy")).json(), []);
    const client = await (await t.api(`/clients/${t.clientUuid}`)).json();
    assert.equal(client.authorizationServicesEnabled, true);
    assert.equal(client.serviceAccountsEnabled, true);
    assert.equal(client.authorizationSettings, undefined);
    const account = await (await t.api(`/clients/${t.clientUuid}/service-account-user`)).json();
    const mapped = await (await t.api(`/users/${account.id}/role-mappings/clients/${t.clientUuid}`)).json();
    assert.deepEqual(
      mapped.map((r: { name: string }) => r.name),
      ["uma_protection"],
    );
  });

  it("refuses authorization on a public client and removes the resource server when it is turned off", async () => {
    const refused = await t.send("POST", "/clients", {
      clientId: "spa",
      publicClient: true,
      authorizationServicesEnabled: true,
    });
    assert.equal(refused.status, 400);
    assert.match((await refused.json()).errorMessage, /Only confidential clients/);
    const id = await t.createClient({ clientId: "short-lived", authorizationServicesEnabled: true });
    const rs = `/clients/${id}/authz/resource-server`;
    assert.equal((await t.send("POST", `${rs}/scope`, { name: "read" })).status, 201);
    const client = await (await t.api(`/clients/${id}`)).json();
    assert.equal(
      (await t.send("PUT", `/clients/${id}`, { ...client, authorizationServicesEnabled: false })).status,
      204,
    );
    assert.equal((await t.api(rs)).status, 404);
    assert.equal(
      (await t.send("PUT", `/clients/${id}`, { ...client, authorizationServicesEnabled: true })).status,
      204,
    );
    assert.deepEqual(await (await t.api(`${rs}/scope`)).json(), []);
  });

  it("changes the enforcement mode, decision strategy and remote resource management", async () => {
    const settings = {
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
      allowRemoteResourceManagement: false,
    };
    assert.equal((await t.authz("PUT", "", settings)).status, 204);
    const rs = await (await t.authz("GET", "")).json();
    assert.deepEqual(
      [rs.policyEnforcementMode, rs.decisionStrategy, rs.allowRemoteResourceManagement],
      ["PERMISSIVE", "AFFIRMATIVE", false],
    );
  });

  it("creates, searches, updates and deletes scopes with unique names", async () => {
    const read = await t.make<{ id: string }>("/scope", {
      name: "read",
      displayName: "Read",
      iconUri: "https://x/r.png",
    });
    await t.make("/scope", { name: "write" });
    // a scope created with a taken name is that scope, changed, as Keycloak's toModel finds scopes by name
    const again = await t.authz("POST", "/scope", { name: "read", displayName: "Read", iconUri: "https://x/r.png" });
    assert.equal(again.status, 201);
    assert.equal((await again.json()).id, read.id);
    const listed = await (await t.authz("GET", "/scope?name=RE&first=0&max=10")).json();
    assert.deepEqual(
      listed.map((s: { name: string }) => s.name),
      ["read"],
    );
    assert.equal((await (await t.authz("GET", "/scope/search?name=write")).json()).name, "write");
    assert.equal((await t.authz("GET", "/scope/search?name=nothing")).status, 204);
    assert.equal((await t.authz("PUT", `/scope/${read.id}`, { name: "view", displayName: "View" })).status, 204);
    const got = await (await t.authz("GET", `/scope/${read.id}`)).json();
    assert.deepEqual([got.name, got.displayName, got.iconUri], ["view", "View", undefined]);
    assert.equal((await t.authz("PUT", `/scope/${read.id}`, { name: "write" })).status, 409);
    assert.equal((await t.authz("DELETE", `/scope/${read.id}`)).status, 204);
    assert.equal((await t.authz("GET", `/scope/${read.id}`)).status, 404);
  });

  it("creates resources owned by the resource server, filters, updates and deletes them", async () => {
    const created = await t.make<{ _id: string; owner: { id: string; name: string }; scopes: { name: string }[] }>(
      "/resource",
      {
        name: "Invoice",
        displayName: "Invoices",
        type: "urn:orders:invoice",
        uris: ["/invoices/*", "/invoices/*"],
        scopes: [{ name: "write" }, { name: "approve" }],
        attributes: { region: ["eu"] },
        ownerManagedAccess: false,
      },
    );
    assert.deepEqual(created.owner, { id: t.clientUuid, name: "orders-api" });
    assert.deepEqual(created.scopes.map((s) => s.name).sort(), ["approve", "write"]);
    const conflict = await t.authz("POST", "/resource", { name: "Invoice" });
    assert.equal(conflict.status, 409);
    assert.equal((await conflict.json()).error_description, "Resource with name [Invoice] already exists.");
    await t.make("/resource", { name: "Report", type: "urn:orders:report", uris: ["/reports"] });
    const byType = await (await t.authz("GET", "/resource?type=invoice&deep=false")).json();
    assert.deepEqual(
      byType.map((r: { name: string }) => r.name),
      ["Invoice"],
    );
    assert.equal(byType[0].scopes, undefined);
    const byUri = await (await t.authz("GET", "/resource?uri=/reports")).json();
    assert.deepEqual(
      byUri.map((r: { name: string }) => r.name),
      ["Report"],
    );
    const byScope = await (await t.authz("GET", "/resource?scope=approve")).json();
    assert.deepEqual(
      byScope.map((r: { name: string }) => r.name),
      ["Invoice"],
    );
    const byOwner = await (await t.authz("GET", "/resource?owner=orders-api&max=1")).json();
    assert.equal(byOwner.length, 1);
    const scopes = await (await t.authz("GET", `/resource/${created._id}/scopes`)).json();
    assert.deepEqual(scopes.map((s: { name: string }) => s.name).sort(), ["approve", "write"]);
    assert.deepEqual(await (await t.authz("GET", `/resource/${created._id}/attributes`)).json(), { region: ["eu"] });
    const approve = (await (await t.authz("GET", "/scope/search?name=approve")).json()).id;
    const users = await (await t.authz("GET", `/scope/${approve}/resources`)).json();
    assert.deepEqual(users, [{ _id: created._id, name: "Invoice" }]);
    const update = { name: "Invoice", uris: ["/bills"], scopes: [{ name: "write" }] };
    assert.equal((await t.authz("PUT", `/resource/${created._id}`, update)).status, 204);
    const changed = await (await t.authz("GET", `/resource/${created._id}`)).json();
    assert.deepEqual([changed.uris, changed.scopes.map((s: { name: string }) => s.name)], [["/bills"], ["write"]]);
    assert.equal((await t.authz("DELETE", `/resource/${created._id}`)).status, 204);
    assert.equal((await t.authz("GET", `/resource/${created._id}`)).status, 404);
  });

  it("lets a view-authorization admin read but not write, and a view-clients admin do neither", async () => {
    const viewer = await t.limitedAdmin("authz-viewer", ["view-authorization", "view-clients"]);
    const clientsOnly = await t.limitedAdmin("clients-viewer", ["view-clients"]);
    const manager = await t.limitedAdmin("clients-manager", ["manage-clients"]);
    assert.equal((await t.authz("GET", "/resource", undefined, viewer)).status, 200);
    assert.equal((await t.authz("POST", "/scope", { name: "by-viewer" }, viewer)).status, 403);
    assert.equal((await t.authz("PUT", "", { decisionStrategy: "CONSENSUS" }, viewer)).status, 403);
    assert.equal((await t.authz("GET", "/settings", undefined, viewer)).status, 403);
    assert.equal((await t.authz("GET", "/resource", undefined, clientsOnly)).status, 403);
    assert.equal((await t.authz("POST", "/scope", { name: "by-clients-viewer" }, clientsOnly)).status, 403);
    assert.equal((await t.authz("POST", "/scope", { name: "by-manager" }, manager)).status, 201);
    const names = (await (await t.authz("GET", "/scope")).json()).map((s: { name: string }) => s.name);
    assert.ok(names.includes("by-manager") && !names.includes("by-viewer"));
  });
});
