// Server-side prototype pollution: request input used as an object key ("__proto__", "constructor", "prototype")
// must neither reach Object.prototype nor be stored; such keys are refused.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

const FORBIDDEN = ["__proto__", "constructor", "prototype"];

describe("prototype pollution", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(async () => {
    for (const key of ["polluted", "pollutedByBody"]) delete (Object.prototype as Record<string, unknown>)[key];
    await server.cleanup();
  });

  const send = async (method: string, path: string, body: string, type = "text/plain") =>
    fetch(`${server.url}/admin/realms/master${path}`, {
      method,
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": type },
      body,
    });
  const polluted = (key: string) => Object.prototype.hasOwnProperty.call(Object.prototype, key);

  it("refuses __proto__ as a locale and leaves Object.prototype alone", async () => {
    const response = await send("PUT", "/localization/__proto__/polluted", "yes");
    assert.equal(response.status, 400);
    assert.equal(polluted("polluted"), false);
    assert.equal((await passwordGrant(server.url, "master", "admin", "admin")).status, 200);
  });

  it("refuses such names as a locale or a message key", async () => {
    for (const name of FORBIDDEN) {
      assert.equal((await send("PUT", `/localization/${name}/greeting`, "hi")).status, 400, `locale ${name}`);
      assert.equal((await send("PUT", `/localization/en/${name}`, "hi")).status, 400, `key ${name}`);
      const body = `{"${name}": {"pollutedByBody": "yes"}, "ok": "fine"}`;
      assert.equal((await send("POST", "/localization/en", body, "application/json")).status, 400, `body ${name}`);
    }
    assert.equal(polluted("pollutedByBody"), false);
    assert.deepEqual(await admin.realms.getRealmLocalizationTexts({ realm: "master", selectedLocale: "en" }), {});
  });

  it("refuses a JSON body holding __proto__ anywhere, so no record's prototype is swapped", async () => {
    const [client] = await admin.clients.find({ realm: "master", clientId: "admin-cli" });
    const response = await fetch(`${server.url}/admin/realms/master/clients/${client.id}`, {
      method: "PUT",
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: '{"description": "x", "attributes": {"__proto__": {"publicClient": false}}, "__proto__": {"secret": "s"}}',
    });
    assert.equal(response.status, 400);
    const stored = server.store.realm("master")!.clients.get(client.id!)!;
    assert.equal(Object.getPrototypeOf(stored), Object.prototype);
    assert.equal(Object.getPrototypeOf(stored.attributes ?? {}), Object.prototype);
  });

  it("refuses such names as realm names", async () => {
    for (const realm of FORBIDDEN) {
      const response = await fetch(`${server.url}/admin/realms`, {
        method: "POST",
        headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
        body: JSON.stringify({ realm, enabled: true }),
      });
      assert.equal(response.status, 400, realm);
    }
  });

  it("still stores ordinary texts", async () => {
    assert.equal((await send("PUT", "/localization/en/greeting", "hello")).status, 204);
    assert.equal((await send("POST", "/localization/en", '{"farewell": "bye"}', "application/json")).status, 204);
    assert.deepEqual(await admin.realms.getRealmLocalizationTexts({ realm: "master", selectedLocale: "en" }), {
      greeting: "hello",
      farewell: "bye",
    });
    assert.deepEqual(await admin.realms.getRealmLocalizationTexts({ realm: "master", selectedLocale: "de" }), {});
  });
});
