// The client scopes of one client (its "Client scopes" tab): the default and optional ones, added, moved, removed.
import { differential } from "./differential.js";

differential("clients-client-scopes", {}, (scenario) => {
  scenario("lists, adds, moves and removes a client's default and optional scopes", async (api) => {
    const id = await api.created("/clients", { clientId: "scoped" });
    const scope = await api.created("/client-scopes", { name: "reports", protocol: "openid-connect" });
    await api.get(`/clients/${id}/default-client-scopes`, { unordered: "name" });
    await api.get(`/clients/${id}/optional-client-scopes`, { unordered: "name" });
    await api.put(`/clients/${id}/default-client-scopes/${scope}`);
    await api.get(`/clients/${id}/default-client-scopes`, { unordered: "name" });
    await api.put(`/clients/${id}/optional-client-scopes/${scope}`);
    await api.get(`/clients/${id}/optional-client-scopes`, { unordered: "name" });
    await api.get(`/clients/${id}/default-client-scopes`, { unordered: "name" });
    await api.delete(`/clients/${id}/optional-client-scopes/${scope}`);
    await api.delete(`/clients/${id}/default-client-scopes/${scope}`);
    await api.get(`/clients/${id}/optional-client-scopes`, { unordered: "name" });
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "viewed" });
    const scope = await api.created("/client-scopes", { name: "viewed-scope", protocol: "openid-connect" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/default-client-scopes`, { unordered: "name" });
    await viewer.put(`/clients/${id}/default-client-scopes/${scope}`);
    await viewer.delete(`/clients/${id}/default-client-scopes/${scope}`);
    await viewer.put(`/clients/${id}/optional-client-scopes/${scope}`);
    await viewer.delete(`/clients/${id}/optional-client-scopes/${scope}`);
    const nobody = api.as(await api.adminWith("view-realm"));
    await nobody.get(`/clients/${id}/optional-client-scopes`);
    await nobody.get(`/clients/${id}/default-client-scopes`);
  });

  scenario("ignores a scope of another protocol, refuses an unknown scope and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "picky" });
    const saml = await api.created("/client-scopes", { name: "saml-only", protocol: "saml" });
    await api.put(`/clients/${id}/default-client-scopes/${saml}`);
    await api.put(`/clients/${id}/optional-client-scopes/${saml}`);
    await api.get(`/clients/${id}/default-client-scopes`, { unordered: "name" });
    await api.put(`/clients/${id}/default-client-scopes/no-such-scope`);
    await api.delete(`/clients/${id}/default-client-scopes/no-such-scope`);
    await api.put(`/clients/${id}/optional-client-scopes/no-such-scope`);
    await api.delete(`/clients/${id}/optional-client-scopes/no-such-scope`);
    await api.get("/clients/no-such-client/default-client-scopes");
    await api.get("/clients/no-such-client/optional-client-scopes");
  });
});
