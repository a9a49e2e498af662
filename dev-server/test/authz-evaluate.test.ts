// The policy evaluation (policy/evaluate) decides as Keycloak does: role policies with required roles held through
// composites, user, client, client-scope, group (extended to children), regex on a user's attribute, time windows on
// the server clock (or the kc.time.date_time context attribute), aggregates, NEGATIVE logic; permissions' decision
// strategies; the resource server's strategy and enforcement mode; resource, resource-type and scope permissions.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { authzApi, type AuthzApi } from "./helpers/authzApi.js";

type Rep = Record<string, unknown> & { id: string; _id: string };
type Server = { path: string; make: (path: string, body: unknown) => Promise<Rep> };

describe("authz: policy evaluation", () => {
  let t: AuthzApi;
  const users: Record<string, string> = {};
  const roles: Record<string, string> = {};
  let count = 0;

  /** a new client with authorization services, so that each test has its own resource server */
  async function server(settings: Record<string, unknown> = {}): Promise<Server> {
    const id = await t.createClient({ clientId: `rs-${++count}`, authorizationServicesEnabled: true });
    const path = `/clients/${id}/authz/resource-server`;
    if (Object.keys(settings).length) assert.equal((await t.send("PUT", path, settings)).status, 204);
    return {
      path,
      async make(sub, body) {
        const response = await t.send("POST", `${path}${sub}`, body);
        assert.equal(response.status, 201, await response.clone().text());
        return response.json();
      },
    };
  }

  async function evaluate(s: Server, request: Record<string, unknown>) {
    const response = await t.send("POST", `${s.path}/policy/evaluate`, {
      entitlements: false,
      context: { attributes: {} },
      ...request,
    });
    assert.equal(response.status, 200, await response.clone().text());
    return response.json();
  }

  /** one resource "Doc" with the scopes given, a permission on it applying `policies` by `strategy` */
  async function guarded(policies: Record<string, unknown>[], strategy = "UNANIMOUS", settings = {}) {
    const s = await server(settings);
    const doc = await s.make("/resource", { name: "Doc", type: "urn:doc", scopes: [{ name: "view" }] });
    const ids = [];
    for (const [i, p] of policies.entries()) ids.push((await s.make(`/policy/${p.type}`, { name: `p${i}`, ...p })).id);
    await s.make("/permission/resource", {
      name: "doc",
      resources: [doc._id],
      policies: ids,
      decisionStrategy: strategy,
    });
    return s;
  }

  const statusFor = async (s: Server, userId: string, extra: Record<string, unknown> = {}) =>
    (await evaluate(s, { userId, resources: [{ name: "Doc", scopes: [] }], ...extra })).status;

  before(async () => {
    t = await authzApi("authz-evaluate");
    for (const name of ["reader", "staff", "other"]) {
      await t.admin.roles.create({ name });
      roles[name] = (await t.admin.roles.findOneByName({ name }))!.id!;
    }
    await t.admin.roles.createComposite({ roleId: roles.staff }, [{ id: roles.reader, name: "reader" }]);
    const team = (await t.admin.groups.create({ name: "team" })).id;
    const dev = (await t.admin.groups.createChildGroup({ id: team }, { name: "dev" })).id;
    for (const [name, email] of [
      ["bob", "bob@acme.com"],
      ["eve", "eve@evil.org"],
      ["dan", "dan@acme.com"],
    ]) {
      users[name] = (
        await t.admin.users.create({ username: name, email, firstName: name.toUpperCase(), enabled: true })
      ).id;
    }
    await t.admin.users.addRealmRoleMappings({ id: users.bob, roles: [{ id: roles.staff, name: "staff" }] });
    await t.admin.users.addToGroup({ id: users.dan, groupId: dev });
    users.team = team;
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("permits a user holding a required role through a composite and denies one without it", async () => {
    const s = await guarded([{ type: "role", roles: [{ id: roles.reader, required: true }] }]);
    const permitted = await evaluate(s, { userId: users.bob, resources: [{ name: "Doc", scopes: [] }] });
    assert.equal(permitted.status, "PERMIT");
    const [result] = permitted.results;
    // Keycloak names a result with the scopes evaluated
    assert.equal(result.resource.name, "Doc with scopes [view]");
    assert.deepEqual(
      result.allowedScopes.map((x: { name: string }) => x.name),
      ["view"],
    );
    assert.equal(result.policies[0].policy.name, "doc");
    assert.equal(result.policies[0].status, "PERMIT");
    assert.deepEqual(
      result.policies[0].associatedPolicies.map((p: { policy: { name: string }; status: string }) => [
        p.policy.name,
        p.status,
      ]),
      [["p0", "PERMIT"]],
    );
    assert.equal(permitted.rpt.authorization.permissions[0].rsname, "Doc");
    assert.equal(await statusFor(s, users.eve), "DENY");
    assert.equal(await statusFor(s, users.eve, { roleIds: ["reader"] }), "PERMIT");
    const required = await guarded([
      {
        type: "role",
        roles: [
          { id: roles.reader, required: false },
          { id: roles.other, required: true },
        ],
      },
    ]);
    assert.equal(await statusFor(required, users.bob), "DENY");
  });

  it("applies user, client, client-scope, group and regex policies", async () => {
    assert.equal(await statusFor(await guarded([{ type: "user", users: [users.eve] }]), users.eve), "PERMIT");
    const client = await guarded([{ type: "client", clients: ["admin-cli"] }]);
    assert.equal(await statusFor(client, users.eve, { clientId: "admin-cli" }), "PERMIT");
    assert.equal(await statusFor(client, users.eve), "DENY");
    const scopes = await (await t.api("/client-scopes")).json();
    const profile = scopes.find((x: { name: string }) => x.name === "profile").id;
    const scoped = await guarded([{ type: "client-scope", clientScopes: [{ id: profile, required: true }] }]);
    assert.equal(await statusFor(scoped, users.eve), "PERMIT");
    const direct = await guarded([{ type: "group", groups: [{ id: users.team, extendChildren: false }] }]);
    assert.equal(await statusFor(direct, users.dan), "DENY");
    const extended = await guarded([{ type: "group", groups: [{ id: users.team, extendChildren: true }] }]);
    assert.equal(await statusFor(extended, users.dan), "PERMIT");
    assert.equal(await statusFor(extended, users.bob), "DENY");
    const regex = await guarded([{ type: "regex", targetClaim: "email", pattern: ".*@acme\\.com" }]);
    assert.equal(await statusFor(regex, users.dan), "PERMIT");
    assert.equal(await statusFor(regex, users.eve), "DENY");
    const attribute = await guarded([{ type: "regex", targetClaim: "given_name", pattern: "B.B" }]);
    assert.equal(await statusFor(attribute, users.bob), "PERMIT");
    const context = await guarded([
      { type: "regex", targetClaim: "ip", pattern: "10\\..*", targetContextAttributes: true },
    ]);
    assert.equal(await statusFor(context, users.eve, { context: { attributes: { ip: "10.1.2.3" } } }), "PERMIT");
    assert.equal(await statusFor(context, users.eve, { context: { attributes: { ip: "192.168.0.1" } } }), "DENY");
  });

  it("denies outside a time policy's window, on the server clock or the context's date", async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} 00:00:00`;
    const tomorrow = new Date(now.getTime() + 86_400_000);
    const future = await guarded([{ type: "time", notBefore: day(tomorrow) }]);
    assert.equal(await statusFor(future, users.eve), "DENY");
    const past = await guarded([
      { type: "time", notOnOrAfter: day(now) === day(tomorrow) ? day(now) : "2001-01-01 00:00:00" },
    ]);
    assert.equal(await statusFor(past, users.eve), "DENY");
    const open = await guarded([{ type: "time", notBefore: "2001-01-01 00:00:00", year: String(now.getFullYear()) }]);
    assert.equal(await statusFor(open, users.eve), "PERMIT");
    const office = await guarded([{ type: "time", hour: "9", hourEnd: "17", month: "3" }]);
    const at = (date: string) => ({ context: { attributes: { "kc.time.date_time": date } } });
    assert.equal(await statusFor(office, users.eve, at("2024-03-05 10:30:00")), "PERMIT");
    assert.equal(await statusFor(office, users.eve, at("2024-03-05 18:00:00")), "DENY");
    assert.equal(await statusFor(office, users.eve, at("2024-04-05 10:30:00")), "DENY");
  });

  it("inverts NEGATIVE logic and combines by unanimous, affirmative and consensus strategies", async () => {
    const grant = { type: "user", users: [users.eve] };
    const deny = { type: "user", users: [users.bob] };
    assert.equal(await statusFor(await guarded([{ ...deny, logic: "NEGATIVE" }]), users.eve), "PERMIT");
    assert.equal(await statusFor(await guarded([grant, deny], "UNANIMOUS"), users.eve), "DENY");
    assert.equal(await statusFor(await guarded([grant, deny], "AFFIRMATIVE"), users.eve), "PERMIT");
    assert.equal(await statusFor(await guarded([grant, deny], "CONSENSUS"), users.eve), "DENY");
    assert.equal(await statusFor(await guarded([grant, grant, deny], "CONSENSUS"), users.eve), "PERMIT");
    const s = await server();
    const doc = await s.make("/resource", { name: "Doc" });
    const yes = await s.make("/policy/user", { name: "yes", users: [users.eve] });
    const no = await s.make("/policy/user", { name: "no", users: [users.bob] });
    const any = await s.make("/policy/aggregate", {
      name: "any",
      policies: [yes.id, no.id],
      decisionStrategy: "AFFIRMATIVE",
    });
    await s.make("/permission/resource", { name: "doc", resources: [doc._id], policies: [any.id] });
    const evaluated = await evaluate(s, { userId: users.eve, resources: [{ name: "Doc" }] });
    assert.equal(evaluated.status, "PERMIT");
    const [aggregate] = evaluated.results[0].policies[0].associatedPolicies;
    assert.deepEqual(
      aggregate.associatedPolicies.map((p: { policy: { name: string }; status: string }) => [p.policy.name, p.status]),
      [
        ["yes", "PERMIT"],
        ["no", "DENY"],
      ],
    );
  });

  it("follows the resource server's decision strategy and enforcement mode", async () => {
    const build = async (settings: Record<string, unknown>) => {
      const s = await server(settings);
      const doc = await s.make("/resource", {
        name: "Doc",
        type: "urn:doc",
        scopes: [{ name: "view" }, { name: "edit" }],
      });
      await s.make("/resource", { name: "Loose" });
      const yes = await s.make("/policy/user", { name: "yes", users: [users.eve] });
      const no = await s.make("/policy/user", { name: "no", users: [users.bob] });
      await s.make("/permission/resource", { name: "by type", resourceType: "urn:doc", policies: [yes.id] });
      await s.make("/permission/scope", { name: "edit", resources: [doc._id], scopes: ["edit"], policies: [no.id] });
      return s;
    };
    const scopesOf = async (s: Server) => {
      const { results } = await evaluate(s, { userId: users.eve, resources: [{ name: "Doc", scopes: [] }] });
      return results[0].allowedScopes.map((x: { name: string }) => x.name).sort();
    };
    const unanimous = await build({ decisionStrategy: "UNANIMOUS", policyEnforcementMode: "ENFORCING" });
    assert.deepEqual(await scopesOf(unanimous), ["view"]);
    const affirmative = await build({ decisionStrategy: "AFFIRMATIVE", policyEnforcementMode: "ENFORCING" });
    assert.deepEqual(await scopesOf(affirmative), ["edit", "view"]);
    const all = await evaluate(unanimous, { userId: users.eve, resources: [] });
    assert.deepEqual(
      all.results.map((r: { resource: { name: string }; status: string }) => [r.resource.name, r.status]),
      [
        ["Doc with scopes [view, edit]", "PERMIT"],
        ["Loose", "DENY"],
      ],
    );
    assert.equal(all.status, "DENY");
    const permissive = await build({ decisionStrategy: "UNANIMOUS", policyEnforcementMode: "PERMISSIVE" });
    const loose = await evaluate(permissive, { userId: users.eve, resources: [{ name: "Loose" }] });
    assert.equal(loose.status, "PERMIT");
    const disabled = await build({ decisionStrategy: "UNANIMOUS", policyEnforcementMode: "DISABLED" });
    assert.deepEqual(await scopesOf(disabled), ["edit", "view"]);
  });

  it("refuses an unknown user", async () => {
    const s = await server();
    const response = await t.send("POST", `${s.path}/policy/evaluate`, { userId: "nobody", resources: [] });
    assert.equal(response.status, 400);
  });
});
