// Policies and permissions of a resource server as Keycloak 26 answers them: every policy type's typed
// representation kept in its config and read back, names unique (409), an unknown type (404) or a JavaScript policy
// refused (400), lists of policies only or permissions only, dependent and associated policies, and deleting a policy removes
// it from its permissions (deleting those that had no other policy); an aggregate that would reach itself is refused
// as Keycloak's circular-reference check refuses it.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { authzApi, type AuthzApi } from "./helpers/authzApi.js";

type Rep = Record<string, unknown> & { id: string };

describe("authz: policies and permissions", () => {
  let t: AuthzApi;
  let roleId: string;
  let userId: string;
  let groupId: string;
  let scopeId: string;

  before(async () => {
    t = await authzApi("authz-policies");
    await t.admin.roles.create({ name: "auditor" });
    roleId = (await t.admin.roles.findOneByName({ name: "auditor" }))!.id!;
    userId = (await t.admin.users.create({ username: "alice", enabled: true })).id;
    groupId = (await t.admin.groups.create({ name: "finance" })).id;
    scopeId = (await (await t.api("/client-scopes")).json()).find((s: { name: string }) => s.name === "email").id;
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("lists the policy and permission providers", async () => {
    const policies = await (await t.authz("GET", "/policy/providers")).json();
    assert.deepEqual(
      policies.map((p: { type: string }) => p.type),
      ["aggregate", "client", "client-scope", "group", "js", "regex", "role", "time", "user"],
    );
    assert.deepEqual(
      policies.find((p: { type: string }) => p.type === "role"),
      {
        type: "role",
        name: "Role",
        group: "Identity Based",
      },
    );
    const permissions = await (await t.authz("GET", "/permission/providers")).json();
    assert.deepEqual(
      permissions.map((p: { type: string }) => p.type),
      ["resource", "scope"],
    );
  });

  it("creates each policy type from its typed representation and reads it back, typed and generic", async () => {
    const cases: [string, Record<string, unknown>, Record<string, unknown>][] = [
      [
        "role",
        { roles: [{ id: roleId, required: true }], fetchRoles: false },
        { roles: [{ id: roleId, required: true }] },
      ],
      ["user", { users: ["alice"] }, { users: [userId] }],
      ["client", { clients: ["orders-api"] }, { clients: [t.clientUuid] }],
      [
        "client-scope",
        { clientScopes: [{ id: scopeId, required: false }] },
        { clientScopes: [{ id: scopeId, required: false }] },
      ],
      [
        "group",
        { groups: [{ path: "/finance", extendChildren: true }], groupsClaim: "" },
        { groups: [{ id: groupId, extendChildren: true }] },
      ],
      ["regex", { targetClaim: "email", pattern: ".*@acme\\.com" }, { targetClaim: "email", pattern: ".*@acme\\.com" }],
      [
        "time",
        { notBefore: "2020-01-01 00:00:00", hour: "8", hourEnd: "17", month: "1", monthEnd: "12" },
        { notBefore: "2020-01-01 00:00:00", hour: "8", hourEnd: "17", month: "1", monthEnd: "12" },
      ],
    ];
    for (const [type, fields, expected] of cases) {
      const created = await t.make<Rep>(`/policy/${type}`, { name: `${type} policy`, logic: "NEGATIVE", ...fields });
      const typed = await (await t.authz("GET", `/policy/${type}/${created.id}`)).json();
      for (const [key, value] of Object.entries(expected)) assert.deepEqual(typed[key], value, `${type}.${key}`);
      assert.deepEqual([typed.type, typed.logic, typed.decisionStrategy], [type, "NEGATIVE", "UNANIMOUS"]);
      const generic = await (await t.authz("GET", `/policy/${created.id}`)).json();
      assert.equal(generic.type, type);
      assert.equal(typeof generic.config, "object");
    }
    const role = await (await t.authz("GET", "/policy/search?name=role%20policy")).json();
    assert.deepEqual(JSON.parse(role.config.roles), [{ id: roleId, required: true }]);
    const time = await (await t.authz("GET", "/policy/search?name=time%20policy")).json();
    assert.equal(time.config.nbf, "2020-01-01 00:00:00");
  });

  it("refuses a taken name, an unknown type, a JavaScript policy and a time policy without bounds", async () => {
    const taken = await t.authz("POST", "/policy/user", { name: "user policy", users: [userId] });
    assert.equal(taken.status, 409);
    assert.deepEqual(await taken.json(), {
      error: "Policy with name [user policy] already exists",
      error_description: "Conflicting policy",
    });
    const unknown = await t.authz("POST", "/policy/telepathy", { name: "mind reading" });
    assert.equal(unknown.status, 404);
    const js = await t.authz("POST", "/policy/js", { name: "script", code: "$evaluation.grant();" });
    assert.equal(js.status, 400);
    assert.equal((await js.json()).error_description, "Script upload is disabled");
    const time = await t.authz("POST", "/policy/time", { name: "never" });
    assert.equal(time.status, 400);
    const badDate = await t.authz("POST", "/policy/time", { name: "bad date", notBefore: "tomorrow" });
    assert.equal((await badDate.json()).error_description, "Could not parse a date using format [yyyy-MM-dd HH:mm:ss]");
    // Keycloak keeps a role policy naming an unknown role, without the role
    const missingRole = await t.make<Rep>("/policy/role", { name: "ghost", roles: [{ id: "no-such-role" }] });
    assert.deepEqual((await (await t.authz("GET", `/policy/role/${missingRole.id}`)).json()).roles, []);
  });

  it("updates a policy by type and id, keeping its name unique", async () => {
    const policy = await t.make<Rep>("/policy/user", { name: "editable", users: [userId] });
    const update = { id: policy.id, name: "edited", description: "now", users: [], logic: "POSITIVE" };
    // Keycloak answers an update with 201 Created
    assert.equal((await t.authz("PUT", `/policy/user/${policy.id}`, update)).status, 201);
    const typed = await (await t.authz("GET", `/policy/user/${policy.id}`)).json();
    assert.deepEqual([typed.name, typed.description, typed.users], ["edited", "now", []]);
    assert.equal((await t.authz("PUT", `/policy/user/${policy.id}`, { ...update, name: "role policy" })).status, 409);
    assert.equal((await t.authz("GET", `/policy/role/${policy.id}`)).status, 404);
  });

  it("creates resource and scope permissions, lists them apart from policies and answers their associations", async () => {
    const scope = await t.make<Rep>("/scope", { name: "read" });
    const resource = await t.make<Rep & { _id: string }>("/resource", {
      name: "Ledger",
      type: "urn:ledger",
      scopes: [{ name: "read" }],
    });
    const byResource = await t.make<Rep>("/permission/resource", {
      name: "ledger access",
      resources: [resource._id],
      policies: ["role policy"],
    });
    const byType = await t.make<Rep>("/permission/resource", {
      name: "all ledgers",
      resourceType: "urn:ledger",
      policies: ["user policy"],
    });
    const byScope = await t.make<Rep>("/permission/scope", {
      name: "ledger reading",
      resources: [resource._id],
      scopes: [scope.id],
      policies: ["role policy", "time policy"],
      decisionStrategy: "AFFIRMATIVE",
    });
    const typed = await (await t.authz("GET", `/permission/resource/${byType.id}`)).json();
    assert.equal(typed.resourceType, "urn:ledger");
    const permissions = await (await t.authz("GET", "/permission?first=0&max=10")).json();
    assert.deepEqual(
      permissions.map((p: { name: string }) => p.name),
      ["all ledgers", "ledger access", "ledger reading"],
    );
    const policies = await (await t.authz("GET", "/policy?permission=false")).json();
    assert.ok(policies.every((p: { type: string }) => p.type !== "resource" && p.type !== "scope"));
    const named = await (await t.authz("GET", "/policy?name=LEDGER&permission=true")).json();
    assert.equal(named.length, 3);
    const associated = await (await t.authz("GET", `/permission/${byScope.id}/associatedPolicies`)).json();
    assert.deepEqual(associated.map((p: { name: string }) => p.name).sort(), ["role policy", "time policy"]);
    assert.deepEqual(await (await t.authz("GET", `/policy/${byScope.id}/resources`)).json(), [
      { _id: resource._id, name: "Ledger" },
    ]);
    assert.deepEqual(await (await t.authz("GET", `/policy/${byScope.id}/scopes`)).json(), [
      { id: scope.id, name: "read" },
    ]);
    const ofResource = await (await t.authz("GET", `/resource/${resource._id}/permissions`)).json();
    assert.deepEqual(ofResource.map((p: { name: string }) => p.name).sort(), [
      "all ledgers",
      "ledger access",
      "ledger reading",
    ]);
    const ofScope = await (await t.authz("GET", `/scope/${scope.id}/permissions`)).json();
    assert.deepEqual(
      ofScope.map((p: { id: string }) => p.id),
      [byScope.id],
    );
    const missing = await t.authz("POST", "/permission/scope", { name: "broken", policies: ["no such policy"] });
    assert.equal(missing.status, 400);
    assert.equal((await t.authz("DELETE", `/permission/resource/${byResource.id}`)).status, 204);
  });

  it("answers dependent policies and, deleting a policy, drops it from its permissions", async () => {
    const role = await (await t.authz("GET", "/policy/search?name=role%20policy")).json();
    const aggregate = await t.make<Rep>("/policy/aggregate", { name: "role only", policies: [role.id] });
    const dependents = await (await t.authz("GET", `/policy/${role.id}/dependentPolicies`)).json();
    assert.deepEqual(dependents.map((p: { name: string }) => p.name).sort(), ["ledger reading", "role only"]);
    assert.equal((await t.authz("DELETE", `/policy/${role.id}`)).status, 204);
    assert.equal((await t.authz("GET", `/policy/${aggregate.id}`)).status, 404);
    const reading = await (await t.authz("GET", "/policy/search?name=ledger%20reading")).json();
    const left = await (await t.authz("GET", `/policy/${reading.id}/associatedPolicies`)).json();
    assert.deepEqual(
      left.map((p: { name: string }) => p.name),
      ["time policy"],
    );
  });

  it("refuses an aggregated policy that reaches itself, as Keycloak does (500, unknown_error), storing nothing", async () => {
    const time = await (await t.authz("GET", "/policy/search?name=time%20policy")).json();
    const outer = await t.make<Rep>("/policy/aggregate", { name: "outer", policies: [time.id] });
    const inner = await t.make<Rep>("/policy/aggregate", { name: "inner", policies: [outer.id] });
    const refused = async (body: Record<string, unknown>) => {
      const answer = await t.authz("PUT", `/policy/aggregate/${outer.id}`, { name: "outer", ...body });
      assert.equal(answer.status, 500);
      assert.deepEqual(await answer.json(), { error: "unknown_error" });
    };
    await refused({ policies: [outer.id] });
    await refused({ policies: [time.id, inner.id] });
    const kept = await (await t.authz("GET", `/policy/${outer.id}/associatedPolicies`)).json();
    assert.deepEqual(
      kept.map((p: { name: string }) => p.name),
      ["time policy"],
    );
    // Keycloak keeps one list of the aggregates met over the whole walk: one reached along two branches is refused too
    const diamond = await t.authz("POST", "/policy/aggregate", { name: "diamond", policies: [outer.id, inner.id] });
    assert.equal(diamond.status, 500);
    const sideBySide = await t.authz("POST", "/policy/aggregate", { name: "side by side", policies: [inner.id] });
    assert.equal(sideBySide.status, 201);
  });
});
