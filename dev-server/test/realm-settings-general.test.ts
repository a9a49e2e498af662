// Realm settings' general part on the dev server: partial export masks secrets and asks for the rights Keycloak asks
// for, a realm is deleted with its files (never master), the login page carries the realm's browser security headers,
// and events older than the realm's expiration are dropped.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { openLoginForm } from "./helpers/loginForm.js";

const DAY = 24 * 60 * 60 * 1000;

describe("realm settings: general", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  const masterApi = async (path: string, init: RequestInit = {}) => {
    acme.admin.setConfig({ realmName: "master" });
    const token = await acme.admin.getAccessToken();
    acme.admin.setConfig({ realmName: "acme" });
    return fetch(`${acme.server.url}/admin/realms${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
  };

  it("exports clients with their secrets masked, and only what was asked for", async () => {
    const full = await acme.api("/partial-export?exportClients=true&exportGroupsAndRoles=true", { method: "POST" });
    assert.equal(full.status, 200);
    const realm = (await full.json()) as { clients: { clientId: string; secret?: string }[]; groups?: unknown[] };
    const webapp = realm.clients.find((c) => c.clientId === "acme-webapp");
    assert.equal(webapp?.secret, "**********");
    assert.ok(realm.groups?.length);
    assert.doesNotMatch(JSON.stringify(realm), /wQ7pZ1xR9mK3vT5yB8nC2dF6gH4jL0sA/);

    const bare = (await (await acme.api("/partial-export", { method: "POST" })).json()) as Record<string, unknown>;
    assert.deepEqual(bare.clients, []);
    assert.equal(bare.groups, undefined);
    assert.equal(bare.users, undefined);
  });

  it("refuses an export to an admin who may not view the realm", async () => {
    const helpdesk = await acme.loginAs("helpdesk");
    const response = await acme.api("/partial-export?exportClients=true", {
      method: "POST",
      token: await helpdesk.getAccessToken(),
    });
    assert.equal(response.status, 403);
  });

  it("deletes a realm with its files and refuses to delete master", async () => {
    assert.equal((await masterApi("", { method: "POST", body: JSON.stringify({ realm: "zz-doomed" }) })).status, 201);
    await acme.server.store.settled();
    const mentions = () =>
      readdirSync(acme.server.dirs.data).filter((file) =>
        readFileSync(join(acme.server.dirs.data, file), "utf8").includes('"zz-doomed"'),
      );
    assert.ok(mentions().length > 0);

    assert.equal((await masterApi("/zz-doomed", { method: "DELETE" })).status, 204);
    await acme.server.store.settled();
    assert.equal((await masterApi("/zz-doomed")).status, 404);
    assert.deepEqual(mentions(), []);

    const master = await masterApi("/master", { method: "DELETE" });
    assert.equal(master.status, 400);
    assert.match(JSON.stringify(await master.json()), /Can't delete master realm/);
  });

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
