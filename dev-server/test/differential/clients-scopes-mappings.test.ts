// A client scope's "Scope" tab: the realm and client roles in its scope, what can still be added, the effective ones.
import { differential } from "./differential.js";

const ROLES = {
  realm: [
    { name: "reader" },
    { name: "writer" },
    { name: "editor", composite: true, composites: { realm: ["writer"] } },
  ],
};

differential("clients-scopes-mappings", { roles: ROLES }, (scenario) => {
  scenario("adds, lists and removes realm roles in a client scope", async (api) => {
    const id = await api.created("/client-scopes", { name: "scoped", protocol: "openid-connect" });
    const editor = (await api.quietly("GET", "/roles/editor")).body;
    await api.get(`/client-scopes/${id}/scope-mappings`);
    await api.get(`/client-scopes/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await api.post(`/client-scopes/${id}/scope-mappings/realm`, [editor]);
    await api.get(`/client-scopes/${id}/scope-mappings`);
    await api.get(`/client-scopes/${id}/scope-mappings/realm/composite`, { unordered: "name" });
    await api.get(`/client-scopes/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await api.delete(`/client-scopes/${id}/scope-mappings/realm`, [editor]);
    await api.get(`/client-scopes/${id}/scope-mappings/realm`);
  });

  scenario("adds, lists and removes a client's roles in a client scope", async (api) => {
    const id = await api.created("/client-scopes", { name: "api-access", protocol: "openid-connect" });
    const backend = await api.created("/clients", { clientId: "backend" });
    await api.quietly("POST", `/clients/${backend}/roles`, { name: "call" });
    const call = (await api.quietly("GET", `/clients/${backend}/roles/call`)).body;
    await api.get(`/client-scopes/${id}/scope-mappings/clients/${backend}/available`);
    await api.post(`/client-scopes/${id}/scope-mappings/clients/${backend}`, [call]);
    await api.get(`/client-scopes/${id}/scope-mappings`);
    await api.get(`/client-scopes/${id}/scope-mappings/clients/${backend}`);
    await api.get(`/client-scopes/${id}/scope-mappings/clients/${backend}/composite`);
    await api.delete(`/client-scopes/${id}/scope-mappings/clients/${backend}`, [call]);
    await api.get(`/client-scopes/${id}/scope-mappings/clients/${backend}`);
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/client-scopes", { name: "viewed", protocol: "openid-connect" });
    const backend = await api.created("/clients", { clientId: "viewed-backend" });
    const reader = (await api.quietly("GET", "/roles/reader")).body;
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/client-scopes/${id}/scope-mappings`);
    await viewer.get(`/client-scopes/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await viewer.get(`/client-scopes/${id}/scope-mappings/realm/composite`, { unordered: "name" });
    await viewer.post(`/client-scopes/${id}/scope-mappings/realm`, [reader]);
    await viewer.delete(`/client-scopes/${id}/scope-mappings/realm`, [reader]);
    await viewer.post(`/client-scopes/${id}/scope-mappings/clients/${backend}`, []);
    await viewer.delete(`/client-scopes/${id}/scope-mappings/clients/${backend}`, []);
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get(`/client-scopes/${id}/scope-mappings`);
    await nobody.get(`/client-scopes/${id}/scope-mappings/realm/available`);
    await nobody.get(`/client-scopes/${id}/scope-mappings/realm/composite`);
  });

  scenario("refuses an unknown role, an unknown client and an unknown client scope", async (api) => {
    const id = await api.created("/client-scopes", { name: "picky", protocol: "openid-connect" });
    await api.post(`/client-scopes/${id}/scope-mappings/realm`, [{ id: "no-such-role", name: "ghost" }]);
    await api.delete(`/client-scopes/${id}/scope-mappings/realm`, [{ id: "no-such-role", name: "ghost" }]);
    await api.post(`/client-scopes/${id}/scope-mappings/clients/no-such-client`, []);
    await api.delete(`/client-scopes/${id}/scope-mappings/clients/no-such-client`, []);
    await api.get("/client-scopes/no-such-scope/scope-mappings");
    await api.get("/client-scopes/no-such-scope/scope-mappings/realm/available");
    await api.get("/client-scopes/no-such-scope/scope-mappings/realm/composite");
    await api.post("/client-scopes/no-such-scope/scope-mappings/realm", []);
    await api.delete("/client-scopes/no-such-scope/scope-mappings/realm", []);
  });
});
