// A client's own protocol mappers (its dedicated scope's "Mappers" tab): by configuration, predefined ones added in
// bulk, read, updated and deleted.
import { differential } from "./differential.js";

const HARDCODED = {
  name: "team",
  protocol: "openid-connect",
  protocolMapper: "oidc-hardcoded-claim-mapper",
  config: {
    "claim.name": "team",
    "claim.value": "blue",
    "jsonType.label": "String",
    "access.token.claim": "true",
    "id.token.claim": "true",
    "userinfo.token.claim": "true",
    "introspection.token.claim": "true",
  },
};

differential("clients-protocol-mappers", {}, (scenario) => {
  scenario("creates, reads, updates and deletes a client's mapper", async (api) => {
    const id = await api.created("/clients", { clientId: "mapped" });
    const mapper = api.idFrom(await api.post(`/clients/${id}/protocol-mappers/models`, HARDCODED));
    await api.get(`/clients/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/clients/${id}/protocol-mappers/models`);
    await api.put(`/clients/${id}/protocol-mappers/models/${mapper}`, {
      ...HARDCODED,
      id: mapper,
      config: { ...HARDCODED.config, "claim.value": "green" },
    });
    await api.get(`/clients/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/clients/${id}/protocol-mappers/protocol/openid-connect`);
    await api.delete(`/clients/${id}/protocol-mappers/models/${mapper}`);
    await api.get(`/clients/${id}/protocol-mappers/models/${mapper}`);
  });

  scenario("adds predefined mappers in bulk", async (api) => {
    const id = await api.created("/clients", { clientId: "predefined" });
    await api.post(`/clients/${id}/protocol-mappers/add-models`, [
      { ...HARDCODED, name: "first" },
      { ...HARDCODED, name: "second" },
    ]);
    await api.get(`/clients/${id}/protocol-mappers/models`, { unordered: "name" });
    await api.get(`/clients/${id}`);
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "viewed" });
    const mapper = api.idFrom(await api.quietly("POST", `/clients/${id}/protocol-mappers/models`, HARDCODED));
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/protocol-mappers/models/${mapper}`);
    await viewer.post(`/clients/${id}/protocol-mappers/models`, { ...HARDCODED, name: "other" });
    await viewer.post(`/clients/${id}/protocol-mappers/add-models`, [{ ...HARDCODED, name: "bulk" }]);
    await viewer.put(`/clients/${id}/protocol-mappers/models/${mapper}`, { ...HARDCODED, id: mapper });
    await viewer.delete(`/clients/${id}/protocol-mappers/models/${mapper}`);
    const nobody = api.as(await api.adminWith("view-realm"));
    await nobody.get(`/clients/${id}/protocol-mappers/models/${mapper}`);
  });

  scenario("refuses a taken name, an unknown mapper type, an unknown mapper and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "picky" });
    await api.post(`/clients/${id}/protocol-mappers/models`, HARDCODED);
    await api.post(`/clients/${id}/protocol-mappers/models`, HARDCODED);
    await api.post(`/clients/${id}/protocol-mappers/models`, { ...HARDCODED, name: "odd", protocolMapper: "no-such" });
    await api.get(`/clients/${id}/protocol-mappers/models/no-such-mapper`);
    await api.put(`/clients/${id}/protocol-mappers/models/no-such-mapper`, { ...HARDCODED, id: "no-such-mapper" });
    await api.delete(`/clients/${id}/protocol-mappers/models/no-such-mapper`);
    await api.get("/clients/no-such-client/protocol-mappers/models/no-such-mapper");
  });
});
