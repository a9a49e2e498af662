// Admin authentication and the shell's endpoints: 401s, whoami for a full and a restricted admin, serverinfo,
// realm names, localization and translations.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";
import { consoleToken } from "./helpers/codeFlow.js";

describe("admin API core", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const get = (path: string, bearer = token) =>
    fetch(`${server.url}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({
      realm: "shop",
      enabled: true,
      users: [
        {
          username: "clerk",
          enabled: true,
          // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
          email: "clerk@example.org",
          firstName: "Carla",
          lastName: "Clerk",
          credentials: [{ type: "password", value: "clerk" }],
          clientRoles: { "realm-management": ["query-users"] },
        },
      ],
      clients: [{ clientId: "realm-management", bearerOnly: true }],
      roles: { client: { "realm-management": [{ name: "query-users" }] } },
    });
  });
  after(() => server.cleanup());

  it("answers 401 without a token and with a bad one", async () => {
    for (const bearer of ["", "not-a-token", `${token.slice(0, -4)}AAAA`]) {
      const response = await get("/admin/realms", bearer);
      assert.equal(response.status, 401);
      assert.deepEqual(await response.json(), { error: "HTTP 401 Unauthorized" });
    }
  });

  it("tells the master admin who they are, with every permission for the current realm", async () => {
    const consoleAdmin = await consoleToken(server.url, "master", "admin", "admin");
    const whoami = await (await get("/admin/master/console/whoami?currentRealm=shop", consoleAdmin)).json();
    assert.equal(whoami.realm, "master");
    assert.equal(whoami.displayName, "admin");
    assert.equal(whoami.locale, "en");
    assert.equal(whoami.createRealm, true);
    assert.equal(whoami.temporary, false);
    assert.deepEqual(Object.keys(whoami.realm_access), ["shop"]);
    for (const role of ["view-realm", "manage-users", "query-groups", "view-clients", "manage-authorization"]) {
      assert.ok(whoami.realm_access.shop.includes(role), role);
    }
    const unknown = await get("/admin/no-such-realm/console/whoami", consoleAdmin);
    assert.equal(unknown.status, 404);
    assert.deepEqual(await unknown.json(), { error: "Realm not found.  Did you type in a bad URL?" });
  });

  it("limits a realm user to the realm-management roles they hold", async () => {
    const response = await passwordGrant(server.url, "shop", "clerk", "clerk");
    assert.equal(response.status, 200);
    const clerkToken = (await response.json()).access_token as string;
    const clerkConsole = await consoleToken(server.url, "shop", "clerk", "clerk");
    const whoami = await (await get("/admin/shop/console/whoami?currentRealm=shop", clerkConsole)).json();
    assert.equal(whoami.displayName, "Carla Clerk");
    assert.equal(whoami.createRealm, false);
    assert.deepEqual(whoami.realm_access, { shop: ["query-users"] });
    assert.equal((await get("/admin/realms/shop/clients", clerkToken)).status, 403);
    const names = await (await get("/admin/realms/shop/ui-ext/realms/names", clerkToken)).json();
    assert.deepEqual(names, [{ name: "shop", displayName: "" }]);
    assert.equal((await get("/admin/realms/master", clerkToken)).status, 403);
    assert.equal((await get("/admin/realms/shop/users", clerkToken)).status, 200);
  });

  it("reports server info with the console's feature flags", async () => {
    const info = await admin.serverInfo.find();
    assert.match(info.systemInfo!.version!, /^26\.0\.\d+-dev$/);
    const enabled = Object.fromEntries(info.features!.map((f) => [f.name, f.enabled]));
    assert.equal(enabled.ORGANIZATION, true);
    // started as `npm run keycloak` starts Keycloak: fine-grained permissions v1, so not v2
    assert.equal(enabled.ADMIN_FINE_GRAINED_AUTHZ, true);
    assert.equal(enabled.ADMIN_FINE_GRAINED_AUTHZ_V2, false);
    assert.equal(enabled.DECLARATIVE_UI, true);
    assert.equal(enabled.OID4VC_VCI, false);
    for (const name of ["CLIENT_POLICIES", "KERBEROS", "DPOP", "DEVICE_FLOW", "TRANSIENT_USERS", "CLIENT_TYPES"])
      assert.ok(name in enabled, name);
    assert.ok(info.providers!["login-protocol"].providers["openid-connect"]);
    assert.deepEqual(
      info.componentTypes!["org.keycloak.services.ui.extend.UiPageProvider"].map(({ id }) => id),
      ["Todo"],
    );
  });

  it("lists realm names for the selector, paged and searched", async () => {
    const names = await (await get("/admin/realms/master/ui-ext/realms/names?first=0&max=11&search=sh")).json();
    assert.deepEqual(names, [{ name: "shop", displayName: "" }]);
    const all = await (await get("/admin/realms/master/ui-ext/realms/names?first=0&max=1")).json();
    assert.deepEqual(all, [{ name: "master", displayName: "Keycloak" }]);
    // first and max are integers to Keycloak: any other value matches no resource method
    assert.equal((await get("/admin/realms/master/ui-ext/realms/names?first=x")).status, 404);
    const info = await (await get("/admin/realms/master/ui-ext/info")).json();
    assert.deepEqual(info, { userProfileProvidersEnabled: false });
  });

  it("stores realm localization texts and overlays them on the console's messages", async () => {
    const put = await fetch(`${server.url}/admin/realms/shop/localization/en/save`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" },
      body: "Keep",
    });
    assert.equal(put.status, 204);
    await admin.realms.addLocalization({ realm: "shop", selectedLocale: "de", key: "users" }, "Benutzer");
    assert.deepEqual((await admin.realms.getRealmSpecificLocales({ realm: "shop" })).sort(), ["de", "en"]);
    assert.deepEqual(await admin.realms.getRealmLocalizationTexts({ realm: "shop", selectedLocale: "de" }), {
      users: "Benutzer",
    });
    const single = await get("/admin/realms/shop/localization/en/save");
    assert.equal(await single.text(), "Keep");

    const english = (await (await fetch(`${server.url}/resources/shop/admin/en`)).json()) as {
      key: string;
      value: string;
    }[];
    const byKey = new Map(english.map((e) => [e.key, e.value]));
    assert.equal(byKey.get("save"), "Keep");
    assert.ok(byKey.has("cancel"), "bundled console messages are included");
    const german = (await (await fetch(`${server.url}/resources/shop/admin/de`)).json()) as {
      key: string;
      value: string;
    }[];
    const germanByKey = new Map(german.map((e) => [e.key, e.value]));
    assert.equal(germanByKey.get("users"), "Benutzer");
    assert.equal(germanByKey.get("cancel"), byKey.get("cancel"), "unknown locales fall back to English");

    await admin.realms.deleteRealmLocalizationTexts({ realm: "shop", selectedLocale: "de", key: "users" });
    assert.deepEqual(await admin.realms.getRealmLocalizationTexts({ realm: "shop", selectedLocale: "de" }), {});
    assert.equal((await get("/admin/realms/shop/localization/de/users")).status, 404);
  });
});
