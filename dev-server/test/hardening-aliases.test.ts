// An identity provider's alias is part of the broker's URLs: Keycloak (ReservedCharValidator.validateNoSpace) refuses
// spaces and the URL's reserved and control characters in it on creation, with its messages as `error`, and refuses
// any change of alias. Markup without those (`"><b>`) is accepted, as by Keycloak.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("identity provider aliases", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
  });
  after(() => server.cleanup());

  const instances = `/admin/realms/master/identity-provider/instances`;
  const send = async (method: string, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("refuses spaces, markup's reserved characters and control characters in a new alias", async () => {
    for (const [alias, error] of [
      ["<img src=x onerror=alert(1)>", "Empty Space not allowed."],
      ["a\tb", "Empty Space not allowed."],
      ["<img/src=x/onerror=alert(1)>", "Character '/' not allowed."],
      ["<script>alert(1)</script>", "Character '(' not allowed."],
      ["a\u0001b", "Character 0x1 not allowed."],
      ["a#b", "Character '#' not allowed."],
    ]) {
      const response = await send("POST", instances, { alias, providerId: "oidc" });
      assert.equal(response.status, 400, alias);
      assert.deepEqual(await response.json(), { error }, alias);
    }
    const names = (await admin.identityProviders.find({ realm: "master" })).map((idp) => idp.alias);
    assert.deepEqual(names, []);
  });

  it("accepts other characters, markup in the display name, and refuses a rename", async () => {
    assert.equal((await send("POST", instances, { alias: '"><b>', providerId: "oidc" })).status, 201);
    const alias = "idp-\u202Ertl-😀";
    const response = await send("POST", instances, { alias, providerId: "oidc", displayName: "<img src=x>" });
    assert.equal(response.status, 201);
    const stored = await admin.identityProviders.findOne({ realm: "master", alias });
    assert.equal(stored?.displayName, "<img src=x>");
    const renamed = await send("PUT", `${instances}/${encodeURIComponent(alias)}`, { ...stored, alias: "a b" });
    assert.equal(renamed.status, 400);
    assert.deepEqual(await renamed.json(), { errorMessage: "Identity Provider alias cannot be changed" });
    assert.ok(await admin.identityProviders.findOne({ realm: "master", alias }));
  });
});
