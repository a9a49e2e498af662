// Organizations as the console's details screen uses them, against Keycloak 26: members with their membership type
// (MANAGED when brought in by the organization's identity provider) and its filter, invitations kept in the outbox
// and mailed through the realm's SMTP server, identity-provider links with the domain rules, and manage-organizations
// (or manage-realm) for every change.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmViewerToken } from "./helpers/realmViewer.js";
import { startSmtpSink, type SmtpSink } from "./helpers/smtpSink.js";

let s: AcmeServer;
let sink: SmtpSink;
before(async () => {
  s = await startAcmeServer();
  sink = await startSmtpSink();
  // acme's seeded SMTP host does not exist: the outbox tests run without one, the SMTP test sets its sink
  const realm = await s.admin.realms.findOne({ realm: "acme" });
  await s.admin.realms.update({ realm: "acme" }, { ...realm, smtpServer: {} });
});
after(async () => {
  await sink.close();
  await s.server.cleanup();
});

const json = (body: unknown) => ({ method: "POST", body: JSON.stringify(body) });
// the console posts these as forms; an url-encoded one is a form to the server as much as a multipart one
const form = (fields: Record<string, string>) => ({
  method: "POST",
  body: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});

async function createOrganization(name: string, domain: string): Promise<string> {
  // a name with spaces cannot stand for the alias
  const alias = name.toLowerCase().replaceAll(" ", "-");
  const response = await s.api("/organizations", json({ name, alias, domains: [{ name: domain }] }));
  assert.equal(response.status, 201);
  return response.headers.get("location")!.split("/").pop()!;
}

async function createUser(username: string, email?: string): Promise<string> {
  return (await s.admin.users.create({ realm: "acme", username, email, enabled: true })).id;
}

async function createProvider(alias: string, config: Record<string, string> = {}): Promise<void> {
  const response = await s.api(
    "/identity-provider/instances",
    json({ alias, providerId: "oidc", enabled: true, config: { clientId: "x", clientSecret: "y", ...config } }),
  );
  assert.equal(response.status, 201);
}

const outbox = async () =>
  (await (await s.api("/dev/outbox")).json()) as { type: string; to: string; userId?: string; details: object }[];

describe("organization members", () => {
  it("reports each member's membership type and filters by it, searched and paged", async () => {
    const org = await createOrganization("Members Org", "members.test");
    await createProvider("members-idp");
    assert.equal((await s.api(`/organizations/${org}/identity-providers`, json("members-idp"))).status, 204);
    const managed = await createUser("managed-member");
    const unmanaged = await createUser("unmanaged-member");
    await s.admin.users.addToFederatedIdentity({
      realm: "acme",
      id: managed,
      federatedIdentityId: "members-idp",
      federatedIdentity: { identityProvider: "members-idp", userId: "ext-1", userName: "managed-member" },
    });
    for (const id of [managed, unmanaged])
      assert.equal((await s.api(`/organizations/${org}/members`, json(id))).status, 201);

    const list = async (query: string) =>
      (
        (await (await s.api(`/organizations/${org}/members?${query}`)).json()) as {
          username: string;
          membershipType: string;
        }[]
      ).map((m) => `${m.username}:${m.membershipType}`);
    assert.deepEqual(await list(""), ["managed-member:MANAGED", "unmanaged-member:UNMANAGED"]);
    assert.deepEqual(await list("membershipType=MANAGED"), ["managed-member:MANAGED"]);
    assert.deepEqual(await list("membershipType=UNMANAGED"), ["unmanaged-member:UNMANAGED"]);
    assert.deepEqual(await list("search=unmanaged"), ["unmanaged-member:UNMANAGED"]);
    assert.deepEqual(await list("search=managed-member&exact=true"), ["managed-member:MANAGED"]);
    assert.deepEqual(await list("first=1&max=1"), ["unmanaged-member:UNMANAGED"]);
    const one = (await (await s.api(`/organizations/${org}/members/${managed}`)).json()) as { membershipType: string };
    assert.equal(one.membershipType, "MANAGED");
  });
});

