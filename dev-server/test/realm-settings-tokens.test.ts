// The Sessions and Tokens tabs save the whole realm: every lifespan they edit comes back from GET as it was PUT,
// and the access token lifespan decides how long the tokens the realm then issues live.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "lifespans";

const SETTINGS = {
  ssoSessionIdleTimeout: 7200,
  ssoSessionMaxLifespan: 86400,
  ssoSessionIdleTimeoutRememberMe: 3600,
  ssoSessionMaxLifespanRememberMe: 172800,
  clientSessionIdleTimeout: 600,
  clientSessionMaxLifespan: 1200,
  offlineSessionIdleTimeout: 86400,
  offlineSessionMaxLifespanEnabled: true,
  offlineSessionMaxLifespan: 259200,
  accessCodeLifespanLogin: 2400,
  accessCodeLifespanUserAction: 420,
  defaultSignatureAlgorithm: "ES256",
  oauth2DeviceCodeLifespan: 900,
  oauth2DevicePollingInterval: 7,
  revokeRefreshToken: true,
  refreshTokenMaxReuse: 2,
  accessTokenLifespan: 180,
  accessTokenLifespanForImplicitFlow: 1200,
  accessCodeLifespan: 90,
  actionTokenGeneratedByUserLifespan: 600,
  actionTokenGeneratedByAdminLifespan: 86400,
};

const ATTRIBUTES = {
  shortVerificationUri: "https://d.example/device",
  "actionTokenGeneratedByUserLifespan.verify-email": "7200",
  "actionTokenGeneratedByUserLifespan.reset-credentials": "",
};

const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString("utf8"));

describe("realm settings: sessions and tokens", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const passwordToken = () =>
    fetch(`${server.url}/realms/${REALM}/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "password", client_id: "cli", username: "ana", password: "ana-pass" }),
    });

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: REALM, enabled: true });
    admin.setConfig({ realmName: REALM });
    await admin.users.create({
      username: "ana",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "ana@example.org",
      firstName: "Ana",
      lastName: "Lima",
      credentials: [{ type: "password", value: "ana-pass", temporary: false }],
    });
    await admin.clients.create({ clientId: "cli", publicClient: true, directAccessGrantsEnabled: true });
  });
  after(() => server.cleanup());

  it("issues tokens with Keycloak's default lifespan of 5 minutes", async () => {
    const response = await passwordToken();
    assert.equal(response.status, 200, await response.clone().text());
    const { access_token, expires_in } = await response.json();
    const { exp, iat } = claims(access_token);
    assert.equal(exp - iat, 300);
    assert.equal(expires_in, 300);
  });

  it("keeps every lifespan and override the tabs save", async () => {
    const realm = await admin.realms.findOne({ realm: REALM });
    await admin.realms.update(
      { realm: REALM },
      { ...realm, ...SETTINGS, attributes: { ...realm!.attributes, ...ATTRIBUTES } },
    );
    const saved = await admin.realms.findOne({ realm: REALM });
    for (const [name, value] of Object.entries(SETTINGS)) {
      assert.deepEqual(saved![name as keyof typeof saved], value, name);
    }
    for (const [name, value] of Object.entries(ATTRIBUTES)) assert.equal(saved!.attributes![name], value, name);
  });

  it("issues tokens with the access token lifespan set", async () => {
    const response = await passwordToken();
    assert.equal(response.status, 200, await response.clone().text());
    const { access_token, expires_in } = await response.json();
    const { exp, iat } = claims(access_token);
    assert.equal(exp - iat, 180);
    assert.equal(expires_in, 180);
  });

  it("refuses the change to an admin who may only view the realm", async () => {
    admin.setConfig({ realmName: "master" });
    await admin.users.create({
      username: "viewer",
      enabled: true,
      credentials: [{ type: "password", value: "viewer-pass", temporary: false }],
    });
    const [viewer] = await admin.users.find({ username: "viewer", exact: true });
    const realmClient = (await admin.clients.find({ clientId: `${REALM}-realm` }))[0];
    const viewRealm = await admin.clients.findRole({ id: realmClient.id!, roleName: "view-realm" });
    await admin.users.addClientRoleMappings({
      id: viewer.id!,
      clientUniqueId: realmClient.id!,
      roles: [{ id: viewRealm!.id!, name: "view-realm" }],
    });
    const asViewer = await adminClient(server.url, "viewer", "viewer-pass");
    await assert.rejects(
      asViewer.realms.update({ realm: REALM }, { accessTokenLifespan: 60 }),
      (error: { response?: Response }) => error.response?.status === 403,
    );
    assert.equal((await admin.realms.findOne({ realm: REALM }))!.accessTokenLifespan, 180);
  });
});
