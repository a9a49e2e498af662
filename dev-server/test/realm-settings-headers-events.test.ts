// Realm settings that act outside the admin API: the realm's browser security headers on its login page, and the
// expiration of stored user and admin events.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { openLoginForm } from "./helpers/loginForm.js";

const DAY = 24 * 60 * 60 * 1000;

describe("realm settings: login page headers and event expiration", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  it("sends the realm's browser security headers with its login page", async () => {
    const rep = await acme.admin.realms.findOne({ realm: "acme" });
    await acme.admin.realms.update(
      { realm: "acme" },
      {
        ...rep,
        browserSecurityHeaders: {
          ...rep?.browserSecurityHeaders,
          xFrameOptions: "DENY",
          contentSecurityPolicy: "frame-ancestors 'none'",
          contentSecurityPolicyReportOnly: "default-src 'self'",
          xRobotsTag: "noindex",
          strictTransportSecurity: "max-age=600",
          referrerPolicy: "same-origin",
          xContentTypeOptions: "",
        },
      },
    );
    const page = await (await openLoginForm(acme.server.url, "acme")).submit("nobody", "wrong");
    assert.equal(page.status, 200);
    assert.equal(page.headers.get("x-frame-options"), "DENY");
    assert.match(page.headers.get("content-security-policy") ?? "", /frame-ancestors 'none'/);
    assert.equal(page.headers.get("content-security-policy-report-only"), "default-src 'self'");
    assert.equal(page.headers.get("x-robots-tag"), "noindex");
    assert.equal(page.headers.get("strict-transport-security"), "max-age=600");
    assert.equal(page.headers.get("referrer-policy"), "same-origin");
    assert.equal(page.headers.get("x-content-type-options"), null);
  });

  it("drops user and admin events older than the realm's expiration", async () => {
    const realm = acme.server.store.realm("acme")!;
    const now = Date.now();
    realm.events = [
      { time: now - 2 * DAY, type: "LOGIN", realmId: realm.rep.id },
      { time: now - 60_000, type: "LOGOUT", realmId: realm.rep.id },
    ];
    realm.adminEvents = [
      { time: now - 3 * DAY, operationType: "CREATE", resourcePath: "users/old" },
      { time: now - 60_000, operationType: "UPDATE", resourcePath: "users/new" },
    ];
    await acme.api("/events/config", {
      method: "PUT",
      body: JSON.stringify({ eventsEnabled: true, eventsExpiration: DAY / 1000 }),
    });
    const rep = await acme.admin.realms.findOne({ realm: "acme" });
    await acme.admin.realms.update(
      { realm: "acme" },
      { ...rep, attributes: { ...rep?.attributes, adminEventsExpiration: String((2 * DAY) / 1000) } },
    );

    const events = (await (await acme.api("/events")).json()) as { type: string }[];
    assert.deepEqual(
      events.map((e) => e.type),
      ["LOGOUT"],
    );
    const adminEvents = (await (await acme.api("/admin-events")).json()) as { resourcePath: string }[];
    assert.ok(adminEvents.some((e) => e.resourcePath === "users/new"));
    assert.ok(!adminEvents.some((e) => e.resourcePath === "users/old"));
    assert.equal(realm.events.length, 1);
    assert.ok(!realm.adminEvents.some((e) => e.resourcePath === "users/old"));
  });

  it("keeps every event when no expiration is set", async () => {
    const realm = acme.server.store.realm("acme")!;
    await acme.api("/events/config", { method: "PUT", body: JSON.stringify({ eventsExpiration: 0 }) });
    realm.events = [{ time: Date.now() - 400 * DAY, type: "LOGIN", realmId: realm.rep.id }];
    const events = (await (await acme.api("/events")).json()) as unknown[];
    assert.equal(events.length, 1);
  });
});
