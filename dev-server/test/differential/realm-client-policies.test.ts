// Realm settings > Client policies: the realm's profiles and policies, with the global ones Keycloak ships.
import { differential } from "./differential.js";

const profile = {
  name: "strict-profile",
  description: "Confidential clients only",
  executors: [
    { executor: "confidential-client", configuration: {} },
    { executor: "pkce-enforcer", configuration: { "auto-configure": "true" } },
  ],
};
const policy = {
  name: "strict-policy",
  description: "For every client",
  enabled: true,
  conditions: [{ condition: "any-client", configuration: {} }],
  profiles: ["strict-profile"],
};

differential("realm-client-policies", {}, (scenario) => {
  scenario("lists the global profiles and policies, then the realm's own", async (api) => {
    await api.get("/client-policies/profiles", { query: { "include-global-profiles": true } });
    await api.get("/client-policies/policies", { query: { "include-global-policies": true } });
    await api.put("/client-policies/profiles", { profiles: [profile] });
    await api.put("/client-policies/policies", { policies: [policy] });
    await api.get("/client-policies/profiles");
    await api.get("/client-policies/policies");
    await api.get("");
    await api.put("/client-policies/policies", { policies: [] });
    await api.put("/client-policies/profiles", { profiles: [] });
    await api.get("/client-policies/profiles", { query: { "include-global-profiles": false } });
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("/client-policies/profiles");
    await api.as(userViewer).get("/client-policies/policies");
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/client-policies/profiles");
    await api.as(viewer).put("/client-policies/profiles", { profiles: [profile] });
    await api.as(viewer).put("/client-policies/policies", { policies: [] });
  });

  scenario("refuses an unknown executor, a global profile's name and a policy of unknown profiles", async (api) => {
    const unknownExecutor = { ...profile, executors: [{ executor: "no-such-executor", configuration: {} }] };
    await api.put("/client-policies/profiles", { profiles: [unknownExecutor] });
    await api.put("/client-policies/profiles", { profiles: [{ ...profile, name: "fapi-1-baseline" }] });
    await api.put("/client-policies/profiles", { profiles: [profile, profile] });
    await api.put("/client-policies/policies", { policies: [{ ...policy, profiles: ["no-such-profile"] }] });
    await api.put("/client-policies/policies", { policies: [{ ...policy, name: undefined }] });
    await api.put("/client-policies/profiles", { profiles: [{ ...profile, name: "" }] });
    await api.put("/client-policies/policies", {
      policies: [{ ...policy, profiles: [], conditions: [{ condition: "no-such-condition", configuration: {} }] }],
    });
  });
});
