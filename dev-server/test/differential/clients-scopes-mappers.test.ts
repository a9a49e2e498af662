// A client scope's protocol mappers (its "Mappers" tab): by configuration, predefined ones in bulk, read, updated,
// deleted.
import { differential } from "./differential.js";

const GROUPS = {
  name: "groups",
  protocol: "openid-connect",
  protocolMapper: "oidc-group-membership-mapper",
  config: {
    "claim.name": "groups",
    "full.path": "true",
    "access.token.claim": "true",
    "id.token.claim": "true",
    "userinfo.token.claim": "true",
    "introspection.token.claim": "true",
  },
};

differential("clients-scopes-mappers", {}, (scenario) => {
  scenario("creates, reads, updates and deletes a client scope's mapper", async (api) => {
    const id = await api.created("/client-scopes", { name: "groups", protocol: "openid-connect" });
    const mapper = api.idFrom(await api.post(`/client-scopes/${id}/protocol-mappers/models`, GROUPS));
    await api.get(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/client-scopes/${id}/protocol-mappers/models`);
    await api.put(`/client-scopes/${id}/protocol-mappers/models/${mapper}`, {
      ...GROUPS,
      id: mapper,
      config: { ...GROUPS.config, "full.path": "false" },
    });
    await api.get(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/client-scopes/${id}`);
    await api.delete(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/client-scopes/${id}/protocol-mappers/models`);
  });

  scenario("adds predefined mappers in bulk", async (api) => {
    const id = await api.created("/client-scopes", { name: "bulk", protocol: "openid-connect" });
    await api.post(`/client-scopes/${id}/protocol-mappers/add-models`, [
      { ...GROUPS, name: "groups one" },
      { ...GROUPS, name: "groups two", config: { ...GROUPS.config, "claim.name": "teams" } },
    ]);
    await api.get(`/client-scopes/${id}/protocol-mappers/models`, { unordered: "name" });
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/client-scopes", { name: "viewed", protocol: "openid-connect" });
    const mapper = api.idFrom(await api.quietly("POST", `/client-scopes/${id}/protocol-mappers/models`, GROUPS));
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
    await viewer.post(`/client-scopes/${id}/protocol-mappers/models`, { ...GROUPS, name: "other" });
    await viewer.post(`/client-scopes/${id}/protocol-mappers/add-models`, [{ ...GROUPS, name: "bulk" }]);
    await viewer.put(`/client-scopes/${id}/protocol-mappers/models/${mapper}`, { ...GROUPS, id: mapper });
    await viewer.delete(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get(`/client-scopes/${id}/protocol-mappers/models/${mapper}`);
  });

  scenario("refuses a taken name, an unknown mapper and an unknown scope", async (api) => {
    const id = await api.created("/client-scopes", { name: "strict", protocol: "openid-connect" });
    await api.post(`/client-scopes/${id}/protocol-mappers/models`, GROUPS);
    await api.post(`/client-scopes/${id}/protocol-mappers/models`, GROUPS);
    await api.get(`/client-scopes/${id}/protocol-mappers/models/no-such-mapper`);
    await api.put(`/client-scopes/${id}/protocol-mappers/models/no-such-mapper`, { ...GROUPS, id: "no-such-mapper" });
    await api.delete(`/client-scopes/${id}/protocol-mappers/models/no-such-mapper`);
    await api.get("/client-scopes/no-such-scope/protocol-mappers/models/no-such-mapper");
  });
});
