// A client's dedicated scope: the realm and client roles in its scope, what can still be added, and the effective ones.
import { differential } from "./differential.js";

const ROLES = {
  realm: [
    { name: "reader" },
    { name: "writer" },
    { name: "editor", composite: true, composites: { realm: ["writer"] } },
  ],
};

differential("clients-scope-mappings", { roles: ROLES }, (scenario) => {
  scenario("adds, lists and removes realm roles in a client's scope", async (api) => {
    const id = await api.created("/clients", { clientId: "scoped", fullScopeAllowed: false });
    const reader = (await api.quietly("GET", "/roles/reader")).body;
    await api.get(`/clients/${id}/scope-mappings`);
    await api.get(`/clients/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await api.post(`/clients/${id}/scope-mappings/realm`, [reader]);
    await api.get(`/clients/${id}/scope-mappings`);
    await api.get(`/clients/${id}/scope-mappings/realm`);
    await api.get(`/clients/${id}/scope-mappings/realm/composite`, { unordered: "name" });
    await api.get(`/clients/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await api.delete(`/clients/${id}/scope-mappings/realm`, [reader]);
    await api.get(`/clients/${id}/scope-mappings/realm`);
  });

  scenario("a composite role in scope brings its composites, a full-scope client every role", async (api) => {
    const id = await api.created("/clients", { clientId: "composed", fullScopeAllowed: false });
    await api.post(`/clients/${id}/scope-mappings/realm`, [(await api.quietly("GET", "/roles/editor")).body]);
    await api.get(`/clients/${id}/scope-mappings/realm/composite`, { unordered: "name" });
    await api.get(`/clients/${id}/scope-mappings/realm/available`, { unordered: "name" });
    const full = await api.created("/clients", { clientId: "full" });
    await api.quietly("POST", `/clients/${full}/roles`, { name: "own" });
    await api.get(`/clients/${full}/scope-mappings/realm/composite`, { unordered: "name" });
    await api.get(`/clients/${full}/scope-mappings/realm/available`, { unordered: "name" });
    await api.get(`/clients/${id}/scope-mappings/clients/${full}/composite`);
    await api.get(`/clients/${full}/scope-mappings/clients/${full}/available`);
  });

  scenario("adds, lists and removes another client's roles in a client's scope", async (api) => {
    const id = await api.created("/clients", { clientId: "frontend", fullScopeAllowed: false });
    const backend = await api.created("/clients", { clientId: "backend" });
    await api.quietly("POST", `/clients/${backend}/roles`, { name: "call" });
    const call = (await api.quietly("GET", `/clients/${backend}/roles/call`)).body;
    await api.get(`/clients/${id}/scope-mappings/clients/${backend}/available`);
    await api.post(`/clients/${id}/scope-mappings/clients/${backend}`, [call]);
    await api.get(`/clients/${id}/scope-mappings`);
    await api.get(`/clients/${id}/scope-mappings/clients/${backend}`);
    await api.get(`/clients/${id}/scope-mappings/clients/${backend}/composite`);
    await api.delete(`/clients/${id}/scope-mappings/clients/${backend}`, [call]);
    await api.get(`/clients/${id}/scope-mappings/clients/${backend}`);
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "viewed" });
    const backend = await api.created("/clients", { clientId: "viewed-backend" });
    const reader = (await api.quietly("GET", "/roles/reader")).body;
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/scope-mappings`);
    await viewer.get(`/clients/${id}/scope-mappings/realm/available`, { unordered: "name" });
    await viewer.get(`/clients/${id}/scope-mappings/realm/composite`, { unordered: "name" });
    await viewer.post(`/clients/${id}/scope-mappings/realm`, [reader]);
    await viewer.delete(`/clients/${id}/scope-mappings/realm`, [reader]);
    await viewer.post(`/clients/${id}/scope-mappings/clients/${backend}`, []);
    await viewer.delete(`/clients/${id}/scope-mappings/clients/${backend}`, []);
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/clients/${id}/scope-mappings`);
    await nobody.get(`/clients/${id}/scope-mappings/realm/available`);
    await nobody.get(`/clients/${id}/scope-mappings/realm/composite`);
  });

  scenario("refuses an unknown role, an unknown client and an unknown scope holder", async (api) => {
    const id = await api.created("/clients", { clientId: "picky" });
    await api.post(`/clients/${id}/scope-mappings/realm`, [{ id: "no-such-role", name: "ghost" }]);
    await api.delete(`/clients/${id}/scope-mappings/realm`, [{ id: "no-such-role", name: "ghost" }]);
    await api.post(`/clients/${id}/scope-mappings/clients/no-such-client`, []);
    await api.delete(`/clients/${id}/scope-mappings/clients/no-such-client`, []);
    await api.get("/clients/no-such-client/scope-mappings");
    await api.get("/clients/no-such-client/scope-mappings/realm/available");
    await api.get("/clients/no-such-client/scope-mappings/realm/composite");
    await api.post("/clients/no-such-client/scope-mappings/realm", []);
    await api.delete("/clients/no-such-client/scope-mappings/realm", []);
  });
});
