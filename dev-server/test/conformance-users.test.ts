// Keycloak 26's users resource where the dev server used to differ: `q` search over built-in fields and custom
// attributes (SearchQueryUtils, quoted terms), the attack-detection status keys (26.7's seven), links to an alias that is not a
// configured identity provider, and the 409 texts.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { passwordGrant } from "./helpers/testServer.js";

type Json = Record<string, unknown>;
let s: AcmeServer;
let aliceId: string;
before(async () => {
  s = await startAcmeServer();
  aliceId = (await s.admin.users.find({ username: "alice", exact: true }))[0].id!;
});
after(async () => {
  await s.server.cleanup();
});

const usernames = async (query: string) =>
  ((await (await s.api(`/users?${query}`)).json()) as Json[]).map((u) => u.username).sort();

describe("conformance: q search", () => {
  it("matches built-in fields named in q as the field parameters do", async () => {
    assert.deepEqual(await usernames(`q=${encodeURIComponent("email:alice@acme.example")}`), ["alice"]);
    assert.deepEqual(await usernames(`q=${encodeURIComponent("username:alice")}`), ["alice"]);
    assert.deepEqual(await usernames(`q=${encodeURIComponent("firstName:Alice lastName:Anderson")}`), ["alice"]);
    assert.deepEqual(await usernames(`q=${encodeURIComponent("email:alice@acme.example")}&exact=true`), ["alice"]);
    assert.deepEqual(await usernames(`q=${encodeURIComponent("email:alice@acme")}&exact=true`), []);
  });

  it("combines built-in and custom attributes, and counts the same", async () => {
    const q = encodeURIComponent("email:alice department:Engineering");
    assert.deepEqual(await usernames(`q=${q}`), ["alice"]);
    assert.equal(await (await s.api(`/users/count?q=${q}`)).json(), 1);
    assert.deepEqual(await usernames(`q=${encodeURIComponent("email:alice department:Sales")}`), []);
  });

  it("reads quoted keys and values with spaces", async () => {
    await s.admin.users.update(
      { id: aliceId },
      {
        ...(await s.admin.users.findOne({ id: aliceId }))!,
        attributes: { department: ["Engineering"], "cost center": ["R and D"] },
      },
    );
    assert.deepEqual(await usernames(`q=${encodeURIComponent('"cost center":"r and d"')}`), ["alice"]);
  });
});

/** Keycloak 26.7's status of a user with no failures */
const NO_FAILURES = {
  disabled: false,
  numFailures: 0,
  lastFailure: 0,
  lastIPFailure: "n/a",
  failedLoginNotBefore: 0,
  numTemporaryLockouts: 0,
  numSecondaryAuthFailures: 0,
};

describe("conformance: attack detection", () => {
  it("answers the failures, the last one, the lockouts and the second-factor failures", async () => {
    const status = (await (await s.api(`/attack-detection/brute-force/users/${aliceId}`)).json()) as Json;
    assert.deepEqual(status, NO_FAILURES);
  });
});

describe("conformance: attack detection with failures", () => {
  it("counts a failure, answers zeros while protection is off, and records a clear only when there was one", async () => {
    const bob = (await s.admin.users.find({ username: "bob", exact: true }))[0].id!;
    // Keycloak 26.7 answers wrong credentials on the password grant with 400 invalid_grant
    assert.equal((await passwordGrant(s.server.url, "acme", "bob", "wrong")).status, 400);
    const status = (await (await s.api(`/attack-detection/brute-force/users/${bob}`)).json()) as Json;
    assert.deepEqual(Object.keys(status).sort(), Object.keys(NO_FAILURES).sort());
    assert.equal(status.numFailures, 1);

    await s.admin.realms.update({ realm: "acme" }, { bruteForceProtected: false });
    const off = (await (await s.api(`/attack-detection/brute-force/users/${bob}`)).json()) as Json;
    assert.deepEqual(off, NO_FAILURES);
    await s.admin.realms.update({ realm: "acme" }, { bruteForceProtected: true });

    const clears = async () =>
      ((await (await s.api("/admin-events?resourceTypes=USER_LOGIN_FAILURE&max=100")).json()) as Json[]).length;
    const before = await clears();
    assert.equal((await s.api(`/attack-detection/brute-force/users/${bob}`, { method: "DELETE" })).status, 204);
    assert.equal(await clears(), before + 1);
    assert.equal((await s.api(`/attack-detection/brute-force/users/${bob}`, { method: "DELETE" })).status, 204);
    assert.equal(await clears(), before + 1, "nothing left to clear, no event");
  });
});

describe("conformance: federated identity links", () => {
  const link = (alias: string) =>
    s.api(`/users/${aliceId}/federated-identity/${alias}`, {
      method: "POST",
      body: JSON.stringify({ identityProvider: alias, userId: "ext-1", userName: "alice-ext" }),
    });

  it("stores a link to an alias that is no configured provider (204) and lists only configured ones", async () => {
    assert.equal((await link("not-configured")).status, 204);
    const conflict = await link("not-configured");
    assert.equal(conflict.status, 409);
    assert.deepEqual(await conflict.json(), { errorMessage: "User is already linked with provider" });
    assert.equal((await link("github")).status, 204);
    const listed = (await (await s.api(`/users/${aliceId}/federated-identity`)).json()) as Json[];
    assert.deepEqual(listed, [{ identityProvider: "github", userId: "ext-1", userName: "alice-ext" }]);
  });
});

describe("conformance: users' status codes and error bodies", () => {
  it("creates with 201 and a Location, refuses a taken username or email with Keycloak's 409 texts", async () => {
    const created = await s.api("/users", { method: "POST", body: JSON.stringify({ username: "conformer" }) });
    assert.equal(created.status, 201);
    assert.match(created.headers.get("location") ?? "", /\/admin\/realms\/acme\/users\/[0-9a-f-]{36}$/);
    const sameName = await s.api("/users", { method: "POST", body: JSON.stringify({ username: "conformer" }) });
    assert.equal(sameName.status, 409);
    assert.deepEqual(await sameName.json(), { errorMessage: "User exists with same username" });
    const sameEmail = await s.api("/users", {
      method: "POST",
      body: JSON.stringify({ username: "other-conformer", email: "alice@acme.example" }),
    });
    assert.equal(sameEmail.status, 409);
    assert.deepEqual(await sameEmail.json(), { errorMessage: "User exists with same email" });
  });

  it("answers 404 with Keycloak's error for an unknown user", async () => {
    const response = await s.api("/users/00000000-0000-0000-0000-000000000000");
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { error: "User not found" });
  });
});
