// Sessions and codes end when Keycloak 26.7 ends them (each step checked against it): a POST to the logout
// endpoint with a refresh token ends that token's session (204; a bad token is 400 invalid_grant "Invalid refresh
// token"); a logout with an id_token_hint ends the session the token names, with or without the browser's cookie;
// an authorization code is used up by its first redemption, a failed one included.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { createAppRealm } from "./fixtures/appRealm.js";
import { authorizationCode, redeemCode, type CodeFlowOptions } from "./helpers/codeFlow.js";

const REALM = "sessions-end";
const REDIRECT = "http://localhost:9999/app/cb";

describe("ending sessions and codes", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  const endpoint = (path: string) => `${server.url}/realms/${REALM}/protocol/openid-connect/${path}`;
  const post = (path: string, form: Record<string, string>) =>
    fetch(endpoint(path), { method: "POST", body: new URLSearchParams(form) });
  const signIn = async () => {
    const response = await post("token", {
      grant_type: "password",
      client_id: "app",
      username: "jane",
      password: "jane",
      scope: "openid",
    });
    assert.equal(response.status, 200);
    return (await response.json()) as { refresh_token: string; id_token: string };
  };
  const refresh = (token: string) =>
    post("token", { grant_type: "refresh_token", client_id: "app", refresh_token: token });

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await createAppRealm(admin, REALM, {
      redirectUris: ["http://localhost:9999/app/*"],
      attributes: { "post.logout.redirect.uris": "+", "pkce.code.challenge.method": "S256" },
    });
  });
  after(() => server.cleanup());

  it("ends the session of a refresh token posted to the logout endpoint", async () => {
    const { refresh_token } = await signIn();
    const logout = await post("logout", { client_id: "app", refresh_token });
    assert.equal(logout.status, 204);
    const after = await refresh(refresh_token);
    assert.equal(after.status, 400);
    assert.equal((await after.json()).error, "invalid_grant");
    const bad = await post("logout", { client_id: "app", refresh_token: "garbage" });
    assert.equal(bad.status, 400);
    assert.deepEqual(await bad.json(), { error: "invalid_grant", error_description: "Invalid refresh token" });
  });

  it("ends the session an id_token_hint names when the browser sends no cookie", async () => {
    const { refresh_token, id_token } = await signIn();
    const query = new URLSearchParams({
      id_token_hint: id_token,
      post_logout_redirect_uri: "http://localhost:9999/app/bye",
    });
    const logout = await fetch(`${endpoint("logout")}?${query}`, { redirect: "manual" });
    assert.equal(logout.status, 302);
    assert.equal(logout.headers.get("location"), "http://localhost:9999/app/bye");
    assert.equal((await refresh(refresh_token)).status, 400);
  });

  it("uses a code up on a failed redemption", async () => {
    const options: CodeFlowOptions = {
      realm: REALM,
      clientId: "app",
      redirectUri: REDIRECT,
      scope: "openid",
      username: "jane",
      password: "jane",
    };
    const issued = await authorizationCode(server.url, options);
    assert.ok(!(issued instanceof Response));
    const wrong = await redeemCode(server.url, options, { ...issued, verifier: "x".repeat(43) });
    assert.equal(wrong.status, 400);
    const right = await redeemCode(server.url, options, issued);
    assert.equal(right.status, 400);
    assert.equal((await right.json()).error, "invalid_grant");
  });
});