describe("organization invitations", () => {
  it("keeps an invitation by email in the outbox with the names given", async () => {
    const org = await createOrganization("Invite Org", "invite.test");
    const response = await s.api(
      `/organizations/${org}/members/invite-user`,
      form({ email: "New.Person@invite.test", firstName: "New", lastName: "Person" }),
    );
    assert.equal(response.status, 204);
    const [mail] = (await outbox()).filter(
      (m) => m.type === "ORGANIZATION_INVITE" && m.to === "new.person@invite.test",
    );
    assert.deepEqual(
      { ...mail.details },
      { organizationId: org, organization: "Invite Org", firstName: "New", lastName: "Person", lifespanMinutes: 720 },
    );
  });

  it("refuses a missing or malformed email and a member already in the organization", async () => {
    const org = await createOrganization("Invite Rules Org", "rules.test");
    const missing = await s.api(`/organizations/${org}/members/invite-user`, form({ email: " " }));
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), { errorMessage: "Email is required to invite a member" });
    const malformed = await s.api(`/organizations/${org}/members/invite-user`, form({ email: "not-an-email" }));
    assert.equal(malformed.status, 400);
    assert.deepEqual(await malformed.json(), { errorMessage: "Invalid email format" });
    const member = await createUser("rules-member", "rules-member@rules.test");
    await s.api(`/organizations/${org}/members`, json(member));
    const again = await s.api(`/organizations/${org}/members/invite-user`, form({ email: "rules-member@rules.test" }));
    assert.equal(again.status, 409);
    assert.deepEqual(await again.json(), { errorMessage: "User already a member of the organization" });
  });

  it("invites an existing user by id, and refuses an unknown one", async () => {
    const org = await createOrganization("Existing Org", "existing.test");
    const user = await createUser("existing-invitee", "existing-invitee@existing.test");
    assert.equal((await s.api(`/organizations/${org}/members/invite-existing-user`, form({ id: user }))).status, 204);
    assert.ok((await outbox()).some((m) => m.type === "ORGANIZATION_INVITE" && m.userId === user));
    const unknown = await s.api(`/organizations/${org}/members/invite-existing-user`, form({ id: "nobody" }));
    assert.equal(unknown.status, 400);
    assert.deepEqual(await unknown.json(), { errorMessage: "User does not exist" });
  });

  it("mails the invitation through the realm's SMTP server, and answers 500 when it cannot", async () => {
    const org = await createOrganization("Mail Org", "mail.test");
    const realm = await s.admin.realms.findOne({ realm: "acme" });
    await s.admin.realms.update(
      { realm: "acme" },
      { ...realm, smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "noreply@acme.test" } },
    );
    const sent = await s.api(`/organizations/${org}/members/invite-user`, form({ email: "mailed@mail.test" }));
    assert.equal(sent.status, 204);
    const mail = sink.mails.find((m) => m.to.includes("mailed@mail.test"));
    assert.ok(mail, "the SMTP sink received the invitation");
    assert.match(mail.data, /Invitation to join the Mail Org organization/);

    await sink.close();
    const failed = await s.api(`/organizations/${org}/members/invite-user`, form({ email: "unsent@mail.test" }));
    assert.equal(failed.status, 500);
    assert.deepEqual(await failed.json(), { errorMessage: "Failed to send invite email" });
    sink = await startSmtpSink();
    await s.admin.realms.update({ realm: "acme" }, { ...realm, smtpServer: {} });
  });
});

describe("organization invitation list", () => {
  type Listed = { id: string; email: string; firstName?: string; status: string; sentDate: number; expiresAt: number };
  const list = async (org: string, query = "") =>
    (await (await s.api(`/organizations/${org}/invitations${query}`)).json()) as Listed[];

  it("lists pending invitations with their status, filtered, and refuses a second pending one", async () => {
    const org = await createOrganization("List Org", "list.test");
    for (const [email, firstName] of [
      ["ann@list.test", "Ann"],
      ["ben@list.test", "Ben"],
    ])
      assert.equal(
        (await s.api(`/organizations/${org}/members/invite-user`, form({ email, firstName, lastName: "L" }))).status,
        204,
      );
    const all = await list(org);
    assert.deepEqual(all.map((i) => i.email).sort(), ["ann@list.test", "ben@list.test"]);
    assert.ok(all.every((i) => i.status === "PENDING" && i.expiresAt - i.sentDate === 43200));
    assert.deepEqual(
      (await list(org, "?search=ben")).map((i) => i.firstName),
      ["Ben"],
    );
    assert.deepEqual(await list(org, "?status=EXPIRED"), []);
    assert.equal((await list(org, "?first=1&max=1")).length, 1);

    const again = await s.api(`/organizations/${org}/members/invite-user`, form({ email: "ann@list.test" }));
    assert.equal(again.status, 409);
    assert.deepEqual(await again.json(), { errorMessage: "User already has a pending invitation" });
  });

  it("resends an invitation as a new one and withdraws one", async () => {
    const org = await createOrganization("Resend Org", "resend.test");
    await s.api(`/organizations/${org}/members/invite-user`, form({ email: "cara@resend.test", firstName: "Cara" }));
    const [first] = await list(org);
    assert.equal((await s.api(`/organizations/${org}/invitations/${first.id}/resend`, { method: "POST" })).status, 204);
    const [resent] = await list(org);
    assert.notEqual(resent.id, first.id);
    assert.equal(resent.firstName, "Cara");
    assert.equal((await outbox()).filter((m) => m.to === "cara@resend.test").length, 2);

    assert.equal((await s.api(`/organizations/${org}/invitations/${resent.id}`, { method: "DELETE" })).status, 204);
    assert.deepEqual(await list(org), []);
    const gone = await s.api(`/organizations/${org}/invitations/${resent.id}`);
    assert.equal(gone.status, 404);
    assert.deepEqual(await gone.json(), { errorMessage: "Invitation not found" });
  });
});

