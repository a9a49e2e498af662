// Keycloak 26's role representations: lists, role mappings and composites give ModelToRepresentation's brief role
// (id, name, description, composite, clientRole, containerId, no attributes); one role read, and a list asked with
// briefRepresentation=false, give the full one. A role's users come with the caller's listing access, { manage }.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

const BRIEF_KEYS = ["clientRole", "composite", "containerId", "description", "id", "name"];

let s: AcmeServer;
let aliceId: string;
let managerName: string;
before(async () => {
  s = await startAcmeServer();
  aliceId = (await s.admin.users.find({ username: "alice", exact: true }))[0].id!;
  managerName = "manager";
  await s.admin.users.addRealmRoleMappings({
    id: aliceId,
    roles: [{ id: (await s.admin.roles.findOneByName({ name: "employee" }))!.id!, name: "employee" }],
  });
});
after(async () => {
  await s.server.cleanup();
});

async function json(path: string): Promise<Record<string, unknown>[]> {
  const response = await s.api(path);
  assert.equal(response.status, 200, path);
  return (await response.json()) as Record<string, unknown>[];
}

function assertBrief(roles: Record<string, unknown>[], where: string) {
  assert.ok(roles.length > 0, `${where} lists roles`);
  for (const role of roles) {
    assert.equal("attributes" in role, false, `${where}: ${String(role.name)} has no attributes`);
    for (const key of Object.keys(role)) assert.ok(BRIEF_KEYS.includes(key), `${where}: unexpected ${key}`);
  }
}

describe("conformance: brief roles in lists, mappings and composites", () => {
  it("lists realm roles brief by default and full with briefRepresentation=false", async () => {
    assertBrief(await json("/roles"), "/roles");
    const full = await json("/roles?briefRepresentation=false");
    assert.deepEqual(full.find((r) => r.name === "employee")?.attributes, { level: ["1"] });
  });

  it("pages a plain list only when both first and max are given, a search by either", async () => {
    const all = await json("/roles");
    assert.equal((await json("/roles?max=2")).length, all.length);
    assert.equal((await json("/roles?first=1")).length, all.length);
    assert.deepEqual(
      (await json("/roles?first=1&max=2")).map((r) => r.name),
      all.slice(1, 3).map((r) => r.name),
    );
    assert.equal((await json("/roles?search=a&max=1")).length, 1);
  });

  it("gives a user's direct, available and effective realm role mappings brief", async () => {
    assertBrief(await json(`/users/${aliceId}/role-mappings/realm`), "role-mappings/realm");
    assertBrief(await json(`/users/${aliceId}/role-mappings/realm/available`), "role-mappings/realm/available");
    assertBrief(await json(`/users/${aliceId}/role-mappings/realm/composite`), "role-mappings/realm/composite");
    const mappings = (await (await s.api(`/users/${aliceId}/role-mappings`)).json()) as {
      realmMappings: Record<string, unknown>[];
    };
    assertBrief(mappings.realmMappings, "role-mappings");
  });

  it("gives effective mappings in full with briefRepresentation=false", async () => {
    const full = await json(`/users/${aliceId}/role-mappings/realm/composite?briefRepresentation=false`);
    assert.deepEqual(full.find((r) => r.name === "employee")?.attributes, { level: ["1"] });
  });

  it("gives a role's composites brief, by name and by id", async () => {
    assertBrief(await json(`/roles/${managerName}/composites`), "roles/{name}/composites");
    assertBrief(await json(`/roles/${managerName}/composites/realm`), "roles/{name}/composites/realm");
    const manager = await s.admin.roles.findOneByName({ name: managerName });
    assertBrief(await json(`/roles-by-id/${manager!.id}/composites`), "roles-by-id/{id}/composites");
  });

  it("reads one role in full, attributes included", async () => {
    const response = await s.api("/roles/employee");
    const role = (await response.json()) as Record<string, unknown>;
    assert.deepEqual(role.attributes, { level: ["1"] });
  });

  it("lists a role's users in full with the caller's listing access", async () => {
    const users = await json("/roles/employee/users");
    const alice = users.find((u) => u.username === "alice");
    assert.ok(alice, "alice holds employee");
    assert.deepEqual(alice.access, { manage: true });
    assert.ok("requiredActions" in alice, "full representation by default");
    const brief = await json("/roles/employee/users?briefRepresentation=true");
    assert.equal("requiredActions" in brief[0], false);
  });
});
