// Groups, roles, clients and client scopes through Keycloak's admin client.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

let s: AcmeServer;
before(async () => {
  s = await startAcmeServer();
});
after(async () => {
  await s.server.cleanup();
});

async function errorOf(p: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await p;
  } catch (e) {
    const err = e as { response?: Response; responseData?: unknown };
    return { status: err.response?.status ?? 0, body: err.responseData };
  }
  throw new Error("expected the call to fail");
}

describe("groups", () => {
  it("lists top-level groups with subGroupCount, and counts", async () => {
    const top = await s.admin.groups.find();
    assert.deepEqual(
      top.map((g) => g.name),
      ["Engineering", "Management", "Sales", "Support"],
    );
    assert.equal(top[0].subGroupCount, 3);
    assert.deepEqual(await s.admin.groups.count({ top: true } as never), { count: 4 });
    assert.deepEqual(await s.admin.groups.count(), { count: 16 });
  });
  it("searches: matches shown under the path to them", async () => {
    const found = await s.admin.groups.find({ search: "platform" });
    assert.equal(found.length, 1);
    assert.equal(found[0].name, "Engineering");
    assert.equal(found[0].subGroups?.[0].name, "Backend");
    assert.deepEqual(
      found[0].subGroups?.[0].subGroups?.map((g) => g.path),
      ["/Engineering/Backend/Platform"],
    );
  });
  it("pages children and creates, moves, renames and deletes groups", async () => {
    const [eng] = await s.admin.groups.find({ search: "Engineering", exact: true } as never);
    const children = await s.admin.groups.listSubGroups({ parentId: eng.id!, first: 0, max: 2 });
    assert.deepEqual(
      children.map((g) => g.name),
      ["Backend", "Frontend"],
    );
    const { id } = await s.admin.groups.createChildGroup({ id: eng.id! }, { name: "Data" });
    const dup = await errorOf(s.admin.groups.createChildGroup({ id: eng.id! }, { name: "Data" }));
    assert.deepEqual(dup, { status: 409, body: { errorMessage: "Sibling group named 'Data' already exists." } });
    const top = await errorOf(s.admin.groups.create({ name: "Sales" }));
    assert.deepEqual(top.body, { errorMessage: "Top level group named 'Sales' already exists." });
    await s.admin.groups.updateRoot({ id, name: "Data" } as never);
    assert.equal((await s.admin.groups.findOne({ id }))?.path, "/Data");
    await s.admin.groups.update({ id }, { name: "Analytics", attributes: { floor: ["3"] } });
    const g = await s.admin.groups.findOne({ id });
    assert.equal(g?.path, "/Analytics");
    assert.deepEqual(g?.attributes, { floor: ["3"] });
    await s.admin.groups.del({ id });
    assert.equal(await s.admin.groups.findOne({ id }), null);
  });
  it("lists members and maps roles", async () => {
    const [mgmt] = await s.admin.groups.find({ search: "Management", exact: true } as never);
    const members = await s.admin.groups.listMembers({ id: mgmt.id!, max: 100 });
    assert.ok(members.some((u) => u.username === "layla"));
    assert.deepEqual(
      (await s.admin.groups.listRealmRoleMappings({ id: mgmt.id! })).map((r) => r.name),
      ["manager"],
    );
    const composite = await s.admin.groups.listCompositeRealmRoleMappings({ id: mgmt.id! });
    assert.ok(composite.some((r) => r.name === "employee"));
    assert.deepEqual(await s.admin.groups.listPermissions({ id: mgmt.id! }), { enabled: false });
  });
});

describe("roles", () => {
  it("lists, searches, creates (409 on duplicate) and deletes realm roles", async () => {
    const roles = await s.admin.roles.find({ search: "man" } as never);
    assert.deepEqual(
      roles.map((r) => r.name),
      ["manager"],
    );
    await s.admin.roles.create({ name: "intern", description: "Interns" });
    const dup = await errorOf(s.admin.roles.create({ name: "intern" }));
    assert.deepEqual(dup, { status: 409, body: { errorMessage: "Role with name intern already exists" } });
    const intern = await s.admin.roles.findOneByName({ name: "intern" });
    assert.equal(intern?.description, "Interns");
    await s.admin.roles.delByName({ name: "intern" });
    assert.equal(await s.admin.roles.findOneByName({ name: "intern" }), null);
  });
  it("refuses to delete the default role", async () => {
    const res = await s.api("/roles/default-roles-acme", { method: "DELETE" });
    assert.equal(res.status, 400);
  });
  it("manages composites by id and lists holders", async () => {
    const manager = await s.admin.roles.findOneByName({ name: "manager" });
    const composites = await s.admin.roles.getCompositeRoles({ id: manager!.id! });
    assert.deepEqual(composites.map((r) => r.name).sort(), ["admin", "employee", "read", "write"]);
    const auditor = await s.admin.roles.findOneByName({ name: "auditor" });
    await s.admin.roles.createComposite({ roleId: manager!.id! }, [auditor!]);
    assert.ok((await s.admin.roles.getCompositeRolesForRealm({ id: manager!.id! })).some((r) => r.name === "auditor"));
    await s.admin.roles.delCompositeRoles({ id: manager!.id! }, [auditor!]);
    const holders = await s.admin.roles.findUsersWithRole({ name: "auditor" });
    assert.ok(holders.length > 0);
    const groups = (await (await s.api("/roles/employee/groups")).json()) as { name: string }[];
    assert.ok(groups.some((g) => g.name === "Engineering"));
  });
});

