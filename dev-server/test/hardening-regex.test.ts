// No request can stall the server with a pattern: "*" wildcards in user search and the admin events' resourcePath are
// matched in linear time, and the patterns an admin configures (password policy regexPattern, user profile pattern
// validator) run under a time limit.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

const LONG = "a".repeat(40);
/** "a*a*a*a*a*a*a*a*b": as a backtracking regular expression, seconds on a value of 40 a's */
const HOSTILE_GLOB = `${"a*".repeat(8)}b`;
/** a nested quantifier: as a plain regular expression, minutes on 30 a's */
const HOSTILE_PATTERN = "(a+)+b";
const QUICK_MS = 1000;

describe("hostile patterns answer quickly", () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    server = await startTestServer();
    token = (await (await adminClient(server.url)).getAccessToken())!;
    const realm = { realm: "re", enabled: true, adminEventsEnabled: true };
    assert.equal((await send("POST", "", realm)).status, 201);
  });
  after(() => server.cleanup());

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/admin/realms${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function timed(method: string, path: string, body?: unknown): Promise<[Response, number]> {
    const start = performance.now();
    const response = await send(method, path, body);
    await response.arrayBuffer();
    return [response, performance.now() - start];
  }

  it("searches users with many wildcards in linear time", async () => {
    const user = { username: LONG, firstName: LONG, lastName: LONG, email: `${LONG}@example.com`, enabled: true };
    assert.equal((await send("POST", "/re/users", user)).status, 201);
    const [response, ms] = await timed("GET", `/re/users?search=${encodeURIComponent(HOSTILE_GLOB)}`);
    assert.equal(response.status, 200);
    assert.ok(ms < QUICK_MS, `took ${Math.round(ms)} ms`);
    const found = (await (await send("GET", "/re/users?search=a*a*a")).json()) as unknown[];
    assert.equal(found.length, 1);
  });

  it("filters admin events by a resourcePath with many wildcards in linear time", async () => {
    assert.equal((await send("POST", "/re/roles", { name: LONG })).status, 201);
    const path = encodeURIComponent(`*${HOSTILE_GLOB}`);
    const [response, ms] = await timed("GET", `/re/admin-events?resourcePath=${path}`);
    assert.equal(response.status, 200);
    assert.ok(ms < QUICK_MS, `took ${Math.round(ms)} ms`);
    const found = (await (await send("GET", "/re/admin-events?resourcePath=roles/*")).json()) as unknown[];
    assert.equal(found.length, 1);
  });

  it("gives up on a catastrophic password policy pattern instead of stalling", async () => {
    assert.equal((await send("PUT", "/re", { passwordPolicy: `regexPattern(${HOSTILE_PATTERN})` })).status, 204);
    const [{ id }] = (await (await send("GET", `/re/users?username=${LONG}&exact=true`)).json()) as { id: string }[];
    const [response, ms] = await timed("PUT", `/re/users/${id}/reset-password`, { value: "a".repeat(30) });
    assert.equal(response.status, 400);
    assert.ok(ms < QUICK_MS, `took ${Math.round(ms)} ms`);
    const fine = await send("PUT", `/re/users/${id}/reset-password`, { value: "aaab" });
    assert.equal(fine.status, 204);
  });
});
