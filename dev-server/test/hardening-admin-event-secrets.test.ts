// Admin events keep the representation of a write, and view-events reads them without any right to the secrets:
// a client's secret and rotated secret are masked as Keycloak 26.7 masks them there (StripSecretsUtils), and so are
// its private keys (Keycloak keeps those in clear in the event); a new user's credentials are left out.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

const SECRET = "client-Secret-Value-1";
const NEW_SECRET = "client-Secret-Value-2";
const PRIVATE_KEY = "MIIEv-private-key-value";
const PASSWORD = "user-Password-Value-3";

describe("secrets in admin events", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const REALM = "audited";

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: REALM, enabled: true });
    await admin.realms.updateConfigEvents(
      { realm: REALM },
      { adminEventsEnabled: true, adminEventsDetailsEnabled: true },
    );
  });
  after(() => server.cleanup());

  const representations = async () =>
    (await admin.realms.findAdminEvents({ realm: REALM, max: 100 })).map((e) => e.representation ?? "").join("\n");

  it("masks a client's secret, rotated secret and private keys, created or changed", async () => {
    const { id } = await admin.clients.create({
      realm: REALM,
      clientId: "billing",
      secret: SECRET,
      attributes: {
        "client.secret.rotated": SECRET,
        "saml.signing.private.key": PRIVATE_KEY,
        "saml.signing.certificate": "MIIC-public",
      },
    });
    await admin.clients.update({ realm: REALM, id }, { clientId: "billing", secret: NEW_SECRET });
    const text = await representations();
    for (const secret of [SECRET, NEW_SECRET, PRIVATE_KEY]) assert.ok(!text.includes(secret), secret);
    assert.ok(text.includes('"secret":"**********"'));
    assert.ok(text.includes("MIIC-public"));
  });

  it("leaves out a new user's credentials", async () => {
    await admin.users.create({
      realm: REALM,
      username: "paula",
      enabled: true,
      credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    });
    assert.ok(!(await representations()).includes(PASSWORD));
  });
});
