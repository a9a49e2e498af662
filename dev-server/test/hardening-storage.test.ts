// One request must not kill the server: realm names are validated as Keycloak does (empty, reserved characters) and
// bounded by its 255-character column; no name can collide with or escape the data folder's files; a failed write
// is logged and retried, never thrown out of a timer.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { copyFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, tempDir, type TestServer } from "./helpers/testServer.js";

describe("realm names and storage", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(() => server.cleanup());

  const send = async (method: string, path: string, body: unknown) =>
    fetch(`${server.url}/admin${path}`, {
      method,
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const createRealm = (realm: string) => send("POST", "/realms", { realm, enabled: true });
  const settle = () => new Promise((done) => setTimeout(done, 400));

  it("refuses a 300-character realm name with 400 and keeps running", async () => {
    const response = await createRealm("r".repeat(300));
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errorMessage: "Realm name is too long (maximum 255 characters)" });
    await settle();
    assert.equal((await send("GET", "/realms/master", undefined)).status, 200);
  });

  it("accepts a 255-character realm name and persists it", async () => {
    const name = "n".repeat(255);
    assert.equal((await createRealm(name)).status, 201);
    await settle();
    assert.equal((await send("GET", `/realms/${name}`, undefined)).status, 200);
  });

  it("refuses Keycloak's reserved characters with its message", async () => {
    for (const [name, char] of [
      ["a/b", "/"],
      ["../x", "/"],
      ["a#b", "#"],
      ["a?b", "?"],
      ["a\\b", "\\"],
      ["a:b", ":"],
    ]) {
      const response = await createRealm(name);
      assert.equal(response.status, 400, name);
      assert.deepEqual(await response.json(), { error: `Character '${char}' not allowed.` });
    }
    const control = await createRealm("a\u0001b");
    assert.equal(control.status, 400);
    assert.deepEqual(await control.json(), { error: "Character 0x1 not allowed." });
    const empty = await createRealm("  ");
    assert.equal(empty.status, 400);
    assert.deepEqual(await empty.json(), { errorMessage: "Realm name cannot be empty" });
  });

  it("refuses renaming a realm to such a name", async () => {
    assert.equal((await createRealm("renamable")).status, 201);
    const response = await send("PUT", "/realms/renamable", { realm: "x".repeat(256) });
    assert.equal(response.status, 400);
    const slash = await send("PUT", "/realms/renamable", { realm: "a/b" });
    assert.equal(slash.status, 400);
    assert.deepEqual(await slash.json(), { errorMessage: "Character '/' not allowed." });
  });

  it("keeps a realm named like the realm list file apart from it", async () => {
    for (const name of ["realms", "realms.json", "master.json"]) assert.equal((await createRealm(name)).status, 201);
    server.store.flush();
    await server.close();
    server = await startTestServer({ data: server.dirs.data, seed: server.dirs.seed, console: server.dirs.console });
    admin = await adminClient(server.url);
    const names = (await admin.realms.find()).map((r) => r.realm);
    for (const name of ["master", "realms", "realms.json", "master.json", "renamable"])
      assert.ok(names.includes(name), name);
  });

  it("logs a failed write, keeps serving, and writes the change once the folder is back", async () => {
    const data = server.dirs.data;
    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(" "));
    try {
      renameSync(data, `${data}.away`);
      writeFileSync(data, "not a folder");
      const created = await createRealm("while-broken");
      assert.equal(created.status, 201);
      await settle();
      assert.equal((await send("GET", "/realms/while-broken", undefined)).status, 200);
      assert.ok(
        logged.some((line) => /could not write/i.test(line)),
        logged.join("\n"),
      );
    } finally {
      console.error = original;
    }
    rmSync(data, { force: true });
    renameSync(`${data}.away`, data);
    server.store.flush();
    assert.ok(readdirSync(data).length > 1);
    await server.close();
    server = await startTestServer({ data, seed: server.dirs.seed, console: server.dirs.console });
    admin = await adminClient(server.url);
    assert.equal((await admin.realms.findOne({ realm: "while-broken" }))?.realm, "while-broken");
  });

  it("reads a data folder written with the earlier file names and moves it to the current ones", async () => {
    const data = tempDir("legacy");
    copyFileSync(join(server.dirs.seed, "master.json"), join(data, "master.json"));
    writeFileSync(join(data, "realms.json"), JSON.stringify(["master"]));
    const legacy = await startTestServer({ data, seed: server.dirs.seed, console: server.dirs.console });
    try {
      assert.ok(legacy.store.realm("master"));
      const files = readdirSync(data).sort();
      assert.equal(files.length, 2, files.join(", "));
      assert.ok(files.includes("realms.json"));
      assert.ok(files.some((f) => /^realm-[0-9a-f]{64}\.json$/.test(f)));
    } finally {
      await legacy.cleanup();
    }
  });
});
