// The pickers of a resource server's own objects search the server as Keycloak answers them: the resource, scope
// and policy lists match part of the name in any case, order by name and page with first/max; the policy list
// leaves permissions out with permission=false; deep=false leaves a resource's scopes out.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { authzApi, type AuthzApi } from "./helpers/authzApi.js";

const numbered = (prefix: string) => Array.from({ length: 12 }, (_, i) => `${prefix}${String(i + 1).padStart(2, "0")}`);
const names = async (response: Response) => ((await response.json()) as { name: string }[]).map((item) => item.name);

describe("authz: searching resources, scopes and policies by name", () => {
  let t: AuthzApi;

  before(async () => {
    t = await authzApi("authz-search");
    const scopes = await Promise.all(numbered("read-").map((name) => t.make<{ id: string }>("/scope", { name })));
    await t.make("/scope", { name: "write" });
    await Promise.all(numbered("Doc ").map((name) => t.make("/resource", { name, scopes: [{ name: "write" }] })));
    await t.make("/resource", { name: "Report" });
    const policies = await Promise.all(
      numbered("Policy ").map((name) =>
        t.make<{ id: string }>("/policy/time", { name, year: "2000", yearEnd: "2999" }),
      ),
    );
    await t.make("/permission/scope", {
      name: "policy permission",
      scopes: [scopes[0]!.id],
      policies: [policies[0]!.id],
    });
  });
  after(async () => {
    await t.server.cleanup();
  });

  it("finds scopes by part of the name in any case, a page at a time", async () => {
    assert.deepEqual(await names(await t.authz("GET", "/scope?name=READ&first=10&max=5&deep=false")), [
      "read-11",
      "read-12",
    ]);
    assert.deepEqual(await names(await t.authz("GET", "/scope?name=ad-0&first=0&max=3&deep=false")), [
      "read-01",
      "read-02",
      "read-03",
    ]);
    assert.deepEqual(await names(await t.authz("GET", "/scope?name=RIT&first=0&max=20&deep=false")), ["write"]);
  });

  it("finds resources by part of the name in any case, a page at a time, without their scopes when not deep", async () => {
    const response = await t.authz("GET", "/resource?name=dOC&first=5&max=3&deep=false");
    const page = (await response.json()) as { name: string; scopes?: unknown }[];
    assert.deepEqual(
      page.map((resource) => resource.name),
      ["Doc 06", "Doc 07", "Doc 08"],
    );
    assert.ok(page.every((resource) => resource.scopes === undefined));
    assert.deepEqual(await names(await t.authz("GET", "/resource?name=port&first=0&max=20&deep=false")), ["Report"]);
  });

  it("finds policies by part of the name in any case, a page at a time, permissions apart", async () => {
    assert.deepEqual(await names(await t.authz("GET", "/policy?name=POLICY&first=10&max=5&permission=false")), [
      "Policy 11",
      "Policy 12",
    ]);
    assert.deepEqual(await names(await t.authz("GET", "/policy?name=policy&first=0&max=20&permission=true")), [
      "policy permission",
    ]);
    assert.equal((await (await t.authz("GET", "/policy?name=policy&first=0&max=20")).json()).length, 13);
  });
});
