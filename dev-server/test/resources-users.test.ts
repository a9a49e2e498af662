// Users through Keycloak's own admin client: search semantics, CRUD, conflicts, profile validation, passwords,
// credentials, role mappings, groups, links, emails and permissions.
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

describe("users: find and count", () => {
  it("searches by prefix over username, email, first and last name, sorted by username", async () => {
    const found = await s.admin.users.find({ search: "al" });
    assert.deepEqual(
      found.map((u) => u.username),
      ["alice"],
    );
    const byLast = await s.admin.users.find({ search: "haddad" });
    assert.deepEqual(byLast.map((u) => u.username).sort(), ["fatima", "layla"]);
  });
  it("supports * wildcards and several terms", async () => {
    const infix = await s.admin.users.find({ search: "*man*" });
    assert.ok(infix.some((u) => u.username === "heidi"));
    assert.ok(infix.some((u) => u.username === "zoe"));
    const both = await s.admin.users.find({ search: "layla haddad" });
    assert.deepEqual(
      both.map((u) => u.username),
      ["layla"],
    );
  });
  it("pages with first/max and defaults max to 100", async () => {
    const first = await s.admin.users.find({ first: 0, max: 5 });
    const next = await s.admin.users.find({ first: 5, max: 5 });
    assert.equal(first.length, 5);
    assert.notEqual(first[0].id, next[0].id);
    const all = await s.admin.users.find();
    assert.ok(all.length >= 49 && all.length <= 100);
    assert.ok(!all.some((u) => u.username?.startsWith("service-account-")));
  });
  it("filters by field, exact, enabled and q", async () => {
    assert.deepEqual(
      (await s.admin.users.find({ username: "ali", exact: false })).map((u) => u.username),
      ["alice"],
    );
    assert.deepEqual(await s.admin.users.find({ username: "ali", exact: true }), []);
    assert.ok((await s.admin.users.find({ enabled: false })).every((u) => !u.enabled));
    const q = await s.admin.users.find({ q: "department:Sales" });
    assert.ok(q.length > 0 && q.every((u) => u.attributes?.department?.[0] === "Sales"));
  });
  it("counts with the same filters", async () => {
    assert.equal(await s.admin.users.count({ search: "al" }), 1);
    assert.equal(await s.admin.users.count(), (await s.admin.users.find({ max: -1 } as never)).length);
  });
  it("gives brief representations on request", async () => {
    const [brief] = await s.admin.users.find({ search: "alice", briefRepresentation: true });
    assert.equal(brief.attributes, undefined);
    assert.ok(brief.access);
  });
});

describe("users: create, read, update, delete", () => {
  it("creates with a lowercase username, reads back, 409 on duplicates", async () => {
    const { id } = await s.admin.users.create({
      username: "NewPerson",
      email: "new.person@acme.example",
      firstName: "New",
      lastName: "Person",
      enabled: true,
    });
    const user = await s.admin.users.findOne({ id });
    assert.equal(user?.username, "newperson");
    assert.equal(user?.enabled, true);
    const dupName = await errorOf(s.admin.users.create({ username: "newperson", enabled: true }));
    assert.equal(dupName.status, 409);
    assert.deepEqual(dupName.body, { errorMessage: "User exists with same username" });
    const dupEmail = await errorOf(s.admin.users.create({ username: "other", email: "NEW.person@acme.example" }));
    assert.deepEqual(dupEmail.body, { errorMessage: "User exists with same email" });
  });
  it("validates the user profile with Keycloak's field errors", async () => {
    const bad = await errorOf(s.admin.users.create({ username: "badmail", email: "not-an-email" }));
    assert.equal(bad.status, 400);
    assert.equal((bad.body as { field: string }).field, "email");
    assert.equal((bad.body as { errorMessage: string }).errorMessage, "error-invalid-email");
    const dept = await errorOf(s.admin.users.create({ username: "baddept", attributes: { department: ["Nowhere"] } }));
    assert.equal((dept.body as { field: string }).field, "department");
  });
  it("returns null from findOne for an unknown id, and 404 with an error body", async () => {
    assert.equal(await s.admin.users.findOne({ id: "nope" }), null);
    const res = await s.api("/users/nope");
    assert.equal(res.status, 404);
    assert.deepEqual(await res.json(), { error: "User not found" });
  });
  it("updates and deletes", async () => {
    const { id } = await s.admin.users.create({ username: "temp", enabled: true });
    await s.admin.users.update({ id }, { firstName: "Tempo", attributes: { department: ["Sales"] } });
    const user = await s.admin.users.findOne({ id, userProfileMetadata: true });
    assert.equal(user?.firstName, "Tempo");
    assert.deepEqual(user?.attributes?.department, ["Sales"]);
    assert.ok(user?.userProfileMetadata?.attributes?.some((a) => a.name === "department"));
    await s.admin.users.del({ id });
    assert.equal(await s.admin.users.findOne({ id }), null);
  });
  it("serves the user profile and its metadata", async () => {
    const profile = await s.admin.users.getProfile();
    assert.deepEqual(
      profile.attributes?.map((a) => a.name),
      ["username", "email", "firstName", "lastName", "department"],
    );
    const metadata = await s.admin.users.getProfileMetadata();
    // acme does not allow editing usernames, but the realm's metadata is for a user to be created, who needs one
    assert.equal(metadata.attributes?.find((a) => a.name === "username")?.readOnly, false);
    assert.equal(metadata.attributes?.find((a) => a.name === "email")?.readOnly, false);
    const [alice] = await s.admin.users.find({ username: "alice", exact: true });
    const existing = await s.admin.users.findOne({ id: alice.id!, userProfileMetadata: true });
    assert.equal(existing?.userProfileMetadata?.attributes?.find((a) => a.name === "username")?.readOnly, true);
  });
});

