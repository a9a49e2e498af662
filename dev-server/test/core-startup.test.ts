// Start-up and persistence: data survives a restart, malformed seeds fail naming the file, the console is served
// with its environment block filled in.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "../server.js";
import { adminClient, consoleDir, seedDir, startTestServer, tempDir } from "./helpers/testServer.js";

describe("start-up", () => {
  it("keeps realms across a restart with the same data dir", async () => {
    const first = await startTestServer();
    const admin = await adminClient(first.url);
    await admin.realms.create({ realm: "kept", enabled: true });
    await first.close();
    const second = await startTestServer({ data: first.dirs.data, seed: first.dirs.seed, console: first.dirs.console });
    try {
      const again = await adminClient(second.url);
      assert.equal((await again.realms.findOne({ realm: "kept" }))?.realm, "kept");
      assert.ok([...second.store.realm("master")!.clients.values()].some((c) => c.clientId === "kept-realm"));
    } finally {
      await second.cleanup();
    }
  });

  const startWith = async (extra: Record<string, string>) => {
    const dirs = [tempDir("data"), seedDir(extra), consoleDir()];
    try {
      return await startServer({ port: 0, dataDir: dirs[0], seedDir: dirs[1], consoleDir: dirs[2], quiet: true });
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  };

  it("fails on a seed file that is not JSON, naming the file", async () => {
    await assert.rejects(startWith({ "broken.json": "{ not json" }), (error: Error) => {
      assert.match(error.message, /broken\.json: not valid JSON/);
      return true;
    });
  });

  it("fails on a user naming an undefined role, naming the file and the role", async () => {
    const seed = JSON.stringify({ realm: "bad", users: [{ username: "u", realmRoles: ["ghost"] }] });
    await assert.rejects(startWith({ "bad.json": seed }), (error: Error) => {
      assert.match(error.message, /bad\.json: user "u" names realm role "ghost", which is not defined/);
      return true;
    });
  });

  it("serves the console with the environment block filled in", async () => {
    const server = await startTestServer();
    try {
      const root = await fetch(`${server.url}/`, { redirect: "manual" });
      assert.equal(root.status, 302);
      assert.equal(root.headers.get("location"), "/admin/master/console/");
      const noSlash = await fetch(`${server.url}/admin/master/console`, { redirect: "manual" });
      assert.equal(noSlash.headers.get("location"), "/admin/master/console/");

      const html = await (await fetch(`${server.url}/admin/master/console/`)).text();
      const json = /<script id="environment" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      const environment = JSON.parse(json!);
      assert.equal(environment.realm, "master");
      assert.equal(environment.adminBaseUrl, server.url);
      assert.equal(environment.clientId, "security-admin-console");
      assert.equal(environment.resourceUrl, "/admin/master/console");
      assert.equal(environment.logoUrl, "");

      assert.equal((await fetch(`${server.url}/admin/nope/console/`)).status, 404);
      rmSync(join(server.dirs.console, "index.html"));
      const missing = await fetch(`${server.url}/admin/master/console/`);
      assert.equal(missing.status, 503);
      assert.match(await missing.text(), /npm run build/);
    } finally {
      await server.cleanup();
    }
  });

  it("lets browsers keep the content-named files for a year and revalidate everything else", async () => {
    const chunk = "_next/static/chunks/app-3f9a.js";
    const server = await startTestServer({ console: consoleDir({ [chunk]: "0", "logo.svg": "<svg/>" }) });
    try {
      const cacheOf = async (path: string) =>
        (await fetch(`${server.url}/admin/master/console/${path}`)).headers.get("cache-control");
      assert.equal(await cacheOf(chunk), "public, max-age=31536000, immutable");
      assert.equal(await cacheOf(""), "no-cache");
      assert.equal(await cacheOf("logo.svg"), "no-cache");
    } finally {
      await server.cleanup();
    }
  });
});
