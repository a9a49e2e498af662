// The console's login in a real browser: oidc-client-ts with code + PKCE S256 + response_mode=query against
// security-admin-console, through the login page, then silent check, refresh rotation and sign-out.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { chromium, type Browser, type Page } from "@playwright/test";
import { consoleDir, startTestServer, type TestServer } from "./helpers/testServer.js";
import { oidcTestPageFiles } from "./helpers/oidcTestPage.js";
import { chromiumAsUsersHaveIt } from "../../scripts/ensure-chromium.js";

interface SignedInUser {
  access_token: string;
  refresh_token: string;
  session_state: string | null;
  /** the ID token's claims */
  profile: Record<string, unknown>;
}

describe("browser login with oidc-client-ts", () => {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  let testPage: string;

  const silentError = () =>
    page.evaluate(() =>
      (window as unknown as { mgr: { signinSilent(): Promise<unknown> } }).mgr.signinSilent().then(
        () => "signed in",
        (e: { error?: string; message: string }) => e.error ?? e.message,
      ),
    );

  before(async () => {
    server = await startTestServer({ console: consoleDir(oidcTestPageFiles()) });
    testPage = `${server.url}/admin/master/console/test.html`;
    browser = await chromium.launch(chromiumAsUsersHaveIt);
    page = await (await browser.newContext()).newPage();
  });
  after(async () => {
    await browser?.close();
    await server?.cleanup();
  });

  it("answers a silent check without a session with login_required", async () => {
    await page.goto(testPage);
    assert.equal(await silentError(), "login_required");
  });

  it("logs in through the login page, re-showing it after a wrong password", async () => {
    await page.evaluate(
      () => void (window as unknown as { mgr: { signinRedirect(): Promise<void> } }).mgr.signinRedirect(),
    );
    await page.waitForURL(/\/login-actions\/authenticate\//);
    assert.equal(await page.getAttribute("html", "lang"), "en");
    await page.getByLabel("Username or email").fill("admin");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Invalid username or password.").waitFor();
    assert.equal(await page.getByLabel("Username or email").inputValue(), "admin");

    await page.getByLabel("Password").fill("admin");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/test\.html\?.*code=/);
    assert.match(page.url(), /session_state=/);
    await page.waitForFunction(() => document.title !== "test");
    assert.equal(await page.title(), "signed-in");
    const user = (await page.evaluate(
      () => (window as unknown as { signedIn: SignedInUser }).signedIn,
    )) as SignedInUser;
    const claims = jose.decodeJwt(user.access_token);
    assert.equal(claims.azp, "security-admin-console");
    assert.equal(claims.sid, user.session_state);
    // the console's access tokens are lightweight in Keycloak 26.7: who signed in is in the ID token only
    for (const claim of ["sub", "preferred_username", "realm_access"]) assert.equal(claims[claim], undefined, claim);
    assert.equal(user.profile.preferred_username, "admin");
    const admin = [...server.store.realm("master")!.users.values()].find((u) => u.username === "admin")!;
    assert.equal(user.profile.sub, admin.id);
  });

  it("refreshes with the refresh token, which rotates (and with revokeRefreshToken on cannot be used again)", async (t) => {
    const master = server.store.realm("master")!;
    master.rep.revokeRefreshToken = true;
    t.after(() => (master.rep.revokeRefreshToken = false));
    const before = (await page.evaluate(
      async () => await (window as unknown as { mgr: { getUser(): Promise<SignedInUser> } }).mgr.getUser(),
    )) as SignedInUser;
    const after = (await page.evaluate(() =>
      (window as unknown as { mgr: { signinSilent(): Promise<SignedInUser> } }).mgr.signinSilent(),
    )) as SignedInUser;
    assert.notEqual(after.refresh_token, before.refresh_token);
    assert.notEqual(after.access_token, before.access_token);
    const reuse = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: "security-admin-console",
        refresh_token: before.refresh_token,
      }),
    });
    assert.equal(reuse.status, 400);
  });

  it("asks before signing out when another page sends the browser to the logout endpoint", async () => {
    const other = await page.context().newPage();
    await other.goto(`${server.url}/realms/master/protocol/openid-connect/logout`);
    await other.getByRole("heading", { name: "Do you want to log out?" }).waitFor();
    await other.close();
    const adminId = [...server.store.realm("master")!.users.values()].find((u) => u.username === "admin")!.id;
    const listed = await server.sessions.list("master", { userId: adminId, clientId: "security-admin-console" });
    assert.equal(listed.length, 1, "the session outlives the unconfirmed request");
  });

  it("lists the session for the admin API and ends it on sign-out", async () => {
    const user = (await page.evaluate(
      async () => await (window as unknown as { mgr: { getUser(): Promise<SignedInUser> } }).mgr.getUser(),
    )) as SignedInUser;
    const adminId = [...server.store.realm("master")!.users.values()].find((u) => u.username === "admin")!.id;
    const listed = await server.sessions.list("master", { userId: adminId, clientId: "security-admin-console" });
    assert.equal(listed.length, 1);
    assert.equal(listed[0].id, user.session_state);
    assert.equal(listed[0].username, "admin");
    assert.deepEqual(Object.values(listed[0].clients ?? {}), ["security-admin-console"]);
    assert.equal(
      (await fetch(`${server.url}/admin/realms/master`, { headers: { Authorization: `Bearer ${user.access_token}` } }))
        .status,
      200,
    );

    await page.evaluate(
      () => void (window as unknown as { mgr: { signoutRedirect(): Promise<void> } }).mgr.signoutRedirect(),
    );
    await page.waitForURL((url) => url.pathname.endsWith("/test.html") && !url.search.includes("code="));
    const afterLogout = await fetch(`${server.url}/admin/realms/master`, {
      headers: { Authorization: `Bearer ${user.access_token}` },
    });
    assert.equal(afterLogout.status, 401, "the access token dies with its session");
    const refresh = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: "security-admin-console",
        refresh_token: user.refresh_token,
      }),
    });
    assert.equal(refresh.status, 400);
    await page.evaluate(() => (window as unknown as { mgr: { removeUser(): Promise<void> } }).mgr.removeUser());
    assert.equal(await silentError(), "login_required");
  });
});
