// Fine-grained admin permissions (v1) of one client: reading them, switching them on and off.
import { differential } from "./differential.js";

differential("clients-management-permissions", {}, (scenario) => {
  scenario("switches a client's permissions on and off", async (api) => {
    const id = await api.created("/clients", { clientId: "governed" });
    await api.get(`/clients/${id}/management/permissions`);
    await api.put(`/clients/${id}/management/permissions`, { enabled: true });
    await api.get(`/clients/${id}/management/permissions`, { unordered: true });
    await api.put(`/clients/${id}/management/permissions`, { enabled: false });
    await api.get(`/clients/${id}/management/permissions`);
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "watched" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/management/permissions`);
    await viewer.put(`/clients/${id}/management/permissions`, { enabled: true });
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get(`/clients/${id}/management/permissions`);
  });

  scenario("refuses an unknown client", async (api) => {
    await api.get("/clients/no-such-client/management/permissions");
    await api.put("/clients/no-such-client/management/permissions", { enabled: true });
  });
});
