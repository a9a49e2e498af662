// Starts the dev server in-process for a test file: a free port, a fresh temp data dir, a seed dir holding only
// master.json (so core tests do not depend on other seeds) and a tiny console dir.
import { copyFileSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import KcAdminClient from "@keycloak/keycloak-admin-client";
import { startServer, type RunningServer } from "../../server.js";

const DEV_SERVER = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const REPO_ROOT = resolve(DEV_SERVER, "..");

export const CONSOLE_INDEX = `<!doctype html><html lang="en"><head><script id="environment" type="application/json">{"realm":"master"}</script></head><body>console</body></html>`;

export interface TestServer extends RunningServer {
  dirs: { data: string; seed: string; console: string };
  /** stops the server; the temp dirs stay until cleanup() */
  close(): Promise<void>;
  cleanup(): Promise<void>;
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `dev-server-${prefix}-`));
}

/** a seed dir with the real master.json (and any extra files given as path -> content) */
export function seedDir(extra: Record<string, string> = {}): string {
  const dir = tempDir("seed");
  copyFileSync(join(DEV_SERVER, "seed/master.json"), join(dir, "master.json"));
  for (const [name, content] of Object.entries(extra)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

/** a seed dir with the real master and acme seeds, acme's dev-server-only part included */
export function acmeSeedDir(): string {
  const seed = (path: string) => readFileSync(join(DEV_SERVER, "seed", path), "utf8");
  return seedDir({ "acme.json": seed("acme.json"), "dev-only/acme.json": seed("dev-only/acme.json") });
}

export function consoleDir(files: Record<string, string> = {}): string {
  const dir = tempDir("console");
  writeFileSync(join(dir, "index.html"), CONSOLE_INDEX);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

export async function startTestServer(
  options: { data?: string; seed?: string; console?: string; faults?: boolean; host?: string } = {},
): Promise<TestServer> {
  const dirs = {
    data: options.data ?? tempDir("data"),
    seed: options.seed ?? seedDir(),
    console: options.console ?? consoleDir(),
  };
  const server = await startServer({
    port: 0,
    dataDir: dirs.data,
    seedDir: dirs.seed,
    consoleDir: dirs.console,
    quiet: true,
    faults: options.faults,
    host: options.host,
  });
  return {
    ...server,
    dirs,
    close: () => server.close(),
    async cleanup() {
      await server.close();
      for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** the server stopped and started again on the same folders */
export async function restartTestServer(server: TestServer): Promise<TestServer> {
  await server.close();
  return startTestServer(server.dirs);
}

/** a server with the master admin signed in: the admin client and its token */
export async function signedIn(
  server: TestServer,
): Promise<{ server: TestServer; admin: KcAdminClient; token: string }> {
  const admin = await adminClient(server.url);
  return { server, admin, token: (await admin.getAccessToken())! };
}

export async function adminClient(
  url: string,
  username = "admin",
  password = "admin",
  realmName = "master",
): Promise<KcAdminClient> {
  const client = new KcAdminClient({ baseUrl: url, realmName });
  await client.auth({ username, password, grantType: "password", clientId: "admin-cli" });
  return client;
}

/** admin-cli's password grant; `scope` "openid" for an ID token, which Keycloak issues only when asked */
export async function passwordGrant(
  url: string,
  realm: string,
  username: string,
  password: string,
  scope?: string,
): Promise<Response> {
  return fetch(`${url}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "admin-cli",
      username,
      password,
      ...(scope ? { scope } : {}),
    }),
  });
}

/**
 * Requests to the admin API below /admin/realms, a JSON body and the admin's bearer token each time: `server` and
 * `token` are read at every request, as a test that restarts its server changes both.
 */
export function adminRequests(server: () => { url: string }, token: () => string) {
  return (method: string, path: string, body?: unknown) =>
    fetch(`${server().url}/admin/realms${path}`, {
      method,
      headers: { authorization: `Bearer ${token()}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}
