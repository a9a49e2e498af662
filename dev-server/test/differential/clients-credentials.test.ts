// A client's credentials: its secret (read, regenerated, the rotated one dropped) and its registration access token.
import { differential } from "./differential.js";

differential("clients-credentials", {}, (scenario) => {
  scenario("reads and regenerates a confidential client's secret", async (api) => {
    const id = await api.created("/clients", { clientId: "ledger" });
    await api.get(`/clients/${id}/client-secret`);
    await api.post(`/clients/${id}/client-secret`);
    await api.get(`/clients/${id}/client-secret`);
    await api.get(`/clients/${id}/client-secret/rotated`);
    await api.delete(`/clients/${id}/client-secret/rotated`);
  });

  scenario("a public client has no secret", async (api) => {
    const id = await api.created("/clients", { clientId: "spa", publicClient: true });
    await api.get(`/clients/${id}/client-secret`);
    await api.post(`/clients/${id}/client-secret`);
  });

  scenario("issues a registration access token", async (api) => {
    const id = await api.created("/clients", { clientId: "registered" });
    await api.post(`/clients/${id}/registration-access-token`);
    await api.get(`/clients/${id}`);
  });

  // (deleting the rotated secret is left out: Keycloak fails with 500 when an admin who may not manage clients asks,
  // the dev server refuses with 403)
  scenario("lets an admin who may only view clients read the secret, and nothing more", async (api) => {
    const id = await api.created("/clients", { clientId: "guarded" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/client-secret`);
    await viewer.post(`/clients/${id}/client-secret`);
    await viewer.post(`/clients/${id}/registration-access-token`);
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/clients/${id}/client-secret`);
  });

  scenario("refuses an unknown client", async (api) => {
    await api.get("/clients/no-such-client/client-secret");
    await api.post("/clients/no-such-client/client-secret");
    await api.delete("/clients/no-such-client/client-secret/rotated");
    await api.post("/clients/no-such-client/registration-access-token");
  });
});
