// The two "Test connection" buttons: the email tab's POST /testSMTPConnection (a real mail through a local SMTP sink,
// to the calling admin's address) and the LDAP form's POST /testLDAPConnection (against the tests' OpenLDAP), with
// the answers both servers give when the other end refuses or cannot be reached.
import assert from "node:assert/strict";
import { after } from "node:test";
import { differential } from "./differential.js";
import type { TargetName } from "./targets.js";
import { closedPort, startSmtpSink, type SmtpSink } from "../helpers/smtpSink.js";
import { ADMIN_DN, ADMIN_PASSWORD, startSlapd } from "../helpers/slapd.js";

// a sink for each server, as both run a scenario at the same time
const sinks: Record<TargetName, SmtpSink> = { "dev server": await startSmtpSink(), Keycloak: await startSmtpSink() };
const slapd = await startSlapd();
after(async () => {
  for (const sink of Object.values(sinks)) await sink.close();
  await slapd.stop();
});

const smtp = (sink: SmtpSink, extra: Record<string, unknown> = {}) => ({
  from: "no-reply@example.org",
  fromDisplayName: "Connection test",
  host: "127.0.0.1",
  port: String(sink.port),
  ssl: "false",
  starttls: "false",
  auth: "false",
  ...extra,
});

differential("realm-connection-tests", {}, (scenario) => {
  scenario("sends a test mail to the calling admin, and says why it could not", async (api) => {
    // the realm's own admin: Keycloak mails the test to the signed-in admin's address
    const admin = api.as(await api.adminWith("manage-realm"));
    const sink = sinks[api.target.name];
    await admin.post("/testSMTPConnection", smtp(sink));
    assert.deepEqual(
      sink.mails.map((mail) => mail.to),
      [["admin-manage-realm@example.org"]],
      `${api.target.name} sent no test mail`,
    );
    await admin.post("/testSMTPConnection", smtp(sink, { port: String(await closedPort()) }));
    await admin.post("/testSMTPConnection", smtp(sink, { from: "" }));
    await admin.post("/testSMTPConnection", undefined, { rawBody: "{ not json" });
  });

  scenario("refuses a mail test to admins who may only view the realm", async (api) => {
    const viewer = api.as(await api.adminWith("view-realm"));
    await viewer.post("/testSMTPConnection", smtp(sinks[api.target.name]));
  });

  scenario("reaches and binds to a directory, and names what failed", async (api) => {
    const admin = api.as(await api.adminWith("manage-realm"));
    const auth = { action: "testAuthentication", connectionUrl: slapd.url, bindDn: ADMIN_DN, authType: "simple" };
    await admin.post("/testLDAPConnection", { action: "testConnection", connectionUrl: slapd.url });
    await admin.post("/testLDAPConnection", { ...auth, bindCredential: ADMIN_PASSWORD });
    await admin.post("/testLDAPConnection", { ...auth, bindCredential: "wrong" });
    await admin.post("/testLDAPConnection", { ...auth, bindDn: "" });
    const closed = `ldap://127.0.0.1:${await closedPort()}`;
    await admin.post("/testLDAPConnection", { action: "testConnection", connectionUrl: closed });
  });

  scenario("refuses a directory test to admins who may only view the realm", async (api) => {
    const viewer = api.as(await api.adminWith("view-realm"));
    await viewer.post("/testLDAPConnection", { action: "testConnection", connectionUrl: slapd.url });
  });
});
