// Realm-level resources: events, admin events, components and keys, identity providers, organizations,
// authentication, attack detection and sessions.
import assert from "node:assert/strict";
import { X509Certificate } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

let s: AcmeServer;
before(async () => {
  s = await startAcmeServer();
});
after(async () => {
  await s.server.cleanup();
});

describe("events", () => {
  it("lists login events newest first with filters", async () => {
    const events = await s.admin.realms.findEvents({ realm: "acme", max: 100 });
    assert.equal(events.length, 40);
    assert.ok(events[0].time! >= events[1].time!);
    const errors = await s.admin.realms.findEvents({ realm: "acme", type: ["LOGIN_ERROR"] } as never);
    assert.ok(errors.length > 0 && errors.every((e) => e.type === "LOGIN_ERROR"));
    const day = await s.admin.realms.findEvents({
      realm: "acme",
      dateFrom: "2025-01-31",
      dateTo: "2025-01-31",
    } as never);
    assert.ok(day.length > 0 && day.length < 40);
  });
  it("records admin events for writes and filters them", async () => {
    await s.admin.roles.create({ name: "event-probe" });
    const adminEvents = await s.admin.realms.findAdminEvents({
      realm: "acme",
      operationTypes: "CREATE",
      resourceTypes: "REALM_ROLE",
      max: 5,
    } as never);
    assert.equal(adminEvents[0].resourcePath, "roles/event-probe");
    const config = await s.admin.realms.getConfigEvents({ realm: "acme" });
    assert.equal(config.adminEventsEnabled, true);
  });
});

describe("components and keys", () => {
  it("lists key providers and reports their keys with a real certificate", async () => {
    const keys = await s.admin.realms.getKeys({ realm: "acme" });
    const rsa = keys.keys?.find((k) => k.algorithm === "RS256");
    assert.ok(rsa?.publicKey && rsa.certificate);
    assert.equal(new X509Certificate(Buffer.from(rsa.certificate!, "base64")).subject, "CN=acme");
    assert.equal(keys.active?.RS256, rsa.kid);
    assert.ok(keys.keys?.some((k) => k.algorithm === "HS512") && keys.keys?.some((k) => k.algorithm === "AES"));
    const providers = await s.admin.components.find({ type: "org.keycloak.keys.KeyProvider" });
    // Keycloak shows a generated key provider's declared properties only: its key material stays out
    assert.equal(providers.find((c) => c.providerId === "rsa-generated")?.config?.privateKey, undefined);
  });
  it("finds the LDAP provider and its mapper types", async () => {
    const [ldap] = await s.admin.components.find({ type: "org.keycloak.storage.UserStorageProvider" });
    assert.equal(ldap.config?.enabled?.[0], "false");
    const mappers = await s.admin.components.find({
      parent: ldap.id,
      type: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
    });
    assert.equal(mappers.length, 5);
    const types = await s.admin.components.listSubComponents({
      id: ldap.id!,
      type: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
    });
    assert.ok(types.some((t) => t.id === "group-ldap-mapper"));
  });
});

describe("identity providers", () => {
  it("lists, creates (409), updates and deletes, with mappers", async () => {
    const list = await s.admin.identityProviders.find();
    assert.deepEqual(
      list.map((p) => p.alias),
      ["corporate-sso", "github"],
    );
    await s.admin.identityProviders.create({
      alias: "google",
      providerId: "google",
      config: { clientId: "x", clientSecret: "y" },
    });
    const dup = await s.api("/identity-provider/instances", {
      method: "POST",
      body: JSON.stringify({ alias: "google", providerId: "google" }),
    });
    assert.equal(dup.status, 409);
    const mappers = await s.admin.identityProviders.findMappers({ alias: "corporate-sso" });
    assert.equal(mappers.length, 2);
    const types = await s.admin.identityProviders.findMapperTypes({ alias: "corporate-sso" });
    assert.ok(types["oidc-user-attribute-idp-mapper"]);
    await s.admin.identityProviders.del({ alias: "google" });
    assert.equal(await s.admin.identityProviders.findOne({ alias: "google" }), null);
  });
});

