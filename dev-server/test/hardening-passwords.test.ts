// Passwords are kept as Keycloak keeps them: pbkdf2 (pbkdf2-sha512, 210,000 iterations unless the realm's policy
// names another algorithm or count) in its secretData/credentialData shape, whether they come from reset-password,
// user creation, realm creation or a seed file; nothing in the data folder gives a password away.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  adminClient,
  passwordGrant,
  seedDir,
  startTestServer,
  tempDir,
  type TestServer,
} from "./helpers/testServer.js";
import { Store } from "../store/store.js";

const SEEDED_PASSWORD = "seeded-Secret-4711";

/** an enabled user with a complete profile: Keycloak refuses the password grant ("Account is not fully set up") to a
 * user its user profile would still ask for an email or a name */
const profile = (username: string) => ({
  enabled: true,
  email: `${username}@example.org`,
  firstName: username,
  lastName: "Tester",
});

function dataText(server: TestServer): string {
  server.store.flush();
  return readdirSync(server.dirs.data)
    .map((file) => readFileSync(join(server.dirs.data, file), "utf8"))
    .join("\n");
}

describe("password storage", () => {
  let server: TestServer;
  let token: string;
  before(async () => {
    const seeded = {
      realm: "seeded",
      enabled: true,
      users: [{ username: "sam", ...profile("sam"), credentials: [{ type: "password", value: SEEDED_PASSWORD }] }],
    };
    server = await startTestServer({ seed: seedDir({ "seeded.json": JSON.stringify(seeded) }) });
    token = (await (await adminClient(server.url)).getAccessToken())!;
  });
  after(() => server.cleanup());

  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/admin/realms${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const userId = async (realm: string, username: string) =>
    ((await (await send("GET", `/${realm}/users?exact=true&username=${username}`)).json()) as { id: string }[])[0].id;
  const credentialData = async (realm: string, id: string) => {
    const [credential] = (await (await send("GET", `/${realm}/users/${id}/credentials`)).json()) as {
      credentialData: string;
    }[];
    return JSON.parse(credential.credentialData) as Record<string, unknown>;
  };
  const logsIn = async (realm: string, username: string, password: string) =>
    (await passwordGrant(server.url, realm, username, password)).status === 200;

  it("hashes a reset password with pbkdf2-sha512 and 210,000 iterations and keeps no plain text", async () => {
    assert.equal((await send("POST", "", { realm: "plain", enabled: true })).status, 201);
    assert.equal((await send("POST", "/plain/users", { username: "pat", ...profile("pat") })).status, 201);
    const id = await userId("plain", "pat");
    const password = "Reset-Password-9931";
    assert.equal((await send("PUT", `/plain/users/${id}/reset-password`, { value: password })).status, 204);
    assert.deepEqual(await credentialData("plain", id), {
      hashIterations: 210_000,
      algorithm: "pbkdf2-sha512",
      additionalParameters: {},
    });
    assert.ok(!dataText(server).includes(password));
    assert.ok(await logsIn("plain", "pat", password));
    assert.ok(!(await logsIn("plain", "pat", "wrong")));
  });

  it("stores the secret as Keycloak does: a 64-byte pbkdf2 value and a 16-byte salt", async () => {
    server.store.flush();
    // the realm as its files hold it: a fresh store reads the snapshot and the journal written since
    const files = new Store(server.dirs.data);
    await files.load(server.dirs.seed);
    const [user] = [...files.realm("plain")!.users.values()] as unknown as {
      credentials: { secretData: string; value?: string }[];
    }[];
    const secret = JSON.parse(user.credentials[0].secretData) as { value: string; salt: string };
    assert.equal(user.credentials[0].value, undefined);
    assert.equal(Buffer.from(secret.value, "base64").length, 64);
    assert.equal(Buffer.from(secret.salt, "base64").length, 16);
  });

  it("hashes the password of a created user", async () => {
    const password = "Created-Password-5520";
    const created = await send("POST", "/plain/users", {
      username: "cora",
      ...profile("cora"),
      credentials: [{ type: "password", value: password, temporary: false }],
    });
    assert.equal(created.status, 201);
    assert.equal((await credentialData("plain", await userId("plain", "cora"))).algorithm, "pbkdf2-sha512");
    assert.ok(!dataText(server).includes(password));
    assert.ok(await logsIn("plain", "cora", password));
  });

  it("follows the realm's hashAlgorithm and hashIterations policies", async () => {
    const policy = "hashAlgorithm(pbkdf2-sha256) and hashIterations(1000)";
    assert.equal((await send("POST", "", { realm: "tuned", enabled: true, passwordPolicy: policy })).status, 201);
    assert.equal((await send("POST", "/tuned/users", { username: "tia", ...profile("tia") })).status, 201);
    const id = await userId("tuned", "tia");
    assert.equal((await send("PUT", `/tuned/users/${id}/reset-password`, { value: "Tuned-Password-1" })).status, 204);
    assert.deepEqual(await credentialData("tuned", id), {
      hashIterations: 1000,
      algorithm: "pbkdf2-sha256",
      additionalParameters: {},
    });
    assert.ok(await logsIn("tuned", "tia", "Tuned-Password-1"));
  });

  it("hashes the plain passwords of a realm created with its users", async () => {
    const password = "Imported-Password-8812";
    const rep = {
      realm: "imported",
      enabled: true,
      users: [{ username: "ian", ...profile("ian"), credentials: [{ type: "password", value: password }] }],
    };
    assert.equal((await send("POST", "", rep)).status, 201);
    assert.ok(!dataText(server).includes(password));
    assert.ok(await logsIn("imported", "ian", password));
  });

  it("hashes a seed file's plain passwords before anything is written", async () => {
    assert.ok(!dataText(server).includes(SEEDED_PASSWORD));
    assert.ok(await logsIn("seeded", "sam", SEEDED_PASSWORD));
  });

  it("rewrites a data folder holding plain passwords with their hashes", async () => {
    const data = tempDir("data");
    const seed = seedDir();
    const first = await startTestServer({ data, seed });
    await first.close();
    const file = readdirSync(data).find(
      (f) => /^realm-.*\.json$/.test(f) && readFileSync(join(data, f), "utf8").includes('"realm":"master"'),
    )!;
    // a data folder from before passwords were hashed has no journal
    rmSync(join(data, file.replace(/\.json$/, ".journal")), { force: true });
    const master = JSON.parse(readFileSync(join(data, file), "utf8")) as {
      users: { username: string; credentials: Record<string, unknown>[] }[];
    };
    master.users.find((u) => u.username === "admin")!.credentials = [{ type: "password", value: "Old-Plain-4411" }];
    writeFileSync(join(data, file), JSON.stringify(master));
    const second = await startTestServer({ data, seed });
    try {
      assert.ok(!dataText(second).includes("Old-Plain-4411"));
      assert.equal((await passwordGrant(second.url, "master", "admin", "Old-Plain-4411")).status, 200);
    } finally {
      await second.cleanup();
    }
  });
});
