// The features serverinfo reports, switched on and off from a startup list as Keycloak's --features does.
import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { KEYCLOAK_FEATURES } from "../../scripts/keycloak/server.js";
import { features, STARTUP_FEATURES } from "../admin/core/serverInfoFeatures.js";

const enabled = (startup: string[]) => Object.fromEntries(features(startup).map((f) => [f.name, f.enabled]));

describe("serverinfo features", () => {
  it("switches on Keycloak's default features only, with no startup list", () => {
    const on = enabled([]);
    assert.equal(on.PASSKEYS, true);
    assert.equal(on.ADMIN_FINE_GRAINED_AUTHZ_V2, true);
    assert.equal(on.ADMIN_FINE_GRAINED_AUTHZ, false);
    assert.equal(on.DECLARATIVE_UI, false);
  });

  it("takes an asked version of a feature instead of its default one", () => {
    const on = enabled(["admin-fine-grained-authz:v1", "declarative-ui"]);
    assert.deepEqual([on.ADMIN_FINE_GRAINED_AUTHZ, on.ADMIN_FINE_GRAINED_AUTHZ_V2], [true, false]);
    assert.equal(on.DECLARATIVE_UI, true);
    const v1 = enabled(["rolling-updates:v1"]);
    assert.deepEqual([v1.ROLLING_UPDATES_V1, v1.ROLLING_UPDATES_V2], [true, false]);
  });

  it("starts with the features npm run keycloak gives Keycloak", () => {
    assert.deepEqual(STARTUP_FEATURES, KEYCLOAK_FEATURES);
  });

  it("flags only the deprecated features, as Keycloak leaves the flag out otherwise", () => {
    const all = features([]);
    assert.equal(all.find((f) => f.name === "TWITTER_BROKER")?.deprecated, true);
    assert.ok(!("deprecated" in all.find((f) => f.name === "ORGANIZATION")!));
  });
});
