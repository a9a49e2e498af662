// Authorization services of a client (its "Authorization" tab): switched on and off, the resource server's settings,
// and the export and import of everything it holds.
import { differential } from "./differential.js";

const IMPORTED = {
  allowRemoteResourceManagement: false,
  policyEnforcementMode: "PERMISSIVE",
  decisionStrategy: "AFFIRMATIVE",
  scopes: [{ name: "read" }, { name: "write" }],
  resources: [{ name: "Invoice", type: "urn:billing:invoice", uris: ["/invoices/*"], scopes: [{ name: "read" }] }],
  policies: [
    {
      name: "Only in office hours",
      type: "time",
      logic: "POSITIVE",
      decisionStrategy: "UNANIMOUS",
      config: { hour: "8", hourEnd: "18" },
    },
    {
      name: "Invoice readers",
      type: "resource",
      logic: "POSITIVE",
      decisionStrategy: "UNANIMOUS",
      config: { resources: '["Invoice"]', applyPolicies: '["Only in office hours"]' },
    },
  ],
};

differential("clients-authz-server", {}, (scenario) => {
  scenario("switches authorization services on for a new and an existing client", async (api) => {
    const created = await api.created("/clients", {
      clientId: "new-server",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    await api.get(`/clients/${created}`);
    await api.get(`/clients/${created}/authz/resource-server`);
    await api.get(`/clients/${created}/authz/resource-server/settings`);
    const existing = await api.created("/clients", { clientId: "old-server" });
    await api.get(`/clients/${existing}/authz/resource-server`);
    await api.put(`/clients/${existing}`, {
      clientId: "old-server",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    await api.get(`/clients/${existing}`);
    await api.get(`/clients/${existing}/authz/resource-server/settings`);
    await api.get(`/clients/${existing}/service-account-user`);
    await api.put(`/clients/${existing}`, { clientId: "old-server", authorizationServicesEnabled: false });
    await api.get(`/clients/${existing}/authz/resource-server`);
  });

  scenario("updates the resource server's settings", async (api) => {
    const id = await api.created("/clients", {
      clientId: "tuned",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    await api.put(`/clients/${id}/authz/resource-server`, {
      allowRemoteResourceManagement: false,
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
    });
    await api.get(`/clients/${id}/authz/resource-server`);
  });

  scenario("imports and exports a resource server's settings", async (api) => {
    const id = await api.created("/clients", {
      clientId: "imported",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    await api.post(`/clients/${id}/authz/resource-server/import`, IMPORTED);
    await api.get(`/clients/${id}/authz/resource-server/settings`);
    await api.get(`/clients/${id}/authz/resource-server`);
  });

  scenario("refuses admins who may not view or manage authorization", async (api) => {
    const id = await api.created("/clients", {
      clientId: "guarded",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    const clientsViewer = api.as(await api.adminWith("view-clients"));
    await clientsViewer.get(`/clients/${id}/authz/resource-server`);
    await clientsViewer.put(`/clients/${id}/authz/resource-server`, { policyEnforcementMode: "DISABLED" });
    await clientsViewer.get(`/clients/${id}/authz/resource-server/settings`);
    await clientsViewer.post(`/clients/${id}/authz/resource-server/import`, IMPORTED);
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.get(`/clients/${id}/authz/resource-server`);
    await viewer.put(`/clients/${id}/authz/resource-server`, { policyEnforcementMode: "DISABLED" });
    await viewer.get(`/clients/${id}/authz/resource-server/settings`);
    const clientsManager = api.as(await api.adminWith("manage-clients"));
    await clientsManager.put(`/clients/${id}`, { clientId: "guarded", authorizationServicesEnabled: false });
  });

  // (left out, as Keycloak fails on them with 500: switching authorization services on for a public client, which the
  // dev server refuses with 400, or for one without a service account, which the dev server gives one; and an import
  // naming a policy or resource that does not exist, which the dev server refuses with 400)
  scenario("refuses an import of a nameless resource and an unknown client", async (api) => {
    const id = await api.created("/clients", {
      clientId: "picky",
      authorizationServicesEnabled: true,
      serviceAccountsEnabled: true,
    });
    await api.post(`/clients/${id}/authz/resource-server/import`, { resources: [{ type: "urn:nameless" }] });
    const plain = await api.created("/clients", { clientId: "plain" });
    await api.get(`/clients/${plain}/authz/resource-server`);
    await api.get("/clients/no-such-client/authz/resource-server");
    await api.put("/clients/no-such-client/authz/resource-server", { policyEnforcementMode: "PERMISSIVE" });
    await api.get("/clients/no-such-client/authz/resource-server/settings");
    await api.post("/clients/no-such-client/authz/resource-server/import", {});
  });
});
