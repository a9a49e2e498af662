// Client scopes as the console's "Client scopes" list uses them: the realm's built-in ones, create, read, update,
// delete.
import { differential } from "./differential.js";

differential("clients-scopes-crud", {}, (scenario) => {
  scenario("lists the realm's built-in client scopes", async (api) => {
    await api.get("/client-scopes", { unordered: "name" });
  });

  scenario("creates, reads, updates and deletes a client scope", async (api) => {
    const created = await api.post("/client-scopes", {
      name: "reports",
      description: "Reporting claims",
      protocol: "openid-connect",
      attributes: { "include.in.token.scope": "true", "display.on.consent.screen": "true" },
    });
    const id = api.idFrom(created);
    await api.get(`/client-scopes/${id}`);
    await api.put(`/client-scopes/${id}`, {
      id,
      name: "reports",
      description: "Reports and exports",
      protocol: "openid-connect",
      attributes: { "include.in.token.scope": "false", "consent.screen.text": "Your reports" },
    });
    await api.get(`/client-scopes/${id}`);
    await api.delete(`/client-scopes/${id}`);
    await api.get(`/client-scopes/${id}`);
  });

  scenario("creates a SAML scope", async (api) => {
    const saml = api.idFrom(await api.post("/client-scopes", { name: "saml-attributes", protocol: "saml" }));
    await api.get(`/client-scopes/${saml}`);
  });

  scenario("refuses admins who may not manage clients", async (api) => {
    const id = await api.created("/client-scopes", { name: "guarded", protocol: "openid-connect" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/client-scopes/${id}`);
    await viewer.post("/client-scopes", { name: "intruder", protocol: "openid-connect" });
    await viewer.put(`/client-scopes/${id}`, { id, name: "guarded", description: "changed" });
    await viewer.delete(`/client-scopes/${id}`);
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get("/client-scopes");
    await nobody.get(`/client-scopes/${id}`);
  });

  // (a scope without a name is left out: Keycloak fails on it with 500, the dev server refuses it with 400)
  scenario("refuses a taken name, a name with spaces, no protocol, an unknown scope, a scope in use", async (api) => {
    await api.post("/client-scopes", { name: "taken", protocol: "openid-connect" });
    await api.post("/client-scopes", { name: "taken", protocol: "openid-connect" });
    await api.post("/client-scopes", { name: "has spaces", protocol: "openid-connect" });
    await api.post("/client-scopes", { name: "no-protocol" });
    const other = await api.created("/client-scopes", { name: "other", protocol: "openid-connect" });
    await api.put(`/client-scopes/${other}`, { id: other, name: "taken", protocol: "openid-connect" });
    await api.get("/client-scopes/no-such-scope");
    await api.get("/admin/realms/no-such-realm/client-scopes");
    await api.put("/client-scopes/no-such-scope", { name: "ghost" });
    await api.delete("/client-scopes/no-such-scope");
    const used = await api.created("/client-scopes", { name: "used", protocol: "openid-connect" });
    const client = await api.created("/clients", { clientId: "user-of-scope" });
    await api.quietly("PUT", `/clients/${client}/default-client-scopes/${used}`);
    await api.delete(`/client-scopes/${used}`);
  });
});