describe("organization identity providers", () => {
  it("links a provider set to one of the organization's domains and unlinks it", async () => {
    const org = await createOrganization("Link Org", "link.test");
    await createProvider("link-idp", {
      "kc.org.domain": "link.test",
      "kc.org.broker.redirect.mode.email-matches": "true",
    });
    assert.equal((await s.api(`/organizations/${org}/identity-providers`, json("link-idp"))).status, 204);
    const linked = (await (await s.api(`/organizations/${org}/identity-providers`)).json()) as {
      alias: string;
      organizationId: string;
      config: Record<string, string>;
    }[];
    assert.deepEqual(
      linked.map((p) => [p.alias, p.organizationId, p.config["kc.org.domain"], p.config.clientSecret]),
      [["link-idp", org, "link.test", "**********"]],
    );
    const realmOnly = (await (await s.api("/identity-provider/instances?realmOnly=true")).json()) as {
      alias: string;
    }[];
    assert.ok(!realmOnly.some((p) => p.alias === "link-idp"), "a linked provider is not realm-only");

    assert.equal((await s.api(`/organizations/${org}/identity-providers/link-idp`, { method: "DELETE" })).status, 204);
    const gone = await s.api(`/organizations/${org}/identity-providers/link-idp`, { method: "DELETE" });
    assert.equal(gone.status, 404);
    assert.deepEqual(await gone.json(), { errorMessage: "Identity provider not found with the given alias" });
  });

  it("refuses a linked provider's update to a domain it does not own, a second link and another organization's provider", async () => {
    const org = await createOrganization("Rules Link Org", "ruleslink.test");
    const other = await createOrganization("Other Link Org", "otherlink.test");
    // Keycloak links a provider set to another domain, and refuses only an update of the linked provider to one
    await createProvider("foreign-domain-idp", { "kc.org.domain": "otherlink.test" });
    const foreign = await s.api(`/organizations/${org}/identity-providers`, json("foreign-domain-idp"));
    assert.equal(foreign.status, 204);
    const update = await s.api("/identity-provider/instances/foreign-domain-idp", {
      method: "PUT",
      body: JSON.stringify({ alias: "foreign-domain-idp", providerId: "oidc", config: { "kc.org.domain": "x.test" } }),
    });
    assert.equal(update.status, 400);
    assert.deepEqual(await update.json(), { errorMessage: "Domain does not match any domain from the organization" });

    await createProvider("taken-idp");
    assert.equal((await s.api(`/organizations/${org}/identity-providers`, json("taken-idp"))).status, 204);
    const twice = await s.api(`/organizations/${org}/identity-providers`, json("taken-idp"));
    assert.equal(twice.status, 409);
    const elsewhere = await s.api(`/organizations/${other}/identity-providers`, json("taken-idp"));
    assert.equal(elsewhere.status, 400);
    assert.deepEqual(await elsewhere.json(), {
      errorMessage: "Identity provider already associated with a different organization",
    });
    const unknown = await s.api(`/organizations/${org}/identity-providers`, json("no-such-idp"));
    assert.equal(unknown.status, 400);
  });

  it("takes a removed domain off the providers that served it", async () => {
    const id = await createOrganization("Domain Org", "keep.test");
    const org = (await (await s.api(`/organizations/${id}`)).json()) as { domains: { name: string }[] };
    await s.api(`/organizations/${id}`, {
      method: "PUT",
      body: JSON.stringify({ ...org, domains: [...org.domains, { name: "drop.test" }] }),
    });
    await createProvider("domain-idp", { "kc.org.domain": "drop.test" });
    assert.equal((await s.api(`/organizations/${id}/identity-providers`, json("domain-idp"))).status, 204);
    await s.api(`/organizations/${id}`, {
      method: "PUT",
      body: JSON.stringify({ ...org, domains: [{ name: "keep.test" }] }),
    });
    const provider = await s.admin.identityProviders.findOne({ realm: "acme", alias: "domain-idp" });
    assert.equal(provider?.config?.["kc.org.domain"], undefined);
  });
});

describe("organization permissions", () => {
  it("lets an admin who may view organizations, users and providers read but not change them", async () => {
    const org = await createOrganization("Viewer Org", "viewer.test");
    const token = await realmViewerToken(s.admin, s.server.url, "acme", [
      "view-organizations",
      "view-users",
      "view-identity-providers",
    ]);
    assert.equal((await s.api(`/organizations/${org}/members`, { token })).status, 200);
    assert.equal((await s.api(`/organizations/${org}/identity-providers`, { token })).status, 200);
    for (const [path, init] of [
      [`/organizations/${org}/members`, json("someone")],
      [`/organizations/${org}/members/invite-user`, form({ email: "x@viewer.test" })],
      [`/organizations/${org}/identity-providers`, json("github")],
      [`/organizations/${org}/invitations/any/resend`, { method: "POST" }],
      [`/organizations/${org}`, { method: "PUT", body: JSON.stringify({ name: "Renamed" }) }],
    ] as const) {
      assert.equal((await s.api(path, { ...init, token })).status, 403, path);
    }
  });
});