describe("organizations", () => {
  it("lists, counts, creates and lists members", async () => {
    const orgs = await s.admin.organizations.find({ search: "europe" });
    assert.equal(orgs[0].name, "ACME Europe");
    const members = await s.admin.organizations.listMembers({ orgId: orgs[0].id!, max: 100 });
    assert.equal(members.length, 9);
    const { id } = await s.admin.organizations.create({
      name: "ACME Asia",
      alias: "acme-asia",
      domains: [{ name: "acme.asia", verified: false }],
    });
    const dup = await s.api("/organizations", {
      method: "POST",
      body: JSON.stringify({ name: "ACME Asia", alias: "asia" }),
    });
    assert.equal(dup.status, 409);
    const [alice] = await s.admin.users.find({ username: "alice", exact: true });
    // acme's seeded SMTP host does not exist; without one the invitation only goes to the dev outbox
    const realm = await s.admin.realms.findOne({ realm: "acme" });
    await s.admin.realms.update({ realm: "acme" }, { ...realm, smtpServer: {} });
    const form = new FormData();
    form.append("id", alice.id!);
    await s.admin.organizations.inviteExistingUser({ orgId: id }, form);
    const outbox = (await (await s.api("/dev/outbox")).json()) as { type: string }[];
    assert.equal(outbox[0].type, "ORGANIZATION_INVITE");
    const ofUser = await s.admin.organizations.memberOrganizations({ userId: alice.id! });
    assert.deepEqual(
      ofUser.map((o) => o.name),
      ["ACME Americas"],
    );
    await s.admin.organizations.delById({ id });
  });
});

describe("authentication", () => {
  it("seeds Keycloak's built-in flows, executions and required actions", async () => {
    const flows = await s.admin.authenticationManagement.getFlows();
    assert.deepEqual(flows.map((f) => f.alias).sort(), [
      "browser",
      "clients",
      "direct grant",
      "docker auth",
      "first broker login",
      "registration",
      "reset credentials",
    ]);
    const executions = await s.admin.authenticationManagement.getExecutions({ flow: "browser" });
    assert.deepEqual(executions.map((e) => [e.displayName, e.level]).slice(0, 4), [
      ["Cookie", 0],
      ["Kerberos", 0],
      // Keycloak 26.7's browser flow, its organization step before the forms
      ["Identity Provider Redirector", 0],
      ["Organization", 0],
    ]);
    assert.ok(executions.some((e) => e.displayName === "OTP Form" && e.level === 2));
    const actions = await s.admin.authenticationManagement.getRequiredActions();
    assert.ok(actions.some((a) => a.alias === "UPDATE_PASSWORD"));
    const usedBy = (await (await s.api("/ui-ext/authentication-management/flows")).json()) as {
      alias: string;
      usedBy?: { type: string; values: string[] };
    }[];
    assert.deepEqual(usedBy.find((f) => f.alias === "first broker login")?.usedBy, {
      type: "SPECIFIC_PROVIDERS",
      values: ["corporate-sso", "github"],
    });
    assert.equal(usedBy.find((f) => f.alias === "browser")?.usedBy?.type, "DEFAULT");
  });
  it("copies a flow with its subflows", async () => {
    await s.admin.authenticationManagement.copyFlow({ flow: "browser", newName: "browser copy" });
    const flows = await s.admin.authenticationManagement.getFlows();
    assert.ok(flows.some((f) => f.alias === "browser copy" && !f.builtIn));
    const executions = await s.admin.authenticationManagement.getExecutions({ flow: "browser copy" });
    assert.ok(executions.some((e) => e.displayName === "browser copy forms"));
  });
});

describe("attack detection and sessions", () => {
  it("reports and clears brute-force status", async () => {
    const { recordLoginFailure } = await import("../realm/bruteForce.js");
    const realm = s.server.store.realm("acme")!;
    const [bob] = await s.admin.users.find({ username: "bob", exact: true });
    for (let i = 0; i < 5; i++) recordLoginFailure(realm, bob.id!, "10.1.1.1");
    const status = await s.admin.attackDetection.findOne({ id: bob.id! });
    assert.equal(status?.numFailures, 5);
    assert.equal(status?.disabled, true);
    const list = (await (await s.api("/ui-ext/brute-force-user?search=bob")).json()) as {
      bruteForceStatus: { disabled: boolean };
    }[];
    assert.equal(list[0].bruteForceStatus.disabled, true);
    await s.admin.attackDetection.del({ id: bob.id! });
    assert.equal((await s.admin.attackDetection.findOne({ id: bob.id! }))?.numFailures, 0);
  });
  it("answers session stats and the console's session list", async () => {
    await s.loginAs("alice");
    const stats = await s.admin.realms.getClientSessionStats({ realm: "acme" });
    assert.ok(Array.isArray(stats));
    const sessions = (await (await s.api("/ui-ext/sessions?type=ALL&first=0&max=10")).json()) as {
      username: string;
      type: string;
    }[];
    assert.ok(sessions.some((x) => x.username === "alice" && x.type === "REGULAR"));
  });
});
