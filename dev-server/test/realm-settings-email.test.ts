// Realm settings' email tab: POST /testSMTPConnection really sends Keycloak's test mail through the settings given to
// the calling admin's address (here a local SMTP sink), reports the SMTP client's error when it cannot, resolves the
// masked password to the stored one only for the stored server and user, and needs manage-realm.
import { after, before, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { passwordGrant } from "./helpers/testServer.js";
import { closedPort, startSmtpSink, type SmtpSink } from "./helpers/smtpSink.js";

const MASK = "**********";
const ADMIN_EMAIL = "admin@master.example";
const LOGIN = { user: "mailer", password: "smtp-Secret-Value-789" };

describe("realm settings: email and the SMTP test", () => {
  let acme: AcmeServer;
  let sink: SmtpSink;
  let viewerToken: string;

  const test = (settings: Record<string, unknown>, token?: string) =>
    acme.api("/testSMTPConnection", { method: "POST", body: JSON.stringify(settings), token });
  const settings = (extra: Record<string, unknown> = {}) => ({
    from: "noreply@acme.example",
    fromDisplayName: "Acme",
    replyTo: "help@acme.example",
    envelopeFrom: "bounces@acme.example",
    host: "127.0.0.1",
    port: sink.port,
    ssl: false,
    starttls: false,
    auth: true,
    ...LOGIN,
    ...extra,
  });
  const setAdminEmail = async (email: string) => {
    const [admin] = await acme.admin.users.find({ realm: "master", username: "admin", exact: true });
    await acme.admin.users.update({ realm: "master", id: admin.id! }, { ...admin, email });
  };

  before(async () => {
    acme = await startAcmeServer();
    sink = await startSmtpSink(LOGIN);
    await setAdminEmail(ADMIN_EMAIL);
    const { id } = await acme.admin.users.create({
      username: "viewer",
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "viewer@acme.example",
      firstName: "View",
      lastName: "Only",
      enabled: true,
      credentials: [{ type: "password", value: "viewer", temporary: false }],
    });
    const [realmManagement] = await acme.admin.clients.find({ clientId: "realm-management" });
    const viewRealm = (await acme.admin.clients.findRole({ id: realmManagement.id!, roleName: "view-realm" }))!;
    await acme.admin.users.addClientRoleMappings({
      id,
      clientUniqueId: realmManagement.id!,
      roles: [{ id: viewRealm.id!, name: viewRealm.name! }],
    });
    // without a token of its own the request below would go out with admin's, and be allowed
    const grant = await passwordGrant(acme.server.url, "acme", "viewer", "viewer");
    assert.equal(grant.status, 200);
    viewerToken = (await grant.json()).access_token;
  });
  beforeEach(() => {
    sink.mails.length = 0;
  });
  after(async () => {
    await sink.close();
    await acme.server.cleanup();
  });

  it("sends the test mail through the given server to the calling admin's address", async () => {
    const res = await test(settings());
    assert.equal(res.status, 204, await res.text());
    assert.equal(sink.mails.length, 1);
    const [mail] = sink.mails;
    assert.deepEqual(mail.to, [ADMIN_EMAIL]);
    assert.equal(mail.from, "bounces@acme.example");
    assert.equal(mail.user, LOGIN.user);
    assert.match(mail.data, /^From: Acme <noreply@acme\.example>$/m);
    assert.match(mail.data, /^Reply-To: help@acme\.example$/m);
    assert.match(mail.data, /^Subject: \[KEYCLOAK\] - SMTP test message$/m);
  });

  // the connection's own error would make the endpoint a port scanner of the server's network
  it("answers a closed port with Keycloak's message only, as Keycloak does", async () => {
    const res = await test(settings({ port: await closedPort() }));
    assert.equal(res.status, 500);
    assert.deepEqual(await res.json(), { errorMessage: "Failed to send email" });
  });

  it("answers a refused login with the same message", async () => {
    const res = await test(settings({ password: "wrong" }));
    assert.equal(res.status, 500);
    assert.deepEqual(await res.json(), { errorMessage: "Failed to send email" });
    assert.equal(sink.mails.length, 0);
  });

  it("uses the stored password for the mask, and only for the stored server and user", async () => {
    const realm = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    const stored = Object.fromEntries(Object.entries(settings()).map(([k, v]) => [k, String(v)]));
    await acme.admin.realms.update({ realm: "acme" }, { ...realm, smtpServer: stored });
    const read = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    assert.equal(read.smtpServer!.password, MASK);
    assert.ok(!JSON.stringify(read).includes(LOGIN.password));

    assert.equal((await test(settings({ password: MASK }))).status, 204);
    assert.equal(sink.mails.length, 1);

    const otherUser = await test(settings({ password: MASK, user: "someone-else" }));
    assert.equal(otherUser.status, 500);
    const otherPort = await test(settings({ password: MASK, port: await closedPort() }));
    assert.equal(otherPort.status, 500);
    assert.equal(sink.mails.length, 1);
  });

  it("says so when the admin has no email", async () => {
    await setAdminEmail("");
    try {
      const res = await test(settings());
      assert.equal(res.status, 500);
      assert.equal(
        ((await res.json()) as { errorMessage: string }).errorMessage,
        "Logged in user does not have an e-mail.",
      );
      assert.equal(sink.mails.length, 0);
    } finally {
      await setAdminEmail(ADMIN_EMAIL);
    }
  });

  it("refuses an admin who may only view the realm", async () => {
    const res = await test(settings(), viewerToken);
    assert.equal(res.status, 403);
    assert.equal(sink.mails.length, 0);
  });
});
