// A partial import is one transaction, as in Keycloak: it runs alone on its realm (other admin writes to that realm,
// and other imports, wait for it), and when it fails midway it undoes what it wrote and nothing else; every write
// acknowledged around it is kept.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminRequests, signedIn, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "imports";

describe("partial imports alongside other writes", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const request = adminRequests(
    () => server,
    () => token,
  );
  const send = (method: string, path: string, body?: unknown) => request(method, `/${REALM}${path}`, body);
  const users = (prefix: string, count: number) =>
    Array.from({ length: count }, (_, i) => ({ username: `${prefix}-${i}`, enabled: true }));
  const exists = async (username: string) =>
    (await admin.users.find({ realm: REALM, username, exact: true })).length === 1;

  before(async () => {
    ({ server, admin, token } = await signedIn(await startTestServer()));
    await admin.realms.create({ realm: REALM, enabled: true });
  });
  after(() => server.cleanup());

  it("undoes only its own writes when it fails midway", async () => {
    // the last user's email is refused by the user profile, after every other one was created
    const failing = send("POST", "/partialImport", {
      ifResourceExists: "FAIL",
      users: [...users("doomed", 60), { username: "doomed-last", email: "not an email", enabled: true }],
    });
    const meanwhile = await Promise.all(
      users("meanwhile", 10).map(async (user) => ({ user, status: (await send("POST", "/users", user)).status })),
    );
    assert.equal((await failing).status, 400);
    for (const { user, status } of meanwhile) {
      assert.equal(status, 201);
      assert.ok(await exists(user.username), user.username);
    }
    assert.equal(await exists("doomed-0"), false);
  });

  it("runs one at a time: every import answered 200 keeps all it added", async () => {
    const batches = Array.from({ length: 6 }, (_, i) => users(`batch-${i}`, 25));
    // the last one also names a user of the first: whichever of the two runs second fails before writing
    batches[5].push(batches[0][0]);
    const answers = await Promise.all(
      batches.map((batch) => send("POST", "/partialImport", { ifResourceExists: "FAIL", users: batch })),
    );
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 200).length, 5, statuses.join());
    assert.equal(statuses.filter((s) => s === 409).length, 1, statuses.join());
    for (const [i, batch] of batches.entries()) {
      if (statuses[i] !== 200) continue;
      for (const user of batch) assert.ok(await exists(user.username), user.username);
    }
  });
});
