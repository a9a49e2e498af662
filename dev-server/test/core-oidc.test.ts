// OpenID Connect endpoints without a browser: discovery, realm info, password grant, refresh rotation, userinfo.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("OIDC endpoints", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.cleanup());

  it("publishes Keycloak's endpoint paths in the discovery document", async () => {
    const doc = await (await fetch(`${server.url}/realms/master/.well-known/openid-configuration`)).json();
    const oidc = `${server.url}/realms/master/protocol/openid-connect`;
    assert.equal(doc.issuer, `${server.url}/realms/master`);
    assert.equal(doc.authorization_endpoint, `${oidc}/auth`);
    assert.equal(doc.token_endpoint, `${oidc}/token`);
    assert.equal(doc.end_session_endpoint, `${oidc}/logout`);
    assert.equal(doc.jwks_uri, `${oidc}/certs`);
    assert.equal(doc.userinfo_endpoint, `${oidc}/userinfo`);
    assert.ok(doc.code_challenge_methods_supported.includes("S256"));
  });

  it("answers GET /realms/{realm} with the public realm info, 404 for an unknown realm", async () => {
    const info = await (await fetch(`${server.url}/realms/master`)).json();
    assert.equal(info.realm, "master");
    assert.equal(info["token-service"], `${server.url}/realms/master/protocol/openid-connect`);
    assert.match(info.public_key, /^MII/);
    assert.equal((await fetch(`${server.url}/realms/nope`)).status, 404);
  });

  it("issues Keycloak-shaped tokens on the password grant", async () => {
    const response = await passwordGrant(server.url, "master", "admin", "admin");
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.equal(body.token_type, "Bearer");
    assert.equal(body.expires_in, 60);
    const jwks = jose.createRemoteJWKSet(new URL(`${server.url}/realms/master/protocol/openid-connect/certs`));
    const { payload, protectedHeader } = await jose.jwtVerify(body.access_token, jwks, {
      issuer: `${server.url}/realms/master`,
    });
    assert.equal(protectedHeader.alg, "RS256");
    assert.equal(protectedHeader.typ, "JWT");
    assert.equal(payload.typ, "Bearer");
    assert.equal(payload.azp, "admin-cli");
    assert.equal(typeof payload.sid, "string");
    // no scope asked: Keycloak applies admin-cli's default client scopes and issues no ID token
    assert.equal(payload.scope, "profile email");
    assert.equal(body.id_token, undefined);
    // admin-cli's access tokens are lightweight in Keycloak 26.7: no subject, name or roles, only the session
    for (const claim of ["sub", "preferred_username", "realm_access", "resource_access"])
      assert.equal(payload[claim], undefined, claim);
    // the roles still count: the admin API reads them through the token's session
    const users = await fetch(`${server.url}/admin/realms/master/users`, {
      headers: { Authorization: `Bearer ${body.access_token}` },
    });
    assert.equal(users.status, 200);
    assert.equal((payload.exp as number) - (payload.iat as number), 60);
    // refresh tokens are JWTs, as keycloak-js and the admin client decode them
    assert.equal(jose.decodeJwt(body.refresh_token).typ, "Refresh");
  });

  it("answers a wrong password with Keycloak's 400", async () => {
    const response = await passwordGrant(server.url, "master", "admin", "wrong");
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { error: "invalid_grant", error_description: "Invalid user credentials" });
  });

  const refresh = (token: string) =>
    fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "refresh_token", client_id: "admin-cli", refresh_token: token }),
    });

  it("with revokeRefreshToken on, rotates refresh tokens and rejects a reused one", async (t) => {
    const master = server.store.realm("master")!;
    master.rep.revokeRefreshToken = true;
    t.after(() => (master.rep.revokeRefreshToken = false));
    const first = await (await passwordGrant(server.url, "master", "admin", "admin")).json();
    const second = await refresh(first.refresh_token);
    assert.equal(second.status, 200);
    const secondBody = await second.json();
    assert.notEqual(secondBody.refresh_token, first.refresh_token);
    const reused = await refresh(first.refresh_token);
    assert.equal(reused.status, 400);
    assert.equal((await reused.json()).error, "invalid_grant");
  });

  it("lets a refreshed token be used again, by several requests at once, as Keycloak does by default", async () => {
    const first = await (await passwordGrant(server.url, "master", "admin", "admin")).json();
    const together = await Promise.all(Array.from({ length: 5 }, () => refresh(first.refresh_token)));
    assert.deepEqual(
      together.map((response) => response.status),
      [200, 200, 200, 200, 200],
    );
    const later = await refresh(first.refresh_token);
    assert.equal(later.status, 200);
    const { access_token } = await later.json();
    const userinfo = await fetch(`${server.url}/realms/master/protocol/openid-connect/userinfo`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    assert.equal(userinfo.status, 200);
  });

  it("serves userinfo for its JWT access tokens", async () => {
    const { access_token } = await (await passwordGrant(server.url, "master", "admin", "admin")).json();
    const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/userinfo`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    assert.equal(response.status, 200);
    assert.equal((await response.json()).preferred_username, "admin");
    assert.equal((await fetch(`${server.url}/realms/master/protocol/openid-connect/userinfo`)).status, 401);
  });

  it("answers keycloak-js' third-party-cookie probe", async () => {
    const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/3p-cookies/step1.html`);
    assert.equal(response.status, 200);
    assert.match(await response.text(), /postMessage\("unsupported"/);
    // the application's origin frames it, so neither header may keep it to the server's own origin
    assert.equal(response.headers.get("x-frame-options"), null);
    assert.doesNotMatch(response.headers.get("content-security-policy") ?? "", /frame-ancestors/);
    assert.match(response.headers.get("content-security-policy") ?? "", /script-src 'sha256-/);
  });

  it("records login events when the realm has events enabled", async () => {
    const master = server.store.realm("master")!;
    master.rep.eventsEnabled = true;
    try {
      await passwordGrant(server.url, "master", "admin", "wrong");
      await passwordGrant(server.url, "master", "admin", "admin");
      const [login, error] = master.events;
      assert.equal(login.type, "LOGIN");
      assert.equal(login.clientId, "admin-cli");
      assert.equal(login.realmId, "master");
      assert.equal(typeof login.sessionId, "string");
      assert.equal(error.type, "LOGIN_ERROR");
      assert.equal(error.error, "invalid_user_credentials");
    } finally {
      master.rep.eventsEnabled = false;
    }
  });

  it("allows CORS from the console's origins with credentials", async () => {
    // security-admin-console's webOrigins "+" allow the origins of its redirect URIs, which include next dev's
    const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "http://localhost:3000" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: "security-admin-console",
        refresh_token: "stale",
      }),
    });
    assert.equal(response.status, 400);
    assert.equal(response.headers.get("access-control-allow-origin"), "http://localhost:3000");
    assert.equal(response.headers.get("access-control-allow-credentials"), "true");
    // the admin API answers any preflight, as Keycloak does: the request after it is checked against its token
    const preflight = await fetch(`${server.url}/admin/realms`, {
      method: "OPTIONS",
      headers: {
        Origin: "http://localhost:3000",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization,content-type",
      },
    });
    assert.equal(preflight.headers.get("access-control-allow-origin"), "http://localhost:3000");
    assert.equal(preflight.headers.get("access-control-allow-credentials"), "true");
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /Authorization/);
  });
});
