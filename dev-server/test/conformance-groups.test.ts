// Keycloak 26's group representations: the tree's own reads (top level, search, children, one group) carry the
// caller's access and subGroupCount (GroupUtils); a user's groups and a role's groups are the plain representation
// (id, name, path, parentId, subGroups as Jackson writes the never-null list) and group members come without access.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

type Json = Record<string, unknown>;
let s: AcmeServer;
let aliceId: string;
let engineeringId: string;
before(async () => {
  s = await startAcmeServer();
  aliceId = (await s.admin.users.find({ username: "alice", exact: true }))[0].id!;
  engineeringId = (await s.admin.groups.find({ search: "Engineering", exact: true }))[0].id!;
});
after(async () => {
  await s.server.cleanup();
});

async function json<T = Json[]>(path: string, init?: RequestInit): Promise<T> {
  const response = await s.api(path, init);
  assert.ok(response.ok, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

describe("conformance: a user's groups and a group's members", () => {
  it("gives a user's groups without subGroupCount or access", async () => {
    const groups = await json(`/users/${aliceId}/groups`);
    assert.deepEqual(groups.map((g) => g.path).sort(), ["/Engineering/Backend/Platform", "/Management"]);
    for (const g of groups) {
      assert.deepEqual(
        Object.keys(g).sort(),
        g.parentId ? ["id", "name", "parentId", "path", "subGroups"] : ["id", "name", "path", "subGroups"],
      );
      assert.deepEqual(g.subGroups, []);
    }
  });

  it("adds attributes and role names to a user's groups with briefRepresentation=false", async () => {
    const [group] = await json(`/users/${aliceId}/groups?briefRepresentation=false&search=Management`);
    assert.ok("attributes" in group && "realmRoles" in group && "clientRoles" in group);
    assert.equal("subGroupCount" in group, false);
  });

  it("lists members in full by default, without access", async () => {
    const management = (await s.admin.groups.find({ search: "Management", exact: true }))[0];
    const members = await json(`/groups/${management.id}/members`);
    assert.ok(members.length > 0);
    for (const m of members) assert.equal("access" in m, false);
    assert.ok(members.every((m) => "requiredActions" in m));
    const brief = await json(`/groups/${management.id}/members?briefRepresentation=true`);
    assert.ok(brief.every((m) => !("requiredActions" in m) && !("access" in m)));
  });

  it("gives a role's groups without subGroupCount or access", async () => {
    const role = await s.admin.roles.findOneByName({ name: "auditor" });
    await s.admin.groups.addRealmRoleMappings({ id: engineeringId, roles: [{ id: role!.id!, name: "auditor" }] });
    const groups = await json("/roles/auditor/groups");
    assert.deepEqual(
      groups.map((g) => g.name),
      ["Engineering"],
    );
    assert.equal("subGroupCount" in groups[0], false);
    assert.equal("access" in groups[0], false);
  });
});

describe("conformance: the group tree's reads", () => {
  it("gives top-level groups with subGroupCount and access", async () => {
    const groups = await json("/groups");
    const engineering = groups.find((g) => g.id === engineeringId)!;
    assert.equal(engineering.subGroupCount, 3);
    assert.deepEqual(engineering.access, {
      view: true,
      viewMembers: true,
      manageMembers: true,
      manage: true,
      manageMembership: true,
    });
  });

  it("leaves out subGroupCount when subGroupsCount=false", async () => {
    const groups = await json("/groups?subGroupsCount=false");
    assert.ok(groups.length > 0 && groups.every((g) => !("subGroupCount" in g) && g.access));
  });

  it("gives every top-level group when no max is asked, and pages with first/max", async () => {
    const before = (await json("/groups")).length;
    for (let i = 0; i < 101; i++)
      await s.api("/groups", { method: "POST", body: JSON.stringify({ name: `bulk-${String(i).padStart(3, "0")}` }) });
    assert.equal((await json("/groups")).length, before + 101);
    const page = await json("/groups?first=1&max=2");
    assert.equal(page.length, 2);
    const all = await json("/groups");
    assert.deepEqual(
      page.map((g) => g.id),
      all.slice(1, 3).map((g) => g.id),
    );
  });

  it("gives searched groups under their ancestors, each with access", async () => {
    const [root] = await json("/groups?search=Platform");
    assert.equal(root.name, "Engineering");
    const backend = (root.subGroups as Json[])[0];
    assert.ok(root.access && backend.access);
    assert.equal(backend.subGroupCount, 2);
  });

  it("pages children 10 at a time by default, with access and subGroupCount", async () => {
    for (let i = 0; i < 12; i++)
      await s.api(`/groups/${engineeringId}/children`, {
        method: "POST",
        body: JSON.stringify({ name: `team-${String(i).padStart(2, "0")}` }),
      });
    const firstPage = await json(`/groups/${engineeringId}/children`);
    assert.equal(firstPage.length, 10);
    const rest = await json(`/groups/${engineeringId}/children?first=10`);
    assert.equal(rest.length, 5);
    assert.ok([...firstPage, ...rest].every((g) => typeof g.subGroupCount === "number" && g.access));
    const backend = firstPage.find((g) => g.name === "Backend")!;
    assert.equal(backend.subGroupCount, 2);
    assert.ok("attributes" in backend, "children are full unless briefRepresentation=true");
    const brief = await json(`/groups/${engineeringId}/children?briefRepresentation=true&max=1`);
    assert.equal("attributes" in brief[0], false);
  });

  it("reads one group with access and subGroupCount", async () => {
    const group = await json<Json>(`/groups/${engineeringId}`);
    assert.equal(group.subGroupCount, 15);
    assert.ok(group.access);
  });

  it("answers a created child in full with access and no subGroupCount, and a Location", async () => {
    const top = await s.api("/groups", { method: "POST", body: JSON.stringify({ name: "conformance" }) });
    assert.equal(top.status, 201);
    assert.equal(await top.text(), "", "a top-level group is answered by its Location alone");
    const parentId = top.headers.get("location")!.split("/").pop()!;
    const response = await s.api(`/groups/${parentId}/children`, {
      method: "POST",
      body: JSON.stringify({ name: "conformance-child" }),
    });
    assert.equal(response.status, 201);
    const body = (await response.json()) as Json;
    assert.equal(response.headers.get("location")?.endsWith(`/admin/realms/acme/groups/${String(body.id)}`), true);
    assert.ok(body.access && "attributes" in body);
    assert.equal("subGroupCount" in body, false);
  });
});
