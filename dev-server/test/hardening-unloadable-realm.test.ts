// A realm file that cannot be read (a value of the wrong type, broken JSON) no longer keeps the server from starting:
// the other realms load, the bad realm is left out and reported by name, and its files are kept beside under a new
// name for someone to mend, never overwritten. A data folder whose master is unreadable starts with the seed's master.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realmFileName } from "../store/realmFile.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("a realm that cannot be loaded", () => {
  const servers: TestServer[] = [];
  after(async () => {
    for (const server of servers) await server.cleanup();
  });

  /** a data folder with realms good (holding user kept) and bad, its server stopped */
  async function dataFolder(): Promise<TestServer> {
    const server = await startTestServer();
    servers.push(server);
    const admin = await adminClient(server.url);
    await admin.realms.create({ realm: "good", enabled: true });
    await admin.realms.create({ realm: "bad", enabled: true });
    await admin.users.create({ realm: "good", username: "kept", enabled: true });
    await server.close();
    return server;
  }
  const restart = async (stopped: TestServer) => {
    const server = await startTestServer(stopped.dirs);
    servers.push(server);
    return server;
  };
  /** the stopped server's folder started again, with what start-up wrote to the error log */
  const restartLogging = async (stopped: TestServer) => {
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
    try {
      return { server: await restart(stopped), errors };
    } finally {
      console.error = original;
    }
  };

  it("starts the other realms, reports the bad one and keeps its file", async () => {
    const stopped = await dataFolder();
    const path = join(stopped.dirs.data, realmFileName("bad"));
    const broken = JSON.parse(readFileSync(path, "utf8"));
    broken.clients[0].clientId = 123;
    writeFileSync(path, JSON.stringify(broken));
    const { server, errors } = await restartLogging(stopped);
    const admin = await adminClient(server.url);
    assert.equal((await admin.users.find({ realm: "good", username: "kept", exact: true })).length, 1);
    assert.equal((await fetch(`${server.url}/realms/bad`)).status, 404);
    assert.ok(errors.some((line) => line.includes('Realm "bad"') && line.includes("clientId")));
    const kept = readdirSync(stopped.dirs.data).filter((f) => f.startsWith(`${realmFileName("bad")}.unloadable-`));
    assert.equal(kept.length, 1);
    assert.deepEqual(JSON.parse(readFileSync(join(stopped.dirs.data, kept[0]), "utf8")).clients[0].clientId, 123);
  });

  it("starts with the seed's master when master's file is not JSON", async () => {
    const stopped = await dataFolder();
    writeFileSync(join(stopped.dirs.data, realmFileName("master")), "{ not json");
    const { server, errors } = await restartLogging(stopped);
    const admin = await adminClient(server.url);
    assert.equal((await admin.users.find({ realm: "good", username: "kept", exact: true })).length, 1);
    assert.ok(errors.some((line) => line.includes('Realm "master"')));
  });
});
