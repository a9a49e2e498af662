// The dev server is reachable from this machine only unless HOST says otherwise, and keeps its data to its user.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { statSync } from "node:fs";
import { networkInterfaces } from "node:os";
import { join } from "node:path";
import { startTestServer, type TestServer } from "./helpers/testServer.js";

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === "IPv4" && !address.internal)?.address;

describe("network and files", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.cleanup());

  it("listens on the loopback interface only by default", async (t) => {
    const port = new URL(server.url).port;
    assert.equal((await fetch(`http://127.0.0.1:${port}/realms/master`)).status, 200);
    if (!outsideAddress) return t.skip("this machine has no other interface");
    await assert.rejects(fetch(`http://${outsideAddress}:${port}/realms/master`));
  });

  it("writes the data folder for its owner only", async () => {
    await (await fetch(`${server.url}/realms/master`)).text();
    server.store.flush();
    assert.equal(statSync(server.dirs.data).mode & 0o777, 0o700);
    const realmList = join(server.dirs.data, "realms.json");
    assert.equal(statSync(realmList).mode & 0o777, 0o600);
  });
});
