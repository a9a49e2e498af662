// Required actions as Keycloak's AuthenticationManagementResource answers them: the list by priority, update,
// raise/lower at the edges, the configurable ones' config (description, round trip, max_auth_age validation, delete),
// the unregistered provider actions and registering one, Keycloak's error texts, and 403 for a view-only admin.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { type AuthenticationApi, startAuthenticationApi } from "./helpers/authenticationApi.js";

interface Action {
  alias: string;
  name: string;
  providerId: string;
  enabled: boolean;
  defaultAction: boolean;
  priority: number;
  config: Record<string, string>;
}

describe("required actions", () => {
  let api: AuthenticationApi;
  before(async () => {
    api = await startAuthenticationApi("authactions");
  });
  after(() => api.server.cleanup());

  const send: AuthenticationApi["send"] = (...args) => api.send(...args);
  const json: AuthenticationApi["json"] = (...args) => api.json(...args);
  const errorOf: AuthenticationApi["errorOf"] = (res, status) => api.errorOf(res, status);
  const actions = async () => json<Action[]>(await send("GET", "/required-actions"));
  const aliases = async () => (await actions()).map((a) => a.alias);

  it("lists the realm's actions by priority with alias, name, provider, switches and config", async () => {
    const list = await actions();
    const priorities = list.map((a) => a.priority);
    assert.deepEqual(
      priorities,
      [...priorities].sort((a, b) => a - b),
    );
    const totp = list.find((a) => a.alias === "CONFIGURE_TOTP")!;
    assert.deepEqual(
      [totp.name, totp.providerId, totp.enabled, totp.defaultAction, totp.config],
      ["Configure OTP", "CONFIGURE_TOTP", true, false, {}],
    );
    assert.equal(await errorOf(await send("GET", "/required-actions/nope"), 404), "Failed to find required action");
  });

  it("updates an action from its whole representation", async () => {
    const [first] = await actions();
    const res = await send("PUT", `/required-actions/${first.alias}`, {
      ...first,
      name: "Renamed",
      enabled: true,
      defaultAction: true,
    });
    assert.equal(res.status, 204);
    const updated = await json<Action>(await send("GET", `/required-actions/${first.alias}`));
    assert.deepEqual([updated.name, updated.enabled, updated.defaultAction], ["Renamed", true, true]);
    await send("PUT", `/required-actions/${first.alias}`, { ...updated, defaultAction: false });
    assert.equal((await json<Action>(await send("GET", `/required-actions/${first.alias}`))).defaultAction, false);
  });

  it("raises and lowers by swapping priorities with the neighbour, and does nothing at the edges", async () => {
    const start = await aliases();
    const [a, b] = start;
    const last = start[start.length - 1];
    assert.equal((await send("POST", `/required-actions/${a}/raise-priority`)).status, 204);
    assert.equal((await send("POST", `/required-actions/${last}/lower-priority`)).status, 204);
    assert.deepEqual(await aliases(), start);
    assert.equal((await send("POST", `/required-actions/${a}/lower-priority`)).status, 204);
    assert.deepEqual((await aliases()).slice(0, 2), [b, a]);
    assert.equal((await send("POST", `/required-actions/${a}/raise-priority`)).status, 204);
    assert.deepEqual(await aliases(), start);
    assert.equal(
      await errorOf(await send("POST", "/required-actions/nope/raise-priority"), 404),
      "Failed to find required action.",
    );
  });

  it("describes and round-trips a configurable action's config, validating max_auth_age", async () => {
    const description = await json<{ properties: { name: string; defaultValue: string }[] }>(
      await send("GET", "/required-actions/UPDATE_PASSWORD/config-description"),
    );
    // Keycloak sends the default as the number it is in Java
    assert.deepEqual(
      description.properties.map((p) => [p.name, p.defaultValue]),
      [["max_auth_age", 300]],
    );
    assert.deepEqual(await json(await send("GET", "/required-actions/UPDATE_PASSWORD/config")), { config: {} });
    assert.equal(
      (await send("PUT", "/required-actions/UPDATE_PASSWORD/config", { config: { max_auth_age: "600" } })).status,
      204,
    );
    assert.deepEqual(await json(await send("GET", "/required-actions/UPDATE_PASSWORD/config")), {
      config: { max_auth_age: "600" },
    });
    const invalid = await json<{ field: string; errorMessage: string }>(
      await send("PUT", "/required-actions/UPDATE_PASSWORD/config", { config: { max_auth_age: "soon" } }),
      400,
    );
    assert.deepEqual([invalid.field, invalid.errorMessage], ["max_auth_age", "error-invalid-value"]);
    const negative = await json<{ errorMessage: string; params: unknown[] }>(
      await send("PUT", "/required-actions/UPDATE_PASSWORD/config", { config: { max_auth_age: "-5" } }),
      400,
    );
    assert.deepEqual(
      [negative.errorMessage, negative.params],
      ["error-number-out-of-range-too-small", ["max_auth_age", 0]],
    );
    assert.equal(
      (await json<{ config: Record<string, string> }>(await send("GET", "/required-actions/UPDATE_PASSWORD/config")))
        .config.max_auth_age,
      "600",
      "a refused config keeps the previous one",
    );
    assert.equal((await send("DELETE", "/required-actions/UPDATE_PASSWORD/config")).status, 204);
    assert.deepEqual(
      (await json<{ config: unknown }>(await send("GET", "/required-actions/UPDATE_PASSWORD/config"))).config,
      {},
    );
  });

  it("refuses config on an action that takes none, with Keycloak's texts", async () => {
    // in Keycloak 26.7 every required action but Delete Account takes a configuration
    assert.equal(
      await errorOf(await send("GET", "/required-actions/delete_account/config-description"), 404),
      "Could not find configurable RequiredAction provider",
    );
    assert.equal(
      await errorOf(await send("GET", "/required-actions/delete_account/config"), 400),
      "RequiredAction is not configurable",
    );
    assert.equal(
      await errorOf(await send("PUT", "/required-actions/delete_account/config", { config: {} }), 400),
      "RequiredAction is not configurable",
    );
  });

  it("offers the unregistered provider actions and registers one at the end, enabled", async () => {
    // a new realm has every action registered: one removed is offered again
    assert.deepEqual(await json(await send("GET", "/unregistered-required-actions")), []);
    assert.equal((await send("DELETE", "/required-actions/delete_credential")).status, 204);
    const unregistered = await json<{ providerId: string; name: string }[]>(
      await send("GET", "/unregistered-required-actions"),
    );
    const registered = new Set(await aliases());
    assert.ok(unregistered.length > 0);
    assert.ok(unregistered.every((u) => !registered.has(u.providerId) && u.name));
    const { providerId, name } = unregistered[0];
    assert.equal((await send("POST", "/register-required-action", { providerId, name })).status, 204);
    const list = await actions();
    const added = list[list.length - 1];
    assert.deepEqual(
      [added.alias, added.providerId, added.name, added.enabled, added.defaultAction],
      [providerId, providerId, name, true, false],
    );
    assert.equal(added.priority, list[list.length - 2].priority + 1);
    const after = await json<{ providerId: string }[]>(await send("GET", "/unregistered-required-actions"));
    assert.ok(!after.some((u) => u.providerId === providerId));
    assert.equal(
      await errorOf(await send("POST", "/register-required-action", { providerId: "nope", name: "Nope" }), 400),
      "Required Action Provider with given providerId not found",
    );
    assert.equal((await send("DELETE", `/required-actions/${providerId}`)).status, 204);
    assert.ok(!(await aliases()).includes(providerId));
    assert.equal(
      await errorOf(await send("DELETE", `/required-actions/${providerId}`), 404),
      "Failed to find required action.",
    );
  });

  it("lets a view-realm admin read but not change anything", async () => {
    const viewer = api.viewer;
    const [first] = await actions();
    assert.equal((await viewer("GET", "/required-actions")).status, 200);
    assert.equal((await viewer("GET", "/required-actions/UPDATE_PASSWORD/config")).status, 200);
    assert.equal((await viewer("GET", "/unregistered-required-actions")).status, 200);
    for (const [method, path, body] of [
      ["PUT", `/required-actions/${first.alias}`, { ...first, enabled: false }],
      ["POST", `/required-actions/${first.alias}/lower-priority`],
      ["PUT", "/required-actions/UPDATE_PASSWORD/config", { config: { max_auth_age: "1" } }],
      ["DELETE", "/required-actions/UPDATE_PASSWORD/config"],
      ["POST", "/register-required-action", { providerId: "UPDATE_EMAIL", name: "Update Email" }],
      ["DELETE", `/required-actions/${first.alias}`],
    ] as [string, string, unknown?][]) {
      assert.equal((await viewer(method, path, body)).status, 403, `${method} ${path}`);
    }
    assert.deepEqual((await actions())[0], first);
  });
});
