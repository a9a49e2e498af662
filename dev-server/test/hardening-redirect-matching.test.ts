// A redirect URI matches a registered one as Keycloak 26.7's RedirectUtils matches it (every case below was sent to
// Keycloak and answered alike): a wildcard matches after its prefix only up to a host boundary (no "@evil.com", no
// ".evil.com", no other port), never a path with a ".." segment (raw or encoded), a backslash or user info; the
// query and fragment are not part of a wildcard match; an exact URI matches only itself. Post-logout redirects follow
// the same rules.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { createAppRealm } from "./fixtures/appRealm.js";

const REALM = "redirects";

/** [redirect_uri, Keycloak's answer: true for the login page, false for 400] */
const CASES: [string, boolean][] = [
  ["http://app.example.com", true],
  ["http://app.example.com/", true],
  ["http://app.example.com/x", true],
  ["http://app.example.com?x=1", true],
  ["http://app.example.com#frag", true],
  ["http://app.example.com@evil.com/", false],
  ["http://app.example.com.evil.com/x", false],
  ["http://app.example.com:8080/x", false],
  ["http://app.example.comevil/x", false],
  ["http://APP.example.com/x", false],
  ["http://localhost:9999/app/x", true],
  ["http://localhost:9999/app", true],
  ["http://localhost:9999/app/./x", true],
  ["http://localhost:9999/app/x#frag", true],
  ["http://localhost:9999/app/../../evil/steal", false],
  ["http://localhost:9999/app/%2e%2e/%2e%2e/evil", false],
  ["http://localhost:9999/app/%2E%2E/evil", false],
  ["http://localhost:9999/app/..%2f..%2fevil", false],
  ["http://localhost:9999/app\\..\\evil", false],
  ["http://localhost:9999/app/a/../b", false],
  ["http://localhost:9999/app/x/..", false],
  ["http://localhost:9999/appx", false],
  ["http://user@localhost:9999/app/x", false],
  ["http://exact.example.com/cb", true],
  ["http://exact.example.com/cb#x", false],
  ["http://exact.example.com/cb?a=1", false],
  ["http://exact.example.com/cb/", false],
  ["http://exact.example.com:80/cb", false],
  ["http://exact.example.com/./cb", false],
  ["http://exact.example.com/x/../cb", false],
];

describe("redirect URI matching", () => {
  let server: TestServer;
  let admin: KcAdminClient;

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await createAppRealm(admin, REALM, {
      redirectUris: ["http://app.example.com*", "http://localhost:9999/app/*", "http://exact.example.com/cb"],
      attributes: { "post.logout.redirect.uris": "+" },
    });
  });
  after(() => server.cleanup());

  const authorize = (redirectUri: string) =>
    fetch(
      `${server.url}/realms/${REALM}/protocol/openid-connect/auth?${new URLSearchParams({
        client_id: "app",
        response_type: "code",
        scope: "openid",
        redirect_uri: redirectUri,
      })}`,
      { redirect: "manual" },
    );

  it("accepts and refuses what Keycloak accepts and refuses", async () => {
    const wrong: string[] = [];
    for (const [uri, accepted] of CASES) {
      const response = await authorize(uri);
      await response.arrayBuffer();
      if ((response.status !== 400) !== accepted) wrong.push(`${uri}: ${response.status}`);
    }
    assert.deepEqual(wrong, []);
  });

  it("applies the same rules to post-logout redirects", async () => {
    const grant = await fetch(`${server.url}/realms/${REALM}/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "app",
        username: "jane",
        password: "jane",
        scope: "openid",
      }),
    });
    const idToken = (await grant.json()).id_token as string;
    const logout = (uri: string) =>
      fetch(
        `${server.url}/realms/${REALM}/protocol/openid-connect/logout?${new URLSearchParams({
          id_token_hint: idToken,
          post_logout_redirect_uri: uri,
        })}`,
        { redirect: "manual" },
      );
    for (const uri of ["http://app.example.com@evil.com/", "http://localhost:9999/app/../../evil"]) {
      const response = await logout(uri);
      assert.ok(!(response.headers.get("location") ?? "").includes("evil"), uri);
      assert.equal(response.status, 400, uri);
    }
  });
});
