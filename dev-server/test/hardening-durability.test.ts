// An answered write is kept: the server is killed (SIGKILL, no shutdown code) right after answers, at random moments
// of a stream of writes, and while admins edit the same objects; it must start again on whatever the crash left and
// still hold every write it acknowledged. Leftovers of a crash (a temp file, a cut-off journal line, a list naming a
// missing realm file) do not stop the start.
import { after, describe, it } from "node:test";
import assert from "node:assert/strict";
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { realmFileName } from "../store/realmFile.js";
import { spawnServer, type ServerProcess } from "./helpers/serverProcess.js";
import { consoleDir, passwordGrant, seedDir, startTestServer, tempDir } from "./helpers/testServer.js";

type Dirs = { data: string; seed: string; console: string };
const made: Dirs[] = [];
const running: ServerProcess[] = [];

function dirs(): Dirs {
  const d = { data: tempDir("data"), seed: seedDir(), console: consoleDir() };
  made.push(d);
  return d;
}

async function start(d: Dirs): Promise<ServerProcess> {
  const server = await spawnServer(d);
  running.push(server);
  return server;
}

/** the master admin's calls to the admin API of realm master */
async function adminApi(url: string) {
  const token = ((await (await passwordGrant(url, "master", "admin", "admin")).json()) as { access_token: string })
    .access_token;
  return (method: string, path: string, body?: unknown) =>
    fetch(`${url}/admin/realms/master${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

async function userNamed(api: Awaited<ReturnType<typeof adminApi>>, username: string) {
  const found = (await (await api("GET", `/users?exact=true&username=${username}`)).json()) as {
    id: string;
    firstName?: string;
    lastName?: string;
  }[];
  return found[0];
}

after(async () => {
  for (const server of running) await server.crash();
  for (const d of made) for (const dir of Object.values(d)) rmSync(dir, { recursive: true, force: true });
});

describe("acknowledged writes under a crash", () => {
  it("keeps a user created right before a SIGKILL", async () => {
    const d = dirs();
    const server = await start(d);
    const api = await adminApi(server.url);
    assert.equal((await api("POST", "/users", { username: "survivor", enabled: true })).status, 201);
    await server.crash();
    const again = await start(d);
    assert.ok(await userNamed(await adminApi(again.url), "survivor"));
    await again.stop();
  });

  it("keeps every acknowledged write of a stream killed at a random moment", async () => {
    const d = dirs();
    const created: string[] = [];
    /** the edited user's first name as last acknowledged, and the one of a write still unanswered at the crash */
    const firstName = { acknowledged: "", inFlight: "" };
    let displayName = { acknowledged: "", inFlight: "" };
    for (let round = 0; round < 3; round++) {
      const server = await start(d);
      const api = await adminApi(server.url);
      for (const username of created) assert.ok(await userNamed(api, username), `${username} after round ${round}`);
      if (round > 0) {
        const edited = await userNamed(api, "edited");
        assert.ok(
          [firstName.acknowledged, firstName.inFlight].includes(edited.firstName ?? ""),
          String(edited.firstName),
        );
        const realm = (await (await api("GET", "")).json()) as { displayName?: string };
        assert.ok([displayName.acknowledged, displayName.inFlight].includes(realm.displayName ?? ""));
      } else {
        assert.equal((await api("POST", "/users", { username: "edited", enabled: true })).status, 201);
        // the seed's name stands until a change of it is answered, which a quick crash may come before
        const seeded = ((await (await api("GET", "")).json()) as { displayName?: string }).displayName ?? "";
        displayName = { acknowledged: seeded, inFlight: seeded };
      }
      const edited = await userNamed(api, "edited");
      let alive = true;
      const creator = async (worker: number) => {
        for (let i = 0; alive; i++) {
          const username = `r${round}-w${worker}-${i}`;
          const response = await api("POST", "/users", { username, enabled: true });
          if (response.status === 201) created.push(username);
        }
      };
      const editor = async () => {
        for (let i = 0; alive; i++) {
          firstName.inFlight = `first-${round}-${i}`;
          const response = await api("PUT", `/users/${edited.id}`, { firstName: firstName.inFlight });
          if (response.status === 204) firstName.acknowledged = firstName.inFlight;
        }
      };
      const realmEditor = async () => {
        for (let i = 0; alive; i++) {
          displayName = { ...displayName, inFlight: `Master ${round}-${i}` };
          const response = await api("PUT", "", { displayName: displayName.inFlight });
          if (response.status === 204) displayName.acknowledged = displayName.inFlight;
        }
      };
      const writers = [creator(0), creator(1), editor(), realmEditor()].map((w) => w.catch(() => undefined));
      await new Promise((done) => setTimeout(done, 200 + Math.random() * 800));
      await server.crash();
      alive = false;
      await Promise.all(writers);
    }
    assert.ok(created.length > 10, `only ${created.length} users were created`);
    const last = await start(d);
    const api = await adminApi(last.url);
    for (const username of created) assert.ok(await userNamed(api, username), username);
    await last.stop();
  });

  it("keeps concurrent admins' edits of one user and of unrelated objects", async () => {
    const d = dirs();
    const server = await start(d);
    const [alice, bob] = [await adminApi(server.url), await adminApi(server.url)];
    for (const username of ["shared", "other-a", "other-b"])
      assert.equal((await alice("POST", "/users", { username, enabled: true })).status, 201);
    const [shared, otherA, otherB] = await Promise.all(
      ["shared", "other-a", "other-b"].map((name) => userNamed(alice, name)),
    );
    const answers = await Promise.all([
      alice("PUT", `/users/${shared.id}`, { firstName: "Alice" }),
      bob("PUT", `/users/${shared.id}`, { lastName: "Bob" }),
      alice("PUT", `/users/${otherA.id}`, { firstName: "A" }),
      bob("PUT", `/users/${otherB.id}`, { firstName: "B" }),
      bob("PUT", "", { displayName: "Edited by Bob" }),
      alice("POST", "/groups", { name: "made-by-alice" }),
    ]);
    assert.deepEqual(
      answers.map((r) => r.status),
      [204, 204, 204, 204, 204, 201],
    );
    await server.crash();
    const again = await start(d);
    const api = await adminApi(again.url);
    const kept = await userNamed(api, "shared");
    assert.deepEqual([kept.firstName, kept.lastName], ["Alice", "Bob"]);
    assert.equal((await userNamed(api, "other-a")).firstName, "A");
    assert.equal((await userNamed(api, "other-b")).firstName, "B");
    assert.equal(((await (await api("GET", "")).json()) as { displayName: string }).displayName, "Edited by Bob");
    const groups = (await (await api("GET", "/groups?search=made-by-alice")).json()) as unknown[];
    assert.equal(groups.length, 1);
    await again.stop();
  });

  it("starts on a temp file, a cut-off journal line and a list naming a missing realm file", async () => {
    const d = dirs();
    let server = await startTestServer(d);
    await server.store.createRealm({ realm: "kept", enabled: true });
    // what start-up changed is written whole; the user's change after it goes to the journal
    server.store.flush();
    const master = server.store.realm("master")!;
    const user = [...master.users.values()][0];
    user.firstName = "Journalled";
    server.store.changed(master, { users: [user.id] });
    server.store.flush();
    await server.close();

    const masterFile = join(d.data, realmFileName("master"));
    const journal = masterFile.replace(/\.json$/, ".journal");
    assert.ok(existsSync(journal));
    appendFileSync(journal, '{"settings":{"realm":"mas');
    writeFileSync(`${masterFile}.4242.tmp`, readFileSync(masterFile, "utf8").slice(0, 100));
    const list = join(d.data, "realms.json");
    writeFileSync(list, JSON.stringify([...(JSON.parse(readFileSync(list, "utf8")) as string[]), "ghost"]));

    const logged: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.join(" "));
    try {
      server = await startTestServer(d);
    } finally {
      console.error = original;
    }
    assert.deepEqual(server.store.realmNames().sort(), ["kept", "master"]);
    assert.equal(server.store.realm("master")!.users.get(user.id)?.firstName, "Journalled");
    assert.ok(
      logged.some((line) => line.includes('"ghost"')),
      logged.join("\n"),
    );
    assert.deepEqual(
      readdirSync(d.data).filter((f) => f.endsWith(".tmp")),
      [],
    );
    assert.deepEqual(JSON.parse(readFileSync(list, "utf8")), ["master", "kept"]);
    await server.close();
  });
});
