// The client-scope screens' admin API, as Keycloak answers it: client scope CRUD with its name and protocol checks,
// protocol mappers by configuration and predefined, realm default/optional scopes, role scope mappings, and the
// view-clients / manage-clients split.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("client scopes admin API", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const api = (path: string, init: RequestInit = {}, bearer = token) =>
    fetch(`${server.url}/admin/realms/scopes${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${bearer}`, "Content-Type": "application/json" },
    });
  const post = (path: string, body: unknown, bearer = token) =>
    api(path, { method: "POST", body: JSON.stringify(body) }, bearer);
  const createScope = async (name: string) => {
    const response = await post("/client-scopes", { name, protocol: "openid-connect" });
    assert.equal(response.status, 201);
    return response.headers.get("location")!.split("/").pop()!;
  };

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    await admin.realms.create({ realm: "scopes", enabled: true });
    admin.setConfig({ realmName: "scopes" });
    token = (await admin.getAccessToken())!;
  });
  after(() => server.cleanup());

  it("creates a client scope, refuses a duplicate name with 409 and Keycloak's text", async () => {
    const id = await createScope("orders");
    const scope = await (await api(`/client-scopes/${id}`)).json();
    assert.equal(scope.name, "orders");
    assert.equal(scope.protocol, "openid-connect");
    const duplicate = await post("/client-scopes", { name: "orders", protocol: "openid-connect" });
    assert.equal(duplicate.status, 409);
    assert.deepEqual(await duplicate.json(), { errorMessage: "Client Scope orders already exists" });
  });

  it("refuses names Keycloak refuses (spaces, quotes, backslashes) and accepts the other printable characters", async () => {
    for (const name of ["my scope", " padded", 'say"hi', "back\\slash"]) {
      const response = await post("/client-scopes", { name, protocol: "openid-connect" });
      assert.equal(response.status, 400, name);
      assert.deepEqual(await response.json(), { errorMessage: `Unexpected name "${name}" for ClientScope` });
    }
    await createScope("api:read/$write");
    const renamed = await api(`/client-scopes/${await createScope("to-rename")}`, {
      method: "PUT",
      body: JSON.stringify({ name: "to rename", protocol: "openid-connect" }),
    });
    assert.equal(renamed.status, 400);
  });

  it("refuses a missing or unknown protocol and dynamic scopes", async () => {
    const missing = await post("/client-scopes", { name: "no-protocol" });
    assert.equal(missing.status, 400);
    assert.deepEqual(await missing.json(), { errorMessage: "Unexpected protocol" });
    assert.equal((await post("/client-scopes", { name: "cas", protocol: "cas" })).status, 400);
    const dynamic = await post("/client-scopes", {
      name: "dyn",
      protocol: "openid-connect",
      attributes: { "is.dynamic.scope": "true" },
    });
    assert.equal(dynamic.status, 400);
  });

  it("adds a mapper by configuration, edits, lists by protocol and deletes it", async () => {
    const id = await createScope("mapped");
    const response = await post(`/client-scopes/${id}/protocol-mappers/models`, {
      name: "department",
      protocol: "openid-connect",
      protocolMapper: "oidc-usermodel-attribute-mapper",
      config: { "user.attribute": "department", "claim.name": "org.department", "access.token.claim": "true" },
    });
    assert.equal(response.status, 201);
    const mapperId = response.headers.get("location")!.split("/").pop()!;
    const path = `/client-scopes/${id}/protocol-mappers/models/${mapperId}`;
    const mapper = await (await api(path)).json();
    assert.equal(mapper.config["claim.name"], "org.department");

    const update = await api(path, {
      method: "PUT",
      body: JSON.stringify({ ...mapper, config: { ...mapper.config, "claim.name": "dept" } }),
    });
    assert.equal(update.status, 204);
    assert.equal((await (await api(path)).json()).config["claim.name"], "dept");
    const byProtocol = await (await api(`/client-scopes/${id}/protocol-mappers/protocol/openid-connect`)).json();
    assert.deepEqual(
      byProtocol.map((m: { name: string }) => m.name),
      ["department"],
    );
    assert.equal((await api(path, { method: "DELETE" })).status, 204);
    assert.equal((await api(path)).status, 404);
  });

  it("refuses an unknown mapper type (404) and a second mapper of the same name (409)", async () => {
    const id = await createScope("strict-mappers");
    const unknown = await post(`/client-scopes/${id}/protocol-mappers/models`, {
      name: "x",
      protocol: "openid-connect",
      protocolMapper: "oidc-no-such-mapper",
    });
    assert.equal(unknown.status, 404);
    assert.deepEqual(await unknown.json(), { error: "ProtocolMapper provider not found" });
    const mapper = { name: "tenant", protocol: "openid-connect", protocolMapper: "oidc-hardcoded-claim-mapper" };
    assert.equal((await post(`/client-scopes/${id}/protocol-mappers/models`, mapper)).status, 201);
    const duplicate = await post(`/client-scopes/${id}/protocol-mappers/models`, mapper);
    assert.equal(duplicate.status, 409);
    assert.deepEqual(await duplicate.json(), { errorMessage: "Protocol mapper exists with same name" });
  });

  it("adds predefined mappers from serverinfo's built-ins, to client scopes and clients", async () => {
    const info = await admin.serverInfo.find();
    const builtins = info.builtinProtocolMappers!["openid-connect"].filter((m) =>
      ["email", "groups"].includes(m.name!),
    );
    const id = await createScope("predefined");
    assert.equal((await post(`/client-scopes/${id}/protocol-mappers/add-models`, builtins)).status, 204);
    const names = (await (await api(`/client-scopes/${id}/protocol-mappers/models`)).json()).map(
      (m: { name: string }) => m.name,
    );
    assert.deepEqual(names.sort(), ["email", "groups"]);

    const { id: clientId } = await admin.clients.create({ clientId: "pairwise-app", redirectUris: ["https://a/*"] });
    await admin.clients.addProtocolMapper(
      { id: clientId },
      { name: "pairwise", protocol: "openid-connect", protocolMapper: "oidc-sha256-pairwise-sub-mapper", config: {} },
    );
    const [pairwise] = await admin.clients.listProtocolMappers({ id: clientId });
    assert.ok(pairwise.config!.pairwiseSubAlgorithmSalt, "Keycloak salts a pairwise mapper on creation");
  });

  it("assigns a client scope as realm default or optional, one list at a time", async () => {
    const id = await createScope("assignable");
    const listed = async (segment: string) =>
      ((await (await api(`/${segment}`)).json()) as { id: string }[]).some((s) => s.id === id);
    assert.equal((await api(`/default-optional-client-scopes/${id}`, { method: "PUT" })).status, 204);
    assert.ok(await listed("default-optional-client-scopes"));
    // a scope is default or optional, not both: Keycloak's store refuses the second as a duplicate
    assert.equal((await api(`/default-default-client-scopes/${id}`, { method: "PUT" })).status, 409);
    assert.ok(!(await listed("default-default-client-scopes")));
    assert.equal((await api(`/default-optional-client-scopes/${id}`, { method: "DELETE" })).status, 204);
    assert.equal((await api(`/default-default-client-scopes/${id}`, { method: "PUT" })).status, 204);
    assert.ok(await listed("default-default-client-scopes"));
    assert.ok(!(await listed("default-optional-client-scopes")));
    assert.equal((await api(`/default-default-client-scopes/${id}`, { method: "DELETE" })).status, 204);
    assert.ok(!(await listed("default-default-client-scopes")));
  });

  it("maps realm roles to a client scope with the available and composite views", async () => {
    await admin.roles.create({ name: "auditor" });
    await admin.roles.create({ name: "chief-auditor" });
    const auditor = (await admin.roles.findOneByName({ name: "auditor" }))!;
    const chief = (await admin.roles.findOneByName({ name: "chief-auditor" }))!;
    await admin.roles.createComposite({ roleId: chief.id! }, [auditor]);
    const id = await createScope("audit");
    const realmPath = `/client-scopes/${id}/scope-mappings/realm`;
    assert.equal((await post(realmPath, [{ id: chief.id, name: chief.name }])).status, 204);
    const names = async (path: string) =>
      ((await (await api(path)).json()) as { name: string }[]).map((r) => r.name).sort();
    assert.deepEqual(await names(realmPath), ["chief-auditor"]);
    assert.deepEqual(await names(`${realmPath}/composite`), ["auditor", "chief-auditor"]);
    // Keycloak offers the roles not in the scope directly: a mapped composite's members stay on offer
    const available = await names(`${realmPath}/available`);
    assert.ok(available.includes("auditor") && !available.includes("chief-auditor"));
  });

  it("lets a view-clients admin read client scopes and their mappers but not change them", async () => {
    const { id: userId } = await admin.users.create({
      username: "viewer",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "viewer@example.org",
      firstName: "View",
      lastName: "Clients",
      credentials: [{ type: "password", value: "viewer", temporary: false }],
    });
    const [management] = await admin.clients.find({ clientId: "realm-management" });
    const viewClients = (await admin.clients.findRole({ id: management.id!, roleName: "view-clients" }))!;
    await admin.users.addClientRoleMappings({
      id: userId,
      clientUniqueId: management.id!,
      roles: [{ id: viewClients.id!, name: viewClients.name! }],
    });
    const grant = await passwordGrant(server.url, "scopes", "viewer", "viewer");
    // without a token of their own the requests below would go out with the full admin's
    assert.equal(grant.status, 200);
    const viewerToken = (await grant.json()).access_token;
    const id = await createScope("read-only");
    assert.equal((await api(`/client-scopes/${id}`, {}, viewerToken)).status, 200);
    assert.equal((await api(`/client-scopes/${id}/protocol-mappers/models`, {}, viewerToken)).status, 200);
    assert.equal((await post("/client-scopes", { name: "nope", protocol: "saml" }, viewerToken)).status, 403);
    const mapper = { name: "m", protocol: "openid-connect", protocolMapper: "oidc-hardcoded-claim-mapper" };
    assert.equal((await post(`/client-scopes/${id}/protocol-mappers/models`, mapper, viewerToken)).status, 403);
    assert.equal((await api(`/client-scopes/${id}`, { method: "DELETE" }, viewerToken)).status, 403);
  });
});
