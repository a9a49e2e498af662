// A client's registered cluster nodes: registering one by hand, testing which answer, unregistering it.
import { differential } from "./differential.js";

differential("clients-nodes", {}, (scenario) => {
  scenario("registers, tests and unregisters a cluster node", async (api) => {
    const id = await api.created("/clients", { clientId: "clustered", adminUrl: "http://127.0.0.1:9/app" });
    await api.get(`/clients/${id}`);
    await api.post(`/clients/${id}/nodes`, { node: "node-1.example.org" });
    await api.get(`/clients/${id}`);
    await api.get(`/clients/${id}/test-nodes-available`);
    await api.delete(`/clients/${id}/nodes/node-1.example.org`);
    await api.get(`/clients/${id}`);
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "viewed", adminUrl: "http://127.0.0.1:9/app" });
    await api.quietly("POST", `/clients/${id}/nodes`, { node: "node-a" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.post(`/clients/${id}/nodes`, { node: "node-b" });
    await viewer.delete(`/clients/${id}/nodes/node-a`);
    await viewer.get(`/clients/${id}/test-nodes-available`);
  });

  scenario("refuses a missing node name, an unknown node and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "strict" });
    await api.post(`/clients/${id}/nodes`, {});
    await api.delete(`/clients/${id}/nodes/never-registered`);
    await api.post("/clients/no-such-client/nodes", { node: "node-1" });
    await api.delete("/clients/no-such-client/nodes/node-1");
    await api.get("/clients/no-such-client/test-nodes-available");
  });
});