describe("clients and client scopes", () => {
  it("finds by clientId and by search, creates with 409 on duplicates", async () => {
    assert.deepEqual(
      (await s.admin.clients.find({ clientId: "acme-portal" })).map((c) => c.clientId),
      ["acme-portal"],
    );
    const search = await s.admin.clients.find({ clientId: "acme", search: true });
    assert.ok(search.length >= 6);
    const { id } = await s.admin.clients.create({ clientId: "new-app", publicClient: false });
    const created = await s.admin.clients.findOne({ id });
    assert.ok(created?.secret);
    const dup = await errorOf(s.admin.clients.create({ clientId: "new-app" }));
    assert.deepEqual(dup, { status: 409, body: { errorMessage: "Client new-app already exists" } });
    const secret = await s.admin.clients.generateNewClientSecret({ id });
    assert.notEqual(secret.value, created?.secret);
    await s.admin.clients.del({ id });
    assert.equal(await s.admin.clients.findOne({ id }), null);
  });
  it("manages client roles and the service account", async () => {
    const [reporting] = await s.admin.clients.find({ clientId: "acme-reporting" });
    const sa = await s.admin.clients.getServiceAccountUser({ id: reporting.id! });
    assert.equal(sa.username, "service-account-acme-reporting");
    const [api] = await s.admin.clients.find({ clientId: "acme-api" });
    await s.admin.clients.createRole({ id: api.id!, name: "audit" });
    assert.ok((await s.admin.clients.listRoles({ id: api.id! })).some((r) => r.name === "audit"));
    await s.admin.clients.delRole({ id: api.id!, roleName: "audit" });
  });
  it("manages default client scopes of a client and protocol mappers", async () => {
    const [portal] = await s.admin.clients.find({ clientId: "acme-portal" });
    const scopes = await s.admin.clientScopes.find();
    const phone = scopes.find((sc) => sc.name === "phone")!;
    // phone is one of the portal's optional scopes, and Keycloak 26.7 leaves a scope the client already has where it
    // is: it has to be taken off the optional ones before it can be made a default one
    await s.admin.clients.addDefaultClientScope({ id: portal.id!, clientScopeId: phone.id! });
    assert.ok(!(await s.admin.clients.listDefaultClientScopes({ id: portal.id! })).some((sc) => sc.name === "phone"));
    await s.admin.clients.delOptionalClientScope({ id: portal.id!, clientScopeId: phone.id! });
    await s.admin.clients.addDefaultClientScope({ id: portal.id!, clientScopeId: phone.id! });
    assert.ok((await s.admin.clients.listDefaultClientScopes({ id: portal.id! })).some((sc) => sc.name === "phone"));
    assert.ok(!(await s.admin.clients.listOptionalClientScopes({ id: portal.id! })).some((sc) => sc.name === "phone"));
    await s.admin.clients.addProtocolMapper(
      { id: portal.id! },
      {
        name: "tenant",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "tenant", "claim.value": "acme" },
      },
    );
    const mappers = await s.admin.clients.listProtocolMappers({ id: portal.id! });
    assert.equal(mappers.find((m) => m.name === "tenant")?.config?.["claim.value"], "acme");
  });
  it("creates client scopes (409 on duplicate name) and manages realm default scopes", async () => {
    const { id } = await s.admin.clientScopes.create({ name: "acme-extra", protocol: "openid-connect" });
    const dup = await errorOf(s.admin.clientScopes.create({ name: "acme-extra", protocol: "openid-connect" }));
    assert.equal(dup.status, 409);
    await s.admin.clientScopes.addDefaultOptionalClientScope({ id });
    assert.ok((await s.admin.clientScopes.listDefaultOptionalClientScopes()).some((sc) => sc.id === id));
    await s.admin.clientScopes.delDefaultOptionalClientScope({ id });
    await s.admin.clientScopes.del({ id });
  });
  it("answers the console's effective and available client roles", async () => {
    const [dave] = await s.admin.users.find({ username: "layla", exact: true });
    const res = await s.api(`/ui-ext/effective-roles/users/${dave.id}`);
    const rows = (await res.json()) as { client: string; role: string }[];
    assert.ok(rows.some((r) => r.client === "realm-management" && r.role === "manage-users"));
    const available = (await (
      await s.api(`/ui-ext/available-roles/users/${dave.id}?first=0&max=5&search=acme-api`)
    ).json()) as { client: string }[];
    assert.ok(available.length > 0 && available.every((r) => r.client === "acme-api"));
  });
});
