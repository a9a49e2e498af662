// Writes are bounded and cheap: an ordinary endpoint takes a body of at most 1 MB (a realm's creation and a partial
// import keep Keycloak's 10 MB), an admin event keeps at most 8 KiB of representation, and a write to any part of a
// realm appends the records it changed to the realm's journal rather than rewriting the realm and its events.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { realmFileName } from "../store/realmFile.js";
import { adminRequests, restartTestServer, signedIn, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "sizes";

describe("bounded writes", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  let clientId: string;
  const send = adminRequests(
    () => server,
    () => token,
  );

  before(async () => {
    ({ server, admin, token } = await signedIn(await startTestServer()));
    await admin.realms.create({
      realm: REALM,
      enabled: true,
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
    });
    ({ id: clientId } = await admin.clients.create({ realm: REALM, clientId: "app" }));
  });
  after(() => server.cleanup());

  it("refuses a body over 1 MB on an ordinary endpoint, and takes a larger realm import", async () => {
    const attributes = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`a${i}`, "v".repeat(10_000)]));
    const big = await send("PUT", `/${REALM}/clients/${clientId}`, { clientId: "app", attributes });
    assert.equal(big.status, 413);
    const users = Array.from({ length: 6_000 }, (_, i) => ({
      username: `imported-${i}`,
      enabled: true,
      firstName: "F".repeat(200),
    }));
    const created = await send("POST", "", { realm: "imported", enabled: true, users });
    assert.equal(created.status, 201);
  });

  it("keeps at most 8 KiB of an admin event's representation", async () => {
    const attributes = { a: "1".repeat(15_000), b: "2".repeat(15_000) };
    assert.equal((await send("PUT", `/${REALM}/clients/${clientId}`, { clientId: "app", attributes })).status, 204);
    const [event] = await admin.realms.findAdminEvents({ realm: REALM, max: 1 });
    assert.equal(event.resourcePath, `clients/${clientId}`);
    assert.ok(event.representation!.length <= 8 * 1024, `${event.representation!.length}`);
  });

  it("appends a client's change to the journal, leaving the realm's snapshot as it was", async () => {
    const realm = server.store.realm(REALM)!;
    for (let i = 0; i < 2_000; i++)
      realm.adminEvents.unshift({
        time: i,
        realmId: realm.rep.id,
        operationType: "UPDATE",
        representation: "x".repeat(2_000),
      });
    server.store.changed(realm);
    server.store.flush();
    // that journal line outgrew the snapshot: the store folds it into a new one once the writes have been answered
    await new Promise((done) => setTimeout(done, 1_000));
    const snapshot = join(server.dirs.data, realmFileName(REALM));
    const journal = snapshot.replace(/\.json$/, ".journal");
    const before = statSync(snapshot);
    const journalBefore = readdirSync(server.dirs.data).includes(journal.split("/").pop()!)
      ? statSync(journal).size
      : 0;
    assert.equal(
      (await send("PUT", `/${REALM}/clients/${clientId}`, { clientId: "app", description: "changed" })).status,
      204,
    );
    const after = statSync(snapshot);
    assert.equal(after.mtimeMs, before.mtimeMs);
    assert.ok(statSync(journal).size - journalBefore < 64 * 1024, `${statSync(journal).size - journalBefore} bytes`);

    ({ server, admin, token } = await signedIn(await restartTestServer(server)));
    assert.equal((await admin.clients.findOne({ realm: REALM, id: clientId }))?.description, "changed");
    assert.ok(
      server.store.realm(REALM)!.adminEvents.length >= 2_000,
      `${server.store.realm(REALM)!.adminEvents.length}`,
    );
  });
});
