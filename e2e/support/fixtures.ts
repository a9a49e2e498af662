// Shared e2e steps: a dev server per worker, signing in (through the login page once per worker and user, then with
// the SSO session), and an admin client that checks what the server holds after the browser did its work.
import { spawn } from "node:child_process";
import { once } from "node:events";
import KcAdminClient from "@keycloak/keycloak-admin-client";
import { test as base, expect, type Cookie, type Page } from "@playwright/test";
import { consoleUrl, E2E_BASE_URL } from "./server";

export type Credentials = { username: string; password: string };
export const ADMIN: Credentials = { username: "admin", password: "admin" };

/** Each user's SSO session cookies in this worker, by login realm and credentials. */
const ssoSessions = new Map<string, Cookie[]>();

/**
 * Opens the console of `loginRealm` at `hash` (e.g. "/acme/users") signed in as `user`. A user signs in on the login
 * page the first time in a worker; later sign-ins reuse that SSO session, as a returning admin does, and skip the
 * page: a login page and a second start of the console fewer. When the session has ended (a test signed out or
 * deleted the user), the login page is filled in again. `fresh` leaves the worker's session out, so that a new context
 * goes through the login page: for a test about that sign-in itself (its LOGIN event).
 */
export async function signIn(
  page: Page,
  { loginRealm = "master", hash = "", user = ADMIN, fresh = false } = {} as {
    loginRealm?: string;
    hash?: string;
    user?: Credentials;
    fresh?: boolean;
  },
) {
  const key = JSON.stringify([loginRealm, user.username, user.password]);
  const session = fresh ? undefined : ssoSessions.get(key);
  if (session) await page.context().addCookies(session);
  await page.goto(`${consoleUrl(loginRealm)}${hash ? `#${hash}` : ""}`);
  const signedIn = page.getByRole("button", { name: /choose another realm/ });
  const username = page.getByLabel("Username or email");
  await expect(signedIn.or(username)).toBeVisible();
  if (await username.isVisible()) {
    await username.fill(user.username);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(signedIn).toBeVisible();
  }
  // only the login realm's cookies (its SSO session lives under /realms/{realm}/): another user's session in another
  // realm, signed in earlier in the same test, must not come along to a later test
  const path = `/realms/${encodeURIComponent(loginRealm)}/`;
  ssoSessions.set(
    key,
    (await page.context().cookies()).filter((cookie) => cookie.path.startsWith(path)),
  );
}

export async function adminClient(): Promise<KcAdminClient> {
  const client = new KcAdminClient({ baseUrl: E2E_BASE_URL, realmName: "master" });
  await client.auth({
    grantType: "password",
    clientId: "admin-cli",
    username: ADMIN.username,
    password: ADMIN.password,
  });
  return client;
}

/**
 * Ends the admin's admin-cli sessions the tests' checks opened: the console's own session, which later tests of the
 * worker reuse, then stays the admin's newest, as it would be for a person at the console. `client`, a test's client
 * whose 60 s token may have run out, is renewed with its refresh token, which costs the server no password hash; a
 * new client signs in where there is none or its session has ended. The client's own session goes last.
 */
export async function endAdminCliSessions(client?: KcAdminClient) {
  if (client?.refreshToken)
    await client
      .auth({ grantType: "refresh_token", clientId: "admin-cli", refreshToken: client.refreshToken })
      .catch(() => (client = undefined));
  client ??= await adminClient();
  const own = (JSON.parse(Buffer.from(client.accessToken!.split(".")[1], "base64url").toString()) as { sid?: string })
    .sid;
  const [user] = await client.users.find({ realm: "master", username: ADMIN.username, exact: true });
  if (!user?.id) return;
  const sessions = (await client.users.listSessions({ realm: "master", id: user.id })).filter(
    (session) => session.id && Object.values(session.clients ?? {}).includes("admin-cli"),
  );
  for (const session of sessions.sort((a, b) => Number(a.id === own) - Number(b.id === own)))
    await client.realms.deleteSession({ realm: "master", session: session.id!, isOffline: false });
}

/** Starts this worker's dev server (e2e/support/start-server.ts) and stops it when the worker ends. */
async function runDevServer(use: () => Promise<void>) {
  const server = spawn(process.execPath, ["--import", "tsx", "e2e/support/start-server.ts"], {
    stdio: ["ignore", "pipe", "pipe"],
    // the fault switch (PUT /__faults, dev-server/faults/faultSwitch.ts) exists only with this variable
    env: { ...process.env, DEV_SERVER_FAULTS: "1" },
  });
  let output = "";
  server.stdout.setEncoding("utf8");
  // oidc-provider's start-up warnings would repeat once per worker; the output is shown if the server fails to start
  server.stderr.setEncoding("utf8");
  server.stderr.on("data", (chunk: string) => (output += chunk));
  const started = new Promise<void>((resolve, reject) => {
    server.stdout.on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("e2e dev server at")) resolve();
    });
    server.once("exit", (code) =>
      reject(new Error(`the e2e dev server exited (${code}) before it listened:\n${output}`)),
    );
  });
  await started;
  await use();
  server.kill("SIGTERM");
  if (server.exitCode === null) await once(server, "exit");
}

export const test = base.extend<{ admin: KcAdminClient }, { devServer: void }>({
  devServer: [async ({}, use) => runDevServer(use), { scope: "worker", auto: true, timeout: 60_000 }],
  admin: async ({}, use) => {
    const client = await adminClient();
    await use(client);
    await endAdminCliSessions(client);
  },
});
export { expect };
