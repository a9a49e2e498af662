// The realm's default client scopes ("Client scopes" list, "Assigned type"): the scopes every new client gets, as
// default or optional ones.
import { differential } from "./differential.js";

differential("clients-scopes-realm-defaults", {}, (scenario) => {
  scenario("lists, adds, moves and removes the realm's default scopes", async (api) => {
    const id = await api.created("/client-scopes", { name: "company", protocol: "openid-connect" });
    await api.get("/default-default-client-scopes", { unordered: "name" });
    await api.get("/default-optional-client-scopes", { unordered: "name" });
    await api.put(`/default-default-client-scopes/${id}`);
    await api.get("/default-default-client-scopes", { unordered: "name" });
    const client = api.idFrom(await api.post("/clients", { clientId: "after-default" }));
    await api.get(`/clients/${client}/default-client-scopes`, { unordered: "name" });
    await api.put(`/default-optional-client-scopes/${id}`);
    await api.get("/default-optional-client-scopes", { unordered: "name" });
    await api.get("/default-default-client-scopes", { unordered: "name" });
    await api.delete(`/default-optional-client-scopes/${id}`);
    await api.get("/default-optional-client-scopes", { unordered: "name" });
    await api.put(`/default-default-client-scopes/${id}`);
    await api.delete(`/default-default-client-scopes/${id}`);
    await api.get("/default-default-client-scopes", { unordered: "name" });
    await api.put(`/default-optional-client-scopes/${id}`);
    await api.get("/default-optional-client-scopes", { unordered: "name" });
  });

  scenario("refuses admins who may not manage the realm", async (api) => {
    const id = await api.created("/client-scopes", { name: "guarded", protocol: "openid-connect" });
    const viewer = api.as(await api.adminWith("view-realm"));
    await viewer.get("/default-default-client-scopes", { unordered: "name" });
    await viewer.get("/default-optional-client-scopes", { unordered: "name" });
    await viewer.put(`/default-default-client-scopes/${id}`);
    await viewer.delete(`/default-default-client-scopes/${id}`);
    await viewer.put(`/default-optional-client-scopes/${id}`);
    await viewer.delete(`/default-optional-client-scopes/${id}`);
    const clients = api.as(await api.adminWith("manage-clients"));
    await clients.put(`/default-default-client-scopes/${id}`);
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get("/default-default-client-scopes");
  });

  scenario("refuses an unknown client scope and an unknown realm", async (api) => {
    await api.get("/admin/realms/no-such-realm/default-default-client-scopes");
    await api.get("/admin/realms/no-such-realm/default-optional-client-scopes");
    await api.put("/default-default-client-scopes/no-such-scope");
    await api.delete("/default-default-client-scopes/no-such-scope");
    await api.put("/default-optional-client-scopes/no-such-scope");
    await api.delete("/default-optional-client-scopes/no-such-scope");
  });
});
