// Admin events as the console reads them: what admin writes record (with their representation when details are on),
// read with the filters the console offers, and cleared. The writes are made by an admin of the scenario's realm, so
// that the events name a realm and user both servers share.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

const today = new Date().toISOString().slice(0, 10);

/** an admin of brokering and of the events, with admin events on (and their details when asked) */
async function recordingAdmin(api: Api, ...roles: string[]) {
  await api.quietly("PUT", "/events/config", { adminEventsEnabled: false });
  const admin = api.as(
    // the extra roles first: an admin's name is made of its roles, and cut short
    await api.adminWith(...roles, "manage-events", "manage-identity-providers", "manage-organizations"),
  );
  return admin;
}

async function brokeringWrites(admin: Api) {
  const idp = { alias: "corp", providerId: "oidc", config: { clientId: "c", clientSecret: "s" } };
  await admin.quietly("POST", "/identity-provider/instances", idp);
  await admin.quietly("PUT", "/identity-provider/instances/corp", { ...idp, displayName: "Corp" });
  await admin.quietly("POST", "/identity-provider/instances/corp/mappers", {
    name: "dept",
    identityProviderAlias: "corp",
    identityProviderMapper: "hardcoded-attribute-idp-mapper",
    config: { attribute: "dept", "attribute.value": "eng" },
  });
  await admin.quietly("DELETE", "/identity-provider/instances/corp");
  const org = { name: "acme", alias: "acme", domains: [{ name: "acme.example.org" }] };
  const id = admin.idFrom(await admin.quietly("POST", "/organizations", org));
  await admin.quietly("PUT", `/organizations/${id}`, { ...org, description: "Acme" });
  await admin.quietly("POST", `/organizations/${id}/groups`, { name: "team" });
  await admin.quietly("DELETE", `/organizations/${id}`);
}

differential("brokering-admin-events", { organizationsEnabled: true }, (scenario) => {
  scenario("records admin writes with their details, read with filters, and clears them", async (api) => {
    const admin = await recordingAdmin(api);
    await admin.quietly("PUT", "/events/config", { adminEventsEnabled: true, adminEventsDetailsEnabled: true });
    await brokeringWrites(admin);
    await admin.get("/admin-events");
    await admin.get("/admin-events", { query: { operationTypes: "CREATE" } });
    await admin.get("/admin-events", { query: { resourceTypes: "IDENTITY_PROVIDER", first: 1, max: 1 } });
    await admin.get("/admin-events", { query: { resourcePath: "identity-provider/instances/corp/*" } });
    await admin.get("/admin-events", { query: { resourcePath: "events*", authRealm: api.realm } });
    await admin.get("/admin-events", { query: { dateFrom: today, dateTo: today, max: 2 } });
    await admin.get("/admin-events", { query: { dateFrom: "2999-01-01" } });
    await admin.delete("/admin-events");
    await admin.get("/admin-events");
  });

  scenario("records without details, and records the switch that turns them off", async (api) => {
    const admin = await recordingAdmin(api, "view-realm");
    await admin.quietly("PUT", "/events/config", { adminEventsEnabled: true });
    await admin.quietly("DELETE", "/admin-events");
    await brokeringWrites(admin);
    await admin.quietly("PUT", "/events/config", { adminEventsEnabled: false });
    await admin.quietly("POST", "/identity-provider/instances", { alias: "unrecorded", providerId: "oidc" });
    await admin.get("/admin-events");
  });

  scenario("refuses an admin who may only view the realm, and one who may only view events", async (api) => {
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/admin-events");
    await api.as(viewer).delete("/admin-events");
    const reader = await api.adminWith("view-events");
    await api.as(reader).get("/admin-events", { query: { operationTypes: "DELETE" } });
    await api.as(reader).delete("/admin-events");
  });

  scenario("refuses a malformed date and an unknown realm, and fails on an unknown type", async (api) => {
    await api.get("/admin-events", { query: { dateFrom: "last week" } });
    await api.get("/admin-events", { query: { dateTo: "2024-02-30x" } });
    await api.get("/admin-events", { query: { resourceTypes: "NO_SUCH_TYPE" } });
    await api.get("/admin-events", { query: { operationTypes: "READ" } });
    await api.delete("/admin/realms/no-such-realm/admin-events");
  });
});
