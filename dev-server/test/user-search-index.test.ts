// The users' search narrows its scan through a prefix index (realm/userPrefixIndex.ts): whatever is written to a
// user, the next search sees it, and terms without a fixed start still scan everyone.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

let s: AcmeServer;
before(async () => {
  s = await startAcmeServer();
});
after(async () => {
  await s.server.cleanup();
});

const found = async (search: string) => (await s.admin.users.find({ search })).map((u) => u.username);

describe("users search index", () => {
  it("finds a user by the email and names written a moment before, and no longer by the old ones", async () => {
    const { id } = await s.admin.users.create({
      username: "index-probe",
      email: "before@probe.example",
      firstName: "Oldfirst",
      lastName: "Oldlast",
      enabled: true,
    });
    assert.deepEqual(await found("before@probe"), ["index-probe"]);
    assert.deepEqual(await found("oldlast"), ["index-probe"]);
    await s.admin.users.update(
      { id },
      { email: "after@probe.example", firstName: "Newfirst", lastName: "Newlast", enabled: true },
    );
    assert.deepEqual(await found("after@probe"), ["index-probe"]);
    assert.deepEqual(await found("newfirst newlast"), ["index-probe"]);
    assert.deepEqual(await found("before@probe"), []);
    assert.deepEqual(await found("oldlast"), []);
    await s.admin.users.del({ id });
    assert.deepEqual(await found("after@probe"), []);
  });

  it("matches terms without a fixed start, exact terms and several terms as the scan did", async () => {
    assert.ok((await found("*man*")).includes("heidi"));
    assert.deepEqual(await found('"alice"'), ["alice"]);
    assert.deepEqual(await found("layla haddad"), ["layla"]);
    assert.deepEqual(await found("HADDAD"), (await found("haddad")).sort());
  });
});
