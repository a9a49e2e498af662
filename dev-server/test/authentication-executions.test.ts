// The executions and authenticator configs of authentication flows as Keycloak's AuthenticationManagementResource
// answers them: the tree, adding executions and sub-flows, requirements, raise/lower at the edges of a level, delete
// (a sub-flow's executions and configs go with it), the config round trip, the deep copy, built-in refusals with
// Keycloak's texts, and 403 for an admin who may only view.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

const REALM = "authexec";

interface Info {
  id: string;
  displayName: string;
  level: number;
  index: number;
  priority: number;
  requirement: string;
  requirementChoices: string[];
  configurable: boolean;
  providerId?: string;
  flowId?: string;
  authenticationFlow: boolean;
  authenticationConfig?: string;
  alias?: string;
}

describe("authentication executions and configs", () => {
  let server: TestServer;
  let token: string;
  let viewerToken: string;
  before(async () => {
    server = await startTestServer();
    const admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    await admin.realms.create({ realm: REALM, enabled: true });
    admin.setConfig({ realmName: REALM });
    const { id } = await admin.users.create({
      username: "viewer",
      enabled: true,
      firstName: "View",
      lastName: "Er",
      email: "viewer@example.com",
      credentials: [{ type: "password", value: "viewer", temporary: false }],
    });
    const [rm] = await admin.clients.find({ clientId: "realm-management" });
    const viewRealm = await admin.clients.findRole({ id: rm.id!, roleName: "view-realm" });
    await admin.users.addClientRoleMappings({
      id,
      clientUniqueId: rm.id!,
      roles: [{ id: viewRealm!.id!, name: "view-realm" }],
    });
    const res = await passwordGrant(server.url, REALM, "viewer", "viewer");
    viewerToken = ((await res.json()) as { access_token: string }).access_token;
  });
  after(() => server.cleanup());

  const send = (method: string, path: string, body?: unknown, bearer = token) =>
    fetch(`${server.url}/admin/realms/${REALM}/authentication${path}`, {
      method,
      headers: { authorization: `Bearer ${bearer}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const json = async <T>(res: Response, status = 200): Promise<T> => {
    assert.equal(res.status, status, await res.clone().text());
    return (await res.json()) as T;
  };
  const executions = async (flow: string) =>
    json<Info[]>(await send("GET", `/flows/${encodeURIComponent(flow)}/executions`));
  const createFlow = async (alias: string) => {
    const res = await send("POST", "/flows", { alias, description: "", providerId: "basic-flow", topLevel: true });
    assert.equal(res.status, 201, await res.clone().text());
    return res.headers.get("location")!.split("/").pop()!;
  };
  const addExecution = async (flow: string, provider: string) => {
    const res = await send("POST", `/flows/${encodeURIComponent(flow)}/executions/execution`, { provider });
    assert.equal(res.status, 201, await res.clone().text());
    return res.headers.get("location")!.split("/").pop()!;
  };
  const addSubflow = async (flow: string, alias: string, type = "basic-flow", provider = "registration-page-form") => {
    const res = await send("POST", `/flows/${encodeURIComponent(flow)}/executions/flow`, {
      alias,
      description: `${alias} description`,
      provider,
      type,
    });
    assert.equal(res.status, 201, await res.clone().text());
    return res.headers.get("location")!.split("/").pop()!;
  };
  const errorOf = async (res: Response, status: number) => {
    assert.equal(res.status, status, await res.clone().text());
    const body = (await res.json()) as { error?: string; errorMessage?: string };
    return body.errorMessage ?? body.error;
  };

  it("lists a flow's executions as Keycloak's tree with levels, indexes, choices and sub-flow ids", async () => {
    const list = await executions("browser");
    const forms = list.find((e) => e.displayName === "forms")!;
    assert.equal(forms.authenticationFlow, true);
    assert.equal(forms.level, 0);
    assert.equal(forms.index, 3);
    assert.deepEqual(forms.requirementChoices, ["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"]);
    const sub = await json<{ alias: string; topLevel: boolean }>(await send("GET", `/flows/${forms.flowId}`));
    assert.deepEqual([sub.alias, sub.topLevel], ["forms", false]);
    const otp = list.find((e) => e.providerId === "auth-otp-form")!;
    assert.deepEqual([otp.level, otp.index, otp.displayName], [2, 1, "OTP Form"]);
    const condition = list.find((e) => e.providerId === "conditional-user-configured")!;
    assert.deepEqual(condition.requirementChoices, ["REQUIRED", "DISABLED"]);
    assert.equal(condition.configurable, false);
    const redirector = list.find((e) => e.providerId === "identity-provider-redirector")!;
    assert.equal(redirector.configurable, true);
    assert.equal((await send("GET", "/flows/nope/executions")).status, 404);
  });

  it("adds executions with Keycloak's default requirement and next priority, and refuses unknown providers", async () => {
    await createFlow("adding");
    await addExecution("adding", "auth-username-password-form");
    await addExecution("adding", "reset-credentials-choose-user");
    const list = await executions("adding");
    assert.deepEqual(
      list.map((e) => [e.providerId, e.requirement, e.priority]),
      [
        ["auth-username-password-form", "DISABLED", 0],
        ["reset-credentials-choose-user", "REQUIRED", 1],
      ],
    );
    assert.equal(
      await errorOf(await send("POST", "/flows/adding/executions/execution", { provider: "client-jwt" }), 400),
      "No authentication provider found for id: client-jwt",
    );
    assert.equal(
      await errorOf(await send("POST", "/flows/missing/executions/execution", { provider: "auth-otp-form" }), 400),
      "Parent flow doesn't exist",
    );
  });

  it("adds sub-flows (form flows keep their form provider) and refuses a taken alias with 409", async () => {
    await createFlow("nesting");
    const formFlowId = await addSubflow("nesting", "nesting form", "form-flow");
    await addSubflow("nesting", "nesting inner");
    await addExecution("nesting inner", "auth-otp-form");
    await addExecution("nesting form", "registration-user-creation");
    const list = await executions("nesting");
    assert.deepEqual(
      list.map((e) => [e.displayName, e.level, e.index]),
      [
        ["nesting form", 0, 0],
        ["Registration User Profile Creation", 1, 0],
        ["nesting inner", 0, 1],
        ["OTP Form", 1, 0],
      ],
    );
    const form = list[0];
    assert.equal(form.flowId, formFlowId);
    assert.equal(form.providerId, "registration-page-form");
    assert.deepEqual(form.requirementChoices, ["REQUIRED", "DISABLED"]);
    assert.equal(form.requirement, "DISABLED");
    assert.equal(
      await errorOf(
        await send("POST", "/flows/nesting/executions/flow", { alias: "browser", type: "basic-flow", provider: "" }),
        409,
      ),
      "New flow alias name already exists",
    );
    const topLevel = await json<{ alias: string }[]>(await send("GET", "/flows"));
    assert.ok(!topLevel.some((f) => f.alias === "nesting inner"), "a sub-flow is not a top-level flow");
  });

  it("changes a requirement and refuses an unknown one", async () => {
    await createFlow("requirements");
    await addExecution("requirements", "auth-otp-form");
    const [otp] = await executions("requirements");
    const res = await send("PUT", "/flows/requirements/executions", { ...otp, requirement: "REQUIRED" });
    assert.equal(res.status, 204);
    assert.equal((await executions("requirements"))[0].requirement, "REQUIRED");
    assert.equal(
      (await send("PUT", "/flows/requirements/executions", { ...otp, requirement: "SOMETIMES" })).status,
      400,
    );
    assert.equal(
      await errorOf(await send("PUT", "/flows/requirements/executions", { ...otp, id: "nope" }), 404),
      "Illegal execution",
    );
  });

  it("raises and lowers within a level, swapping priorities, and does nothing at the edges", async () => {
    await createFlow("ordering");
    await addExecution("ordering", "auth-cookie");
    await addExecution("ordering", "auth-username-password-form");
    await addSubflow("ordering", "ordering sub");
    await addExecution("ordering sub", "auth-otp-form");
    await addExecution("ordering sub", "webauthn-authenticator");
    const order = async () => (await executions("ordering")).map((e) => `${e.level}:${e.providerId ?? e.displayName}`);
    const id = async (provider: string) => (await executions("ordering")).find((e) => e.providerId === provider)!.id;

    assert.equal((await send("POST", `/executions/${await id("auth-cookie")}/raise-priority`)).status, 204);
    assert.equal((await send("POST", `/executions/${await id("webauthn-authenticator")}/lower-priority`)).status, 204);
    const before = await order();
    assert.deepEqual(before, [
      "0:auth-cookie",
      "0:auth-username-password-form",
      "0:ordering sub",
      "1:auth-otp-form",
      "1:webauthn-authenticator",
    ]);
    assert.equal((await send("POST", `/executions/${await id("webauthn-authenticator")}/raise-priority`)).status, 204);
    assert.equal((await send("POST", `/executions/${await id("auth-cookie")}/lower-priority`)).status, 204);
    assert.deepEqual(await order(), [
      "0:auth-username-password-form",
      "0:auth-cookie",
      "0:ordering sub",
      "1:webauthn-authenticator",
      "1:auth-otp-form",
    ]);
    const priorities = (await executions("ordering")).filter((e) => e.level === 0).map((e) => e.priority);
    assert.deepEqual(priorities, [0, 1, 2], "the swap exchanges the two priorities");
    assert.equal(await errorOf(await send("POST", "/executions/nope/raise-priority"), 404), "Illegal execution");
  });

  it("deletes an execution, and a sub-flow with its executions and configs", async () => {
    await createFlow("deleting");
    await addExecution("deleting", "auth-cookie");
    await addSubflow("deleting", "deleting sub");
    await addExecution("deleting sub", "identity-provider-redirector");
    const redirector = (await executions("deleting")).find((e) => e.providerId === "identity-provider-redirector")!;
    const config = await send("POST", `/executions/${redirector.id}/config`, {
      alias: "deleting redirect",
      config: { defaultProvider: "github" },
    });
    const configId = config.headers.get("location")!.split("/").pop()!;
    const sub = (await executions("deleting")).find((e) => e.displayName === "deleting sub")!;
    assert.equal((await send("DELETE", `/executions/${sub.id}`)).status, 204);
    assert.deepEqual(
      (await executions("deleting")).map((e) => e.providerId),
      ["auth-cookie"],
    );
    assert.equal((await send("GET", "/flows/deleting%20sub/executions")).status, 404);
    assert.equal((await send("GET", `/config/${configId}`)).status, 404);
    assert.equal(await errorOf(await send("DELETE", `/executions/${sub.id}`), 404), "Illegal execution");
  });

  it("round-trips an authenticator config: create with Location, read, update, delete; alias required and unique", async () => {
    await createFlow("configuring");
    await addExecution("configuring", "conditional-user-role");
    await addExecution("configuring", "identity-provider-redirector");
    const [role, redirector] = await executions("configuring");
    assert.equal(
      await errorOf(await send("POST", `/executions/${role.id}/config`, { config: { condUserRole: "admin" } }), 409),
      "Failed to create authentication execution configuration with empty alias name",
    );
    const res = await send("POST", `/executions/${role.id}/config`, {
      alias: "needs admin",
      config: { condUserRole: "admin", negate: "false", empty: "" },
    });
    assert.equal(res.status, 201);
    const location = res.headers.get("location")!;
    assert.match(location, new RegExp(`/authentication/executions/${role.id}/config/[0-9a-f-]{36}$`));
    const configId = location.split("/").pop()!;
    assert.deepEqual(await json(await send("GET", `/config/${configId}`)), {
      id: configId,
      alias: "needs admin",
      config: { condUserRole: "admin", negate: "false" },
    });
    const listed = (await executions("configuring"))[0];
    assert.equal(listed.authenticationConfig, configId);
    assert.equal(listed.alias, "needs admin");
    assert.equal(
      await errorOf(
        await send("POST", `/executions/${redirector.id}/config`, { alias: "needs admin", config: {} }),
        409,
      ),
      "Authentication execution configuration needs admin already exists",
    );
    assert.equal(
      await errorOf(await send("POST", `/executions/${redirector.id}/config`, { alias: "a/b", config: {} }), 400),
      "Character '/' not allowed.",
    );
    const put = await send("PUT", `/config/${configId}`, {
      id: configId,
      alias: "needs manager",
      config: { condUserRole: "manager", negate: "true" },
    });
    assert.equal(put.status, 204);
    assert.deepEqual(await json(await send("GET", `/config/${configId}`)), {
      id: configId,
      alias: "needs manager",
      config: { condUserRole: "manager", negate: "true" },
    });
    assert.equal((await executions("configuring"))[0].alias, "needs manager");
    assert.equal((await send("DELETE", `/config/${configId}`)).status, 204);
    assert.equal((await executions("configuring"))[0].authenticationConfig, undefined);
    assert.equal(await errorOf(await send("GET", `/config/${configId}`), 404), "Could not find authenticator config");
  });

  it("describes a provider's configuration from its properties", async () => {
    const role = await json<{ providerId: string; name: string; properties: { name: string; type: string }[] }>(
      await send("GET", "/config-description/conditional-user-role"),
    );
    assert.equal(role.name, "Condition - user role");
    assert.deepEqual(
      role.properties.map((p) => [p.name, p.type]),
      [
        ["condUserRole", "Role"],
        ["negate", "boolean"],
      ],
    );
    const loa = await json<{ properties: { name: string }[] }>(
      await send("GET", "/config-description/conditional-level-of-authentication"),
    );
    assert.deepEqual(
      loa.properties.map((p) => p.name),
      ["loa-condition-level", "loa-max-age"],
    );
    const otp = await json<{ properties: unknown[] }>(await send("GET", "/config-description/auth-otp-form"));
    assert.deepEqual(otp.properties, []);
    assert.equal(
      await errorOf(await send("GET", "/config-description/nope"), 404),
      "Could not find authenticator provider",
    );
  });

  it("lists the providers with id, display name and description", async () => {
    const authenticators = await json<{ id: string; displayName: string; description: string }[]>(
      await send("GET", "/authenticator-providers"),
    );
    for (const id of ["auth-cookie", "auth-otp-form", "conditional-user-role", "user-session-limits"])
      assert.ok(
        authenticators.some((p) => p.id === id && p.displayName && p.description),
        id,
      );
    const clients = await json<{ id: string; supportsSecret: boolean }[]>(
      await send("GET", "/client-authenticator-providers"),
    );
    assert.deepEqual(clients.find((p) => p.id === "client-secret")?.supportsSecret, true);
    const actions = await json<{ id: string }[]>(await send("GET", "/form-action-providers"));
    assert.ok(actions.some((p) => p.id === "registration-password-action"));
    const forms = await json<{ id: string }[]>(await send("GET", "/form-providers"));
    assert.deepEqual(
      forms.map((p) => p.id),
      ["registration-page-form"],
    );
  });

  it("copies a flow deeply: sub-flows and configs are new, renamed after the copy, and independent", async () => {
    await createFlow("original");
    await addSubflow("original", "original sub");
    await addSubflow("original sub", "original deeper");
    await addExecution("original deeper", "identity-provider-redirector");
    const redirector = (await executions("original")).find((e) => e.providerId === "identity-provider-redirector")!;
    await send("POST", `/executions/${redirector.id}/config`, { alias: "redirect", config: { defaultProvider: "x" } });
    const res = await send("POST", "/flows/original/copy", { newName: "cloned" });
    assert.equal(res.status, 201);
    const copyId = res.headers.get("location")!.split("/").pop()!;
    const copy = await json<{ alias: string; builtIn: boolean }>(await send("GET", `/flows/${copyId}`));
    assert.deepEqual([copy.alias, copy.builtIn], ["cloned", false]);
    const list = await executions("cloned");
    assert.deepEqual(
      list.map((e) => [e.displayName, e.level]),
      [
        ["cloned original sub", 0],
        ["cloned original deeper", 1],
        ["Identity Provider Redirector", 2],
      ],
    );
    const copied = list[2];
    assert.notEqual(copied.id, redirector.id);
    assert.equal(copied.alias, "cloned redirect");
    assert.notEqual(copied.authenticationConfig, redirector.authenticationConfig);
    await send("DELETE", `/executions/${list[0].id}`);
    assert.equal((await executions("original")).length, 3, "the source keeps its sub-flows");
    const original = (await executions("original"))[2];
    assert.equal(original.alias, "redirect");
    assert.equal(
      await errorOf(await send("POST", "/flows/original/copy", { newName: "browser" }), 409),
      "New flow alias name already exists",
    );
    assert.equal(await errorOf(await send("POST", "/flows/nope/copy", { newName: "x1" }), 404), "Flow not found");
  });

  it("refuses structural changes to built-in flows with Keycloak's texts, but lets requirements change", async () => {
    const list = await executions("browser");
    const cookie = list.find((e) => e.providerId === "auth-cookie")!;
    assert.equal(
      await errorOf(await send("POST", "/flows/browser/executions/execution", { provider: "auth-otp-form" }), 400),
      "It is illegal to add execution to a built in flow",
    );
    assert.equal(
      await errorOf(
        await send("POST", "/flows/browser/executions/flow", { alias: "x2", type: "basic-flow", provider: "" }),
        400,
      ),
      "It is illegal to add sub-flow to a built in flow",
    );
    assert.equal(
      await errorOf(await send("DELETE", `/executions/${cookie.id}`), 400),
      "It is illegal to remove execution from a built in flow",
    );
    assert.equal(
      await errorOf(await send("POST", `/executions/${cookie.id}/lower-priority`), 400),
      "It is illegal to modify execution in a built in flow",
    );
    const flows = await json<{ id: string; alias: string }[]>(await send("GET", "/flows"));
    const browser = flows.find((f) => f.alias === "browser")!;
    assert.equal(await errorOf(await send("DELETE", `/flows/${browser.id}`), 400), "Can't delete built in flow");
    const spnego = list.find((e) => e.providerId === "auth-spnego")!;
    assert.equal(
      (await send("PUT", "/flows/browser/executions", { ...spnego, requirement: "ALTERNATIVE" })).status,
      204,
    );
    assert.equal((await executions("browser")).find((e) => e.id === spnego.id)!.requirement, "ALTERNATIVE");
  });

  it("creates and renames top-level flows with Keycloak's conflicts", async () => {
    const id = await createFlow("renamable");
    assert.equal(
      await errorOf(await send("POST", "/flows", { alias: "renamable", providerId: "basic-flow" }), 409),
      "Flow renamable already exists",
    );
    assert.equal(
      await errorOf(await send("POST", "/flows", { alias: "", providerId: "basic-flow" }), 409),
      "Failed to create flow with empty alias name",
    );
    assert.equal(
      await errorOf(await send("PUT", `/flows/${id}`, { alias: "browser", description: "" }), 409),
      "Flow alias name already exists",
    );
    assert.equal((await send("PUT", `/flows/${id}`, { alias: "renamed", description: "new words" })).status, 204);
    const flow = await json<{ alias: string; description: string; topLevel: boolean }>(
      await send("GET", `/flows/${id}`),
    );
    assert.deepEqual([flow.alias, flow.description, flow.topLevel], ["renamed", "new words", true]);
  });

  it("lets a view-realm admin read but not change anything", async () => {
    const list = await executions("browser");
    const viewer = (method: string, path: string, body?: unknown) => send(method, path, body, viewerToken);
    assert.equal((await viewer("GET", "/flows/browser/executions")).status, 200);
    assert.equal((await viewer("GET", "/config-description/conditional-user-role")).status, 200);
    assert.equal((await viewer("GET", "/authenticator-providers")).status, 200);
    await createFlow("forbidden");
    await addExecution("forbidden", "auth-otp-form");
    const [otp] = await executions("forbidden");
    for (const [method, path, body] of [
      ["POST", "/flows/forbidden/executions/execution", { provider: "auth-cookie" }],
      ["POST", "/flows/forbidden/executions/flow", { alias: "x3", type: "basic-flow", provider: "" }],
      ["PUT", "/flows/forbidden/executions", { ...otp, requirement: "REQUIRED" }],
      ["DELETE", `/executions/${otp.id}`],
      ["POST", `/executions/${otp.id}/raise-priority`],
      ["POST", `/executions/${otp.id}/config`, { alias: "c", config: {} }],
      ["POST", "/flows/browser/copy", { newName: "x4" }],
      ["POST", "/flows", { alias: "x5", providerId: "basic-flow" }],
    ] as [string, string, unknown?][]) {
      assert.equal((await viewer(method, path, body)).status, 403, `${method} ${path}`);
    }
    assert.ok(list.length > 0);
    assert.equal((await executions("forbidden")).length, 1);
  });
});
