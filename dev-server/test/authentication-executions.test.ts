// The executions of authentication flows as Keycloak's AuthenticationManagementResource answers them: the tree,
// adding executions and sub-flows, requirements, raise/lower at the edges of a level, delete (a sub-flow's executions
// and configs go with it), flows created and renamed, built-in refusals with Keycloak's texts, and 403 for an admin
// who may only view.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { type AuthenticationApi, startAuthenticationApi } from "./helpers/authenticationApi.js";

describe("authentication executions", () => {
  let api: AuthenticationApi;
  before(async () => {
    api = await startAuthenticationApi("authexec");
  });
  after(() => api.server.cleanup());

  const send: AuthenticationApi["send"] = (...args) => api.send(...args);
  const json: AuthenticationApi["json"] = (...args) => api.json(...args);
  const executions: AuthenticationApi["executions"] = (flow) => api.executions(flow);
  const createFlow: AuthenticationApi["createFlow"] = (alias) => api.createFlow(alias);
  const addExecution: AuthenticationApi["addExecution"] = (flow, provider) => api.addExecution(flow, provider);
  const addSubflow: AuthenticationApi["addSubflow"] = (...args) => api.addSubflow(...args);
  const errorOf: AuthenticationApi["errorOf"] = (res, status) => api.errorOf(res, status);

  it("lists a flow's executions as Keycloak's tree with levels, indexes, choices and sub-flow ids", async () => {
    const list = await executions("browser");
    const forms = list.find((e) => e.displayName === "forms")!;
    assert.equal(forms.authenticationFlow, true);
    assert.equal(forms.level, 0);
    // after the cookie, Kerberos, the redirector and the Organization flow
    assert.equal(forms.index, 4);
    assert.deepEqual(forms.requirementChoices, ["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"]);
    const sub = await json<{ alias: string; topLevel: boolean }>(await send("GET", `/flows/${forms.flowId}`));
    assert.deepEqual([sub.alias, sub.topLevel], ["forms", false]);
    const otp = list.find((e) => e.providerId === "auth-otp-form")!;
    assert.deepEqual([otp.level, otp.index, otp.displayName], [2, 2, "OTP Form"]);
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
        // a form that may only be required starts out required
        ["auth-username-password-form", "REQUIRED", 0],
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
      await errorOf(await send("PUT", `/flows/${id}`, { id, alias: "browser", description: "" }), 409),
      "Flow alias name already exists",
    );
    assert.equal((await send("PUT", `/flows/${id}`, { id, alias: "renamed", description: "new words" })).status, 204);
    const flow = await json<{ alias: string; description: string; topLevel: boolean }>(
      await send("GET", `/flows/${id}`),
    );
    assert.deepEqual([flow.alias, flow.description, flow.topLevel], ["renamed", "new words", true]);
  });

  it("lets a view-realm admin read but not change anything", async () => {
    const list = await executions("browser");
    const viewer = (method: string, path: string, body?: unknown) => api.viewer(method, path, body);
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