describe("users: passwords and credentials", () => {
  it("enforces the password policy as Keycloak words it", async () => {
    const [bob] = await s.admin.users.find({ username: "bob", exact: true });
    const res = await s.api(`/users/${bob.id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: "abc", temporary: false }),
    });
    assert.equal(res.status, 400);
    assert.deepEqual(await res.json(), {
      error: "invalidPasswordMinLengthMessage",
      error_description: "Invalid password: minimum length 5.",
    });
  });
  it("resets a temporary password (adds UPDATE_PASSWORD) and manages credentials", async () => {
    const [carol] = await s.admin.users.find({ username: "carol", exact: true });
    await s.admin.users.resetPassword({
      id: carol.id!,
      credential: { type: "password", value: "carol-new", temporary: true },
    });
    const user = await s.admin.users.findOne({ id: carol.id! });
    assert.ok(user?.requiredActions?.includes("UPDATE_PASSWORD"));
    const creds = await s.admin.users.getCredentials({ id: carol.id! });
    assert.equal(creds.length, 1);
    assert.equal((creds[0] as { value?: string }).value, undefined);
    await s.admin.users.updateCredentialLabel({ id: carol.id!, credentialId: creds[0].id! }, "Laptop");
    assert.equal((await s.admin.users.getCredentials({ id: carol.id! }))[0].userLabel, "Laptop");
    await s.admin.users.deleteCredential({ id: carol.id!, credentialId: creds[0].id! });
    assert.deepEqual(await s.admin.users.getCredentials({ id: carol.id! }), []);
  });
});

describe("users: roles, groups and links", () => {
  it("maps realm and client roles, lists available and composite", async () => {
    const [dave] = await s.admin.users.find({ username: "dave", exact: true });
    const manager = await s.admin.roles.findOneByName({ name: "manager" });
    await s.admin.users.addRealmRoleMappings({ id: dave.id!, roles: [{ id: manager!.id!, name: "manager" }] });
    const realmRoles = await s.admin.users.listRealmRoleMappings({ id: dave.id! });
    assert.ok(realmRoles.some((r) => r.name === "manager"));
    const composite = await s.admin.users.listCompositeRealmRoleMappings({ id: dave.id! });
    assert.ok(composite.some((r) => r.name === "employee"));
    const available = await s.admin.users.listAvailableRealmRoleMappings({ id: dave.id! });
    // only direct roles are left out: employee, which manager carries, is still offered
    assert.ok(!available.some((r) => r.name === "manager"));
    assert.ok(available.some((r) => r.name === "employee"));
    const [api] = await s.admin.clients.find({ clientId: "acme-api" });
    const effectiveClient = await s.admin.users.listCompositeClientRoleMappings({
      id: dave.id!,
      clientUniqueId: api.id!,
    });
    assert.deepEqual(effectiveClient.map((r) => r.name).sort(), ["read", "write"]);
    const all = await s.admin.users.listRoleMappings({ id: dave.id! });
    assert.ok(all.realmMappings?.some((r) => r.name === "manager"));
    await s.admin.users.delRealmRoleMappings({ id: dave.id!, roles: [{ id: manager!.id!, name: "manager" }] });
    assert.ok(!(await s.admin.users.listRealmRoleMappings({ id: dave.id! })).some((r) => r.name === "manager"));
  });
  it("joins and leaves groups", async () => {
    const [erin] = await s.admin.users.find({ username: "erin", exact: true });
    const [sales] = await s.admin.groups.find({ search: "Sales", exact: true } as never);
    await s.admin.users.addToGroup({ id: erin.id!, groupId: sales.id! });
    const groups = await s.admin.users.listGroups({ id: erin.id! });
    assert.ok(groups.some((g) => g.path === "/Sales"));
    assert.equal((await s.admin.users.countGroups({ id: erin.id! })).count, groups.length);
    await s.admin.users.delFromGroup({ id: erin.id!, groupId: sales.id! });
    assert.ok(!(await s.admin.users.listGroups({ id: erin.id! })).some((g) => g.path === "/Sales"));
  });
  it("lists, adds and removes identity-provider links", async () => {
    const [erin] = await s.admin.users.find({ username: "erin", exact: true });
    assert.deepEqual(
      (await s.admin.users.listFederatedIdentities({ id: erin.id! })).map((f) => f.identityProvider),
      ["corporate-sso"],
    );
    await s.admin.users.addToFederatedIdentity({
      id: erin.id!,
      federatedIdentityId: "github",
      federatedIdentity: { userId: "42", userName: "erin-gh" },
    });
    const dup = await errorOf(
      s.admin.users.addToFederatedIdentity({
        id: erin.id!,
        federatedIdentityId: "github",
        federatedIdentity: { userId: "42", userName: "erin-gh" },
      }),
    );
    assert.equal(dup.status, 409);
    await s.admin.users.delFromFederatedIdentity({ id: erin.id!, federatedIdentityId: "github" });
    assert.equal((await s.admin.users.listFederatedIdentities({ id: erin.id! })).length, 1);
  });
  it("lists and revokes consents", async () => {
    const [alice] = await s.admin.users.find({ username: "alice", exact: true });
    assert.equal((await s.admin.users.listConsents({ id: alice.id! }))[0].clientId, "acme-webapp");
    await s.admin.users.revokeConsent({ id: alice.id!, clientId: "acme-webapp" });
    assert.deepEqual(await s.admin.users.listConsents({ id: alice.id! }), []);
  });
  it("records action and verification emails in the dev outbox", async () => {
    const [frank] = await s.admin.users.find({ username: "frank", exact: true });
    await s.admin.users.executeActionsEmail({
      id: frank.id!,
      actions: ["UPDATE_PASSWORD", "VERIFY_EMAIL"],
      lifespan: 3600,
    });
    await s.admin.users.sendVerifyEmail({ id: frank.id! });
    const bad = await errorOf(s.admin.users.executeActionsEmail({ id: frank.id!, actions: ["NOT_AN_ACTION"] }));
    assert.deepEqual(bad.body, { errorMessage: "Provided invalid required actions" });
    const outbox = (await (await s.api("/dev/outbox")).json()) as {
      type: string;
      to: string;
      details: { actions?: string[] };
    }[];
    assert.equal(outbox[0].type, "VERIFY_EMAIL");
    assert.deepEqual(outbox[1].details.actions, ["UPDATE_PASSWORD", "VERIFY_EMAIL"]);
    assert.equal(outbox[1].to, "frank@acme.example");
  });
  it("lists sessions and logs a user out", async () => {
    const [grace] = await s.admin.users.find({ username: "grace", exact: true });
    assert.ok(Array.isArray(await s.admin.users.listSessions({ id: grace.id! })));
    await s.admin.users.logout({ id: grace.id! });
  });
});

describe("users: permissions", () => {
  it("lets helpdesk (query-users only) query but shows no users, and forbids clients", async () => {
    const helpdesk = await s.loginAs("helpdesk");
    assert.deepEqual(await helpdesk.users.find({ search: "alice" }), []);
    const res = await errorOf(helpdesk.clients.find());
    assert.equal(res.status, 403);
  });
  it("lets layla (realm-admin) manage users", async () => {
    const layla = await s.loginAs("layla");
    const found = await layla.users.find({ search: "alice" });
    assert.equal(found.length, 1);
    assert.equal(found[0].access?.manage, true);
  });
});
