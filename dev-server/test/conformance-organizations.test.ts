// Keycloak 26's organizations switch: off by default in every realm, master included; with it off every
// organization route answers 404 {errorMessage: "Organizations not enabled for this realm."} to an admin who may
// manage the realm, and an unknown organization is 404 {errorMessage: "Organization not found."}.
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

const master = async (path: string, init: RequestInit = {}) =>
  fetch(`${s.server.url}/admin/realms/master${path}`, {
    ...init,
    headers: { authorization: `Bearer ${await s.admin.getAccessToken()}`, "content-type": "application/json" },
  });

describe("conformance: organizations switched off", () => {
  it("has organizations off in master", async () => {
    const realm = (await (await master("")).json()) as { organizationsEnabled?: boolean };
    assert.equal(realm.organizationsEnabled, false);
  });

  it("answers 404 with Keycloak's errorMessage on every route", async () => {
    for (const [path, method] of [
      ["/organizations", "GET"],
      ["/organizations", "POST"],
      ["/organizations/count", "GET"],
      ["/organizations/some-id", "GET"],
      ["/organizations/some-id/members", "GET"],
    ] as const) {
      const response = await master(path, {
        method,
        ...(method === "POST" ? { body: JSON.stringify({ name: "x", domains: [{ name: "x.org" }] }) } : {}),
      });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.deepEqual(await response.json(), { errorMessage: "Organizations not enabled for this realm." });
    }
  });

  it("refuses a caller without the realm's admin roles with 403", async () => {
    const helpdesk = await s.loginAs("helpdesk");
    const response = await fetch(`${s.server.url}/admin/realms/acme/organizations`, {
      headers: { authorization: `Bearer ${await helpdesk.getAccessToken()}` },
    });
    assert.equal(response.status, 403);
  });
});

describe("conformance: an unknown organization", () => {
  it("answers 404 Organization not found. as errorMessage", async () => {
    const response = await s.api("/organizations/00000000-0000-0000-0000-000000000000");
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { errorMessage: "Organization not found." });
  });
});
