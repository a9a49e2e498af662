// Every answer of the server may be framed by its own origin only, is not sniffed and sends no Referer; its pages run
// no script or style but their own. The console runs its own files and, by hash, the inline scripts of its build.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { inlineScripts, writeScriptHashes } from "../console/scriptHashes.js";
import { consoleDir, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";
import { browserJar } from "./helpers/browserJar.js";
import { openAccount } from "./helpers/accountPage.js";

const OWN_SCRIPT = "window.builtInline = true;";
const INDEX = `<!doctype html><html lang="en"><head><script>${OWN_SCRIPT}</script><script id="environment" type="application/json">{"realm":"master"}</script><script src="./app.js" async></script></head><body></body></html>`;

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

/** The policy's directives by name. */
function directives(policy: string | null): Map<string, string[]> {
  assert.ok(policy, "no Content-Security-Policy");
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

function assertHardened(response: Response) {
  assert.equal(response.headers.get("x-frame-options"), "SAMEORIGIN");
  assert.equal(response.headers.get("x-content-type-options"), "nosniff");
  assert.equal(response.headers.get("referrer-policy"), "no-referrer");
  const policy = directives(response.headers.get("content-security-policy"));
  assert.deepEqual(policy.get("frame-ancestors"), ["'self'"]);
  const scripts = policy.get("script-src") ?? policy.get("default-src") ?? [];
  assert.ok(scripts.includes("'self'"));
  assert.ok(!scripts.includes("'unsafe-inline'") && !scripts.includes("'unsafe-eval'"), scripts.join(" "));
  return policy;
}

/** The login page of master for the console, with the cookies the authorization request set. */
async function loginPage(url: string): Promise<Response> {
  const auth = new URL(`${url}/realms/master/protocol/openid-connect/auth`);
  auth.search = new URLSearchParams({
    client_id: "security-admin-console",
    redirect_uri: `${url}/admin/master/console/`,
    response_type: "code",
    scope: "openid",
    code_challenge: "x".repeat(43),
    code_challenge_method: "S256",
  }).toString();
  const start = await fetch(auth, { redirect: "manual" });
  const cookie = start.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return fetch(new URL(start.headers.get("location")!, url), { headers: { cookie } });
}

describe("hardening headers", () => {
  let server: TestServer;
  before(async () => {
    const dir = consoleDir({ "index.html": INDEX, "app.js": "" });
    writeScriptHashes(dir);
    server = await startTestServer({ console: dir });
  });
  after(() => server.cleanup());

  it("takes the hashes of the inline scripts a browser runs, not of data blocks or script files", () => {
    assert.deepEqual(inlineScripts(INDEX), [OWN_SCRIPT]);
  });

  it("serves the console with the hashes of its build's inline scripts and its server to talk to", async () => {
    const response = await fetch(`${server.url}/admin/master/console/`);
    assert.equal(response.status, 200);
    const policy = assertHardened(response);
    assert.deepEqual(policy.get("script-src"), ["'self'", sha256(OWN_SCRIPT)]);
    assert.ok(policy.get("connect-src")?.includes(server.url));
    assert.ok(policy.get("frame-src")?.includes(server.url));
    assert.deepEqual(policy.get("object-src"), ["'none'"]);
    assert.match(await response.text(), /"adminBaseUrl":"http:\/\/localhost:\d+"/);
  });

  it("refuses to serve a console whose hashes are missing or from another build", async () => {
    writeFileSync(join(server.dirs.console, "index.html"), INDEX.replace(OWN_SCRIPT, "window.rebuilt = true;"));
    const response = await fetch(`${server.url}/admin/master/console/`);
    assert.equal(response.status, 503);
    assert.match(await response.text(), /npm run build/);
    writeScriptHashes(server.dirs.console);
    assert.equal((await fetch(`${server.url}/admin/master/console/`)).status, 200);
  });

  it("lets the login page and the account page use their own styles only", async () => {
    const styles = (html: string) => [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]));
    const response = await loginPage(server.url);
    assert.equal(response.status, 200);
    const policy = assertHardened(response);
    const [login] = styles(await response.text());
    const account = await openAccount(browserJar(server.url), "master", "admin", "admin");
    assert.equal(account.status, 200);
    assert.deepEqual(assertHardened(account).get("style-src"), policy.get("style-src"));
    const own = styles(await account.text());
    assert.equal(own[0], login);
    assert.deepEqual(policy.get("style-src"), ["'self'", ...own]);
  });

  it("lets the sign-out page submit itself", async () => {
    const grant = await passwordGrant(server.url, "master", "admin", "admin", "openid");
    const { id_token } = (await grant.json()) as { id_token?: string };
    assert.ok(id_token);
    const response = await fetch(
      `${server.url}/realms/master/protocol/openid-connect/logout?id_token_hint=${encodeURIComponent(id_token)}`,
    );
    assert.equal(response.status, 200);
    const policy = assertHardened(response);
    const script = /<script>([\s\S]*?)<\/script>/.exec(await response.text())?.[1];
    assert.ok(script !== undefined);
    assert.ok(policy.get("script-src")?.includes(sha256(script)));
  });

  it("sends them with error pages, API answers and the console's files", async () => {
    const error = await fetch(`${server.url}/realms/master/protocol/openid-connect/auth?client_id=nobody`);
    assert.equal(error.status, 400);
    assertHardened(error);
    assertHardened(await fetch(`${server.url}/realms/master`));
    assertHardened(await fetch(`${server.url}/admin/realms`));
    assertHardened(await fetch(`${server.url}/admin/master/console/app.js`));
  });
});
