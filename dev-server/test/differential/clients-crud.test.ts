// Clients as the console lists, creates, reads, updates and deletes them.
import { differential } from "./differential.js";

differential("clients-crud", {}, (scenario) => {
  scenario("lists the realm's own clients", async (api) => {
    await api.get("/clients", {
      unordered: "clientId",
      // the list sorted by clientId: 5 is security-admin-console
      differs: {
        fields: ["5.redirectUris"],
        why: "the dev server's admin console also accepts the console's npm run dev",
      },
    });
  });

  scenario("creates, reads, searches, updates and deletes a client", async (api) => {
    const created = await api.post("/clients", {
      clientId: "billing",
      name: "Billing",
      description: "Invoices",
      redirectUris: ["https://billing.example.org/*"],
      webOrigins: ["+"],
      attributes: { "post.logout.redirect.uris": "+" },
    });
    const id = api.idFrom(created);
    await api.get(`/clients/${id}`);
    await api.get("/clients", { query: { clientId: "billing" } });
    await api.get("/clients", { query: { clientId: "bill", search: true, first: 0, max: 10 } });
    await api.put(`/clients/${id}`, {
      clientId: "billing",
      publicClient: true,
      rootUrl: "https://billing.example.org",
    });
    await api.get(`/clients/${id}`);
    await api.delete(`/clients/${id}`);
    await api.get(`/clients/${id}`);
  });

  scenario("creates a confidential client with a service account", async (api) => {
    const id = api.idFrom(await api.post("/clients", { clientId: "reporter", serviceAccountsEnabled: true }));
    await api.get(`/clients/${id}`);
    await api.get(`/clients/${id}/service-account-user`);
  });

  scenario("refuses an admin who may only view the realm, and shows a query-clients admin little", async (api) => {
    const id = api.idFrom(await api.post("/clients", { clientId: "hidden" }));
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/clients");
    await api.as(viewer).post("/clients", { clientId: "not-allowed" });
    const querier = await api.adminWith("query-clients");
    await api.as(querier).get("/clients", { query: { clientId: "hidden" } });
    await api.as(querier).get(`/clients/${id}`);
    const clientViewer = await api.adminWith("view-clients");
    await api.as(clientViewer).get(`/clients/${id}`);
    await api.as(clientViewer).put(`/clients/${id}`, { clientId: "hidden", description: "no" });
    await api.as(clientViewer).delete(`/clients/${id}`);
    await api.as(clientViewer).get(`/clients/${id}/service-account-user`);
    await api.as(viewer).get(`/clients/${id}/service-account-user`);
  });

  scenario("refuses a taken clientId, a missing one and an unknown client", async (api) => {
    const id = api.idFrom(await api.post("/clients", { clientId: "taken" }));
    await api.post("/clients", { clientId: "taken" });
    await api.post("/clients", { name: "No client id" });
    await api.post("/clients", { clientId: "bad-redirect", redirectUris: ["javascript:alert(1)"] });
    const other = api.idFrom(await api.post("/clients", { clientId: "other" }));
    await api.put(`/clients/${other}`, { clientId: "taken" });
    await api.get(`/clients/${id}/service-account-user`);
    await api.get("/clients/no-such-client");
    await api.put("/clients/no-such-client", { clientId: "ghost" });
    await api.delete("/clients/no-such-client");
    await api.get("/admin/realms/no-such-realm/clients");
  });
});
