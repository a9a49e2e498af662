// evaluate-scopes of a client, as Keycloak's ClientScopeEvaluateResource answers: the mappers and the role scope a
// scope parameter gives, and example tokens built by the same mappers as the token endpoint's, so a hardcoded claim
// on the client's dedicated mappers shows in the example access token as in a real one.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { clientsApi, type ClientsApi } from "./helpers/clientsApi.js";

describe("clients: evaluate-scopes", () => {
  let t: ClientsApi;
  let clientId: string;
  let userId: string;
  let ordersScopeId: string;
  let viewer: string;
  let outsider: string;
  const UNKNOWN = "00000000-0000-4000-8000-000000000000";
  const evaluate = (path: string, query: Record<string, string> = {}, bearer?: string) =>
    t.api(`/clients/${clientId}/evaluate-scopes/${path}?${new URLSearchParams(query)}`, {}, bearer);
  const json = async (response: Response) => {
    assert.equal(response.status, 200, await response.clone().text());
    return response.json();
  };
  const roleNames = async (path: string, query: Record<string, string> = {}) =>
    ((await json(await evaluate(path, query))) as { name: string }[]).map((r) => r.name);
  const hardcoded = (name: string, value: string, flags: Record<string, string>) => ({
    name,
    protocol: "openid-connect",
    protocolMapper: "oidc-hardcoded-claim-mapper",
    config: { "claim.name": name, "claim.value": value, "jsonType.label": "String", ...flags },
  });

  before(async () => {
    t = await clientsApi("evaluate");
    viewer = await t.limitedAdmin("viewer", ["view-clients"]);
    outsider = await t.limitedAdmin("outsider", ["view-users"]);
    for (const name of ["reader", "writer", "auditor"]) await t.admin.roles.create({ name });
    const scope = await t.send("POST", "/client-scopes", {
      name: "orders",
      protocol: "openid-connect",
      protocolMappers: [hardcoded("orders_claim", "yes", { "access.token.claim": "true" })],
    });
    ordersScopeId = scope.headers.get("location")!.split("/").pop()!;
    clientId = await t.createClient({
      clientId: "shop",
      publicClient: true,
      directAccessGrantsEnabled: true,
      fullScopeAllowed: false,
      protocolMappers: [
        hardcoded("tenant", "acme", {
          "access.token.claim": "true",
          "id.token.claim": "true",
          "userinfo.token.claim": "true",
        }),
      ],
    });
    await t.send("PUT", `/clients/${clientId}/optional-client-scopes/${ordersScopeId}`);
    const role = async (name: string) => (await t.admin.roles.findOneByName({ name }))!;
    await t.send("POST", `/clients/${clientId}/scope-mappings/realm`, [await role("reader")]);
    await t.send("POST", `/client-scopes/${ordersScopeId}/scope-mappings/realm`, [await role("auditor")]);
    ({ id: userId } = await t.admin.users.create({
      username: "ana",
      email: "ana@example.com",
      firstName: "Ana",
      lastName: "Lima",
      enabled: true,
      credentials: [{ type: "password", value: "ana", temporary: false }],
    }));
    const user = (await t.admin.users.findOne({ id: userId }))!;
    await t.admin.users.addRealmRoleMappings({
      id: user.id!,
      roles: await Promise.all(["reader", "writer", "auditor"].map(role)).then((rs) =>
        rs.map((r) => ({ id: r.id!, name: r.name! })),
      ),
    });
  });
  after(() => t.server.cleanup());

  it("lists the client's own mappers and those of the applied client scopes", async () => {
    const mappers = await json(await evaluate("protocol-mappers", { scope: "openid" }));
    const tenant = mappers.find((m: { mapperName: string }) => m.mapperName === "tenant");
    assert.deepEqual(
      { ...tenant, mapperId: typeof tenant.mapperId },
      {
        mapperId: "string",
        mapperName: "tenant",
        containerId: clientId,
        containerName: "",
        containerType: "client",
        protocolMapper: "oidc-hardcoded-claim-mapper",
      },
    );
    const containers = new Set(mappers.map((m: { containerName: string }) => m.containerName));
    assert.ok(containers.has("profile") && containers.has("roles"));
    assert.ok(!containers.has("orders"));
    const withOrders = await json(await evaluate("protocol-mappers", { scope: "openid orders" }));
    const orders = withOrders.find((m: { mapperName: string }) => m.mapperName === "orders_claim");
    assert.equal(orders.containerId, ordersScopeId);
    assert.equal(orders.containerType, "client-scope");
  });

  it("grants the roles of the client's scope mappings and of the requested optional scopes' ones", async () => {
    assert.deepEqual(await roleNames("scope-mappings/evaluate/granted", { scope: "openid" }), ["reader"]);
    const notGranted = await roleNames("scope-mappings/evaluate/not-granted", { scope: "openid" });
    assert.ok(notGranted.includes("writer") && notGranted.includes("auditor") && !notGranted.includes("reader"));
    assert.deepEqual(await roleNames("scope-mappings/evaluate/granted", { scope: "openid orders" }), [
      "auditor",
      "reader",
    ]);
    const full = await t.createClient({ clientId: "full-scope" });
    const fullGranted = await json(
      await t.api(`/clients/${full}/evaluate-scopes/scope-mappings/evaluate/granted?scope=openid`),
    );
    assert.ok(fullGranted.some((r: { name: string }) => r.name === "writer"));
    assert.deepEqual(
      await json(await t.api(`/clients/${full}/evaluate-scopes/scope-mappings/evaluate/not-granted?scope=openid`)),
      [],
    );
    const missing = await evaluate(`scope-mappings/${UNKNOWN}/granted`);
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { error: "Role Container not found" });
  });

  it("reads the roles of a client container", async () => {
    const api = await t.createClient({ clientId: "api" });
    await t.send("POST", `/clients/${api}/roles`, { name: "api-admin" });
    assert.deepEqual(await roleNames(`scope-mappings/${api}/granted`), []);
    assert.deepEqual(await roleNames(`scope-mappings/${api}/not-granted`), ["api-admin"]);
  });

  it("generates an example access token with the dedicated hardcoded claim, as the token endpoint issues it", async () => {
    const example = await json(await evaluate("generate-example-access-token", { scope: "openid", userId }));
    assert.equal(example.tenant, "acme");
    assert.equal(example.typ, "Bearer");
    assert.equal(example.azp, "shop");
    assert.equal(example.preferred_username, "ana");
    assert.equal(example.iss, `${t.server.url}/realms/evaluate`);
    assert.deepEqual(example.realm_access.roles, ["reader"]);
    assert.equal(example.orders_claim, undefined);
    assert.equal(example.scope.split(" ")[0], "openid");

    const grant = await t.token({
      grant_type: "password",
      client_id: "shop",
      username: "ana",
      password: "ana",
      scope: "openid orders",
    });
    const real = jose.decodeJwt((await json(grant)).access_token);
    const withOrders = await json(await evaluate("generate-example-access-token", { scope: "openid orders", userId }));
    for (const claim of ["tenant", "orders_claim", "realm_access", "scope", "preferred_username", "email"])
      assert.deepEqual(withOrders[claim], real[claim], claim);
  });

  it("generates an example ID token and userinfo from the mappers that write them", async () => {
    const idToken = await json(await evaluate("generate-example-id-token", { scope: "openid", userId }));
    assert.equal(idToken.typ, "ID");
    assert.equal(idToken.aud, "shop");
    assert.equal(idToken.sub, userId);
    assert.equal(idToken.tenant, "acme");
    assert.equal(idToken.realm_access, undefined);
    const userinfo = await json(await evaluate("generate-example-userinfo", { scope: "openid", userId }));
    assert.equal(userinfo.sub, userId);
    assert.equal(userinfo.tenant, "acme");
    assert.equal(userinfo.email, "ana@example.com");
    assert.equal(userinfo.typ, undefined);
  });

  it("restricts the example's audience to the requested clients and refuses one the token cannot name", async () => {
    await t.send("POST", `/clients/${clientId}/protocol-mappers/models`, {
      name: "api-audience",
      protocol: "openid-connect",
      protocolMapper: "oidc-audience-mapper",
      config: { "included.client.audience": "api", "access.token.claim": "true" },
    });
    const plain = await json(await evaluate("generate-example-access-token", { userId }));
    assert.equal(plain.aud, "api");
    const requested = await json(await evaluate("generate-example-access-token", { userId, audience: "api" }));
    assert.equal(requested.aud, "api");
    const refused = await evaluate("generate-example-access-token", { userId, audience: "full-scope" });
    assert.equal(refused.status, 404);
    assert.deepEqual(await refused.json(), { error: "Requested audience not available: full-scope" });
    assert.equal((await evaluate("generate-example-id-token", { userId, audience: "full-scope" })).status, 404);
  });

  it("answers Keycloak's 404s for a missing or unknown user and an unknown client, 403 without view-clients", async () => {
    for (const kind of ["access-token", "id-token", "userinfo"]) {
      const noUser = await evaluate(`generate-example-${kind}`);
      assert.equal(noUser.status, 404);
      assert.deepEqual(await noUser.json(), { error: "No userId provided" });
      const unknown = await evaluate(`generate-example-${kind}`, { userId: UNKNOWN });
      assert.deepEqual([unknown.status, await unknown.json()], [404, { error: "No user found" }]);
      assert.equal((await evaluate(`generate-example-${kind}`, { userId }, viewer)).status, 200);
      assert.equal((await evaluate(`generate-example-${kind}`, { userId }, outsider)).status, 403);
      const noClient = await t.api(`/clients/${UNKNOWN}/evaluate-scopes/generate-example-${kind}?userId=${userId}`);
      assert.equal(noClient.status, 404);
    }
    assert.equal((await evaluate("protocol-mappers", {}, viewer)).status, 200);
    assert.equal((await evaluate("protocol-mappers", {}, outsider)).status, 403);
    assert.equal((await evaluate("scope-mappings/evaluate/granted", {}, outsider)).status, 403);
    assert.equal((await t.api(`/clients/${UNKNOWN}/evaluate-scopes/protocol-mappers`)).status, 404);
  });
});
