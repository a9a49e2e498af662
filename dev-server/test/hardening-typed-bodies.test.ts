// Every write is read as its representation, as Keycloak's Jackson reads it (each case checked against 26.7): a
// number or boolean where a text belongs is taken as its text, "TRUE" or 1 as a boolean, "5" as a number; an object
// or list where a scalar belongs, a text where a list belongs, is 400 {"error":"unknown_error","error_description":
// "Cannot parse the JSON"} and nothing is stored. A field longer than Keycloak's column is refused with the field
// named (Keycloak's database answers 500 there). What is stored then loads on the next start.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminRequests, restartTestServer, signedIn, startTestServer, type TestServer } from "./helpers/testServer.js";

const PARSE_ERROR = { error: "unknown_error", error_description: "Cannot parse the JSON" };
const REALM = "typed";

describe("typed and bounded writes", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  let clientId: string;
  const request = adminRequests(
    () => server,
    () => token,
  );
  const send = (method: string, path: string, body?: unknown) => request(method, `/${REALM}${path}`, body);

  before(async () => {
    ({ server, admin, token } = await signedIn(await startTestServer()));
    await admin.realms.create({ realm: REALM, enabled: true });
    ({ id: clientId } = await admin.clients.create({ realm: REALM, clientId: "app" }));
  });
  after(() => server.cleanup());

  it("takes scalars as Jackson coerces them", async () => {
    assert.equal(
      (await send("PUT", `/clients/${clientId}`, { clientId: 123, enabled: "TRUE", notBefore: "5" })).status,
      204,
    );
    const stored = await admin.clients.findOne({ realm: REALM, id: clientId });
    assert.equal(stored?.clientId, "123");
    assert.equal(stored?.enabled, true);
    assert.equal(stored?.notBefore, 5);
    assert.equal((await send("POST", "/roles", { name: 404 })).status, 201);
    assert.ok(await admin.roles.findOneByName({ realm: REALM, name: "404" }));
  });

  it("refuses a wrongly typed body in every family, storing nothing", async () => {
    const cases: [string, string, unknown][] = [
      ["PUT", `/clients/${clientId}`, { clientId: { a: 1 } }],
      ["PUT", `/clients/${clientId}`, { redirectUris: "http://app.example/*" }],
      ["PUT", `/clients/${clientId}`, { enabled: "yes" }],
      ["PUT", `/clients/${clientId}`, { attributes: { a: [1] } }],
      ["POST", "/roles", { name: ["a"] }],
      ["POST", "/client-scopes", { name: ["a"], protocol: "openid-connect" }],
      ["POST", "/components", { name: "c", providerId: "rsa-generated", providerType: "x", config: { a: [{}] } }],
      ["PUT", "/client-policies/policies", { policies: "all" }],
      ["PUT", "/users/profile", { attributes: { name: "x" } }],
      ["PUT", "/events/config", { eventsEnabled: "yes" }],
      ["PUT", `/clients/${clientId}/authz/resource-server`, { policyEnforcementMode: {} }],
      ["POST", `/clients/${clientId}/protocol-mappers/add-models`, [{ name: "m", config: [] }]],
      ["POST", "/users", { username: "u1", attributes: "x" }],
      ["POST", "/groups", { name: { a: 1 } }],
      ["POST", "/identity-provider/instances", { alias: "p", providerId: "oidc", config: { a: {} } }],
      ["POST", "/organizations", { name: "o", domains: "a.example" }],
      ["PUT", "", { accessTokenLifespan: "long" }],
      ["POST", "/partialImport", { users: {} }],
    ];
    for (const [method, path, body] of cases) {
      const response = await send(method, path, body);
      assert.equal(response.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      assert.deepEqual(await response.json(), PARSE_ERROR);
    }
    assert.equal((await admin.clients.findOne({ realm: REALM, id: clientId }))?.clientId, "123");
    assert.equal(
      (await admin.clientScopes.find({ realm: REALM })).some((s) => typeof s.name !== "string"),
      false,
    );
  });

  it("refuses a body that is no JSON even where the endpoint reads none", async () => {
    // stricter than Keycloak on purpose (README): Keycloak 26.7 ignores such a body on POST logout-all,
    // push-revocation and partial-export and answers 200; the dev server reads every JSON body before routing
    for (const path of ["/logout-all", "/push-revocation", "/partial-export"]) {
      const answer = await fetch(`${server.url}/admin/realms/${REALM}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: "{ not json",
      });
      assert.equal(answer.status, 400, path);
    }
  });

  it("refuses a field longer than Keycloak's column, naming it", async () => {
    const response = await send("POST", "/roles", { name: "r".repeat(256) });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), {
      field: "name",
      errorMessage: "error-invalid-length",
      params: ["name", 0, 255],
    });
    const client = await send("PUT", `/clients/${clientId}`, { name: "n".repeat(9_000) });
    assert.equal(client.status, 400);
    assert.equal((await client.json()).field, "name");
  });

  it("refuses a user without a name whatever the user profile checks, as Keycloak does", async () => {
    // with the email as username and an email nothing requires, the name would be empty
    assert.equal((await send("PUT", "", { registrationEmailAsUsername: true })).status, 204);
    const bare = { attributes: [{ name: "username" }, { name: "email" }], groups: [] };
    assert.equal((await send("PUT", "/users/profile", bare)).status, 200);
    const response = await send("POST", "/users", { firstName: "Nameless" });
    assert.equal(response.status, 400);
    assert.deepEqual(await response.json(), { errorMessage: "User name is missing" });
    assert.equal((await send("PUT", "", { registrationEmailAsUsername: false })).status, 204);
  });

  it("loads what it stored on the next start", async () => {
    ({ server, admin, token } = await signedIn(await restartTestServer(server)));
    assert.equal((await admin.clients.findOne({ realm: REALM, id: clientId }))?.clientId, "123");
  });
});
