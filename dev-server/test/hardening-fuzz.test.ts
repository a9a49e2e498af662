// Random writes, wrongly typed and oversized, to every admin endpoint that takes a body (the router's own list of
// routes, with the ids of real objects or made-up ones in their paths): none may answer 500; the data folder then
// holds each realm exactly as it was in memory, so nothing the server acknowledged was lost, and the server starts
// again with every realm. FUZZ_SEED picks another sequence, FUZZ_WRITES makes a longer run (a soak).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { adminRouter } from "../admin/router.js";
import type { CoreContext } from "../admin/core/coreContext.js";
import { RealmWriteLocks } from "../admin/realmWriteLocks.js";
import { exportRealm } from "../store/realmExport.js";
import { Store } from "../store/store.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { randomBody, seededRandom, type Random } from "./helpers/randomJson.js";

const SEED = Number(process.env.FUZZ_SEED ?? 36);
const WRITES = Number(process.env.FUZZ_WRITES ?? 300);
const REALM = "fuzz";
/**
 * left out: endpoints that reach other hosts (SMTP, LDAP, metadata URLs, clients' admin URLs) with what they are
 * sent, and the realm's deletion, after which every write would be a 404
 */
const LEFT_OUT =
  /testSMTPConnection|testLDAPConnection|ldap-server-capabilities|import-config|user-storage|push-revocation|^DELETE \/realms\/:realm$/;

interface Route {
  method: string;
  path: string;
}

/** every write route the admin router registers (a router built only to be read: its context is never called) */
function writeRoutes(): Route[] {
  const router = adminRouter({ writeLocks: new RealmWriteLocks() } as CoreContext) as unknown as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  return router.stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods)
          .filter((m) => m === "post" || m === "put" || m === "delete")
          .map((method) => ({ method: method.toUpperCase(), path: route.path }))
          .filter(({ method, path }) => !LEFT_OUT.test(`${method} ${path}`))
      : [],
  );
}

describe("random writes to every admin endpoint", () => {
  let server: TestServer;
  let token: string;
  let realmId: string;
  const answers = new Map<number, number>();

  before(async () => {
    server = await startTestServer();
    const admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({ realm: REALM, enabled: true, organizationsEnabled: true });
    realmId = server.store.realm(REALM)!.rep.id;
    admin.setConfig({ realmName: REALM });
    await admin.clients.create({ clientId: "app", serviceAccountsEnabled: true });
    await admin.roles.create({ name: "role" });
    await admin.groups.create({ name: "group" });
    await admin.users.create({ username: "user", enabled: true });
    await admin.clientScopes.create({ name: "scope", protocol: "openid-connect" });
    await admin.identityProviders.create({ alias: "idp", providerId: "oidc", config: {} });
    await admin.organizations.create({ name: "org", domains: [{ name: "org.example" }] });
  });
  after(() => server.cleanup());

  /** a path parameter: the id or name of a real object of the kind the segment before it names, or made up */
  function fill(path: string, random: Random): string {
    // a write may have renamed the realm: it is known by its id
    const realm = server.store.all().find((r) => r.rep.id === realmId);
    const pick = <T>(items: Iterable<T>) => {
      const list = [...items];
      return list.length && random.chance(0.9) ? list[random.below(list.length)] : undefined;
    };
    const pools: Record<string, () => string | undefined> = {
      clients: () => pick(realm?.clients.keys() ?? []),
      users: () => pick(realm?.users.keys() ?? []),
      groups: () => pick(realm?.groups.keys() ?? []),
      "roles-by-id": () => pick(realm?.roles.keys() ?? []),
      roles: () => pick([...(realm?.roles.values() ?? [])].map((r) => r.name)),
      "client-scopes": () => pick(realm?.clientScopes.keys() ?? []),
      components: () => pick(realm?.components.keys() ?? []),
      instances: () => pick(realm?.identityProviders.keys() ?? []),
      organizations: () => pick(realm?.organizations.keys() ?? []),
      flows: () => pick([...(realm?.authenticationFlows.values() ?? [])].map((f) => f.alias)),
      "required-actions": () => pick(realm?.requiredActions.map((a) => a.alias ?? "") ?? []),
    };
    // any other id: one of any kind the realm holds
    const anyId = () =>
      pick(
        realm
          ? [...realm.clients.keys(), ...realm.roles.keys(), ...realm.groups.keys(), ...realm.components.keys()]
          : [],
      );
    const segments = path.split("/");
    return segments
      .map((segment, i) => {
        if (!segment.startsWith(":")) return segment;
        if (segment === ":realm")
          return random.chance(0.95) && realm ? encodeURIComponent(realm.rep.realm) : random.word();
        const value = (pools[segments[i - 1]] ?? anyId)() ?? random.word();
        return encodeURIComponent(value);
      })
      .join("/");
  }

  it("never answers 500, whatever it is sent", async () => {
    const random = seededRandom(SEED);
    const routes = writeRoutes();
    const failures: string[] = [];
    for (let i = 0; i < WRITES; i++) {
      const route = routes[random.below(routes.length)];
      const path = fill(route.path, random);
      const body = random.chance(0.02) ? "x".repeat(1_100_000) : JSON.stringify(randomBody(random));
      const response = await fetch(`${server.url}/admin${path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body,
      });
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
      if (response.status === 401) token = (await (await adminClient(server.url)).getAccessToken())!;
      if (response.status >= 500) failures.push(`${route.method} ${path} ${body.slice(0, 300)} -> ${response.status}`);
    }
    assert.deepEqual(failures, [], `answers: ${JSON.stringify(Object.fromEntries(answers))}`);
  });

  it("keeps every realm as it was in memory, and starts again with all of them", async () => {
    const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    const before = new Map(server.store.all().map((realm) => [realm.rep.realm, asJson(exportRealm(realm))]));
    await server.close();
    // the files as a store reads them, before start-up adds what every realm has (a deleted built-in client, say)
    const files = new Store(server.dirs.data);
    await files.load(server.dirs.seed);
    assert.deepEqual(files.realmNames().sort(), [...before.keys()].sort());
    for (const [name, realm] of before) assert.deepEqual(asJson(exportRealm(files.realm(name)!)), realm, name);
    server = await startTestServer(server.dirs);
    for (const name of before.keys())
      assert.equal((await fetch(`${server.url}/realms/${encodeURIComponent(name)}`)).status, 200, name);
  });
});
