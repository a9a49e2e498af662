// Authenticator configs and flow copies as Keycloak's AuthenticationManagementResource answers them: the config
// round trip (alias required, unique, free of reserved characters), config descriptions, and the
// deep copy of a flow with its sub-flows and configs.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { type AuthenticationApi, startAuthenticationApi } from "./helpers/authenticationApi.js";

describe("authenticator configs and flow copies", () => {
  let api: AuthenticationApi;
  before(async () => {
    api = await startAuthenticationApi("authconfig");
  });
  after(() => api.server.cleanup());

  const send: AuthenticationApi["send"] = (...args) => api.send(...args);
  const json: AuthenticationApi["json"] = (...args) => api.json(...args);
  const executions: AuthenticationApi["executions"] = (flow) => api.executions(flow);
  const createFlow: AuthenticationApi["createFlow"] = (alias) => api.createFlow(alias);
  const addExecution: AuthenticationApi["addExecution"] = (flow, provider) => api.addExecution(flow, provider);
  const addSubflow: AuthenticationApi["addSubflow"] = (...args) => api.addSubflow(...args);
  const errorOf: AuthenticationApi["errorOf"] = (res, status) => api.errorOf(res, status);

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
    const single = await json<{ authenticator: string; authenticatorConfig: string; parentFlow: string }>(
      await send("GET", `/executions/${role.id}`),
    );
    assert.deepEqual([single.authenticator, single.authenticatorConfig], ["conditional-user-role", configId]);
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
});
