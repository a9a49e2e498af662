// A client's sessions as its "Sessions" tab and "Revocation" action use them: the lists, the counts and the push of
// the not-before policy.
import { differential } from "./differential.js";

differential("clients-sessions", {}, (scenario) => {
  scenario("lists and counts the sessions of a client nobody signed in to", async (api) => {
    const id = await api.created("/clients", { clientId: "quiet" });
    await api.get(`/clients/${id}/user-sessions`);
    await api.get(`/clients/${id}/user-sessions`, { query: { first: 0, max: 5 } });
    await api.get(`/clients/${id}/offline-sessions`);
    await api.get(`/clients/${id}/session-count`);
    await api.get(`/clients/${id}/offline-session-count`);
  });

  scenario("pushes the not-before policy to a client with and without an admin URL", async (api) => {
    const silent = await api.created("/clients", { clientId: "silent" });
    await api.post(`/clients/${silent}/push-revocation`);
    const unreachable = await api.created("/clients", { clientId: "far", adminUrl: "http://127.0.0.1:9/admin" });
    await api.post(`/clients/${unreachable}/push-revocation`);
  });

  scenario("refuses admins who may not view or manage clients", async (api) => {
    const id = await api.created("/clients", { clientId: "watched" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/user-sessions`);
    await viewer.get(`/clients/${id}/session-count`);
    await viewer.post(`/clients/${id}/push-revocation`);
    const nobody = api.as(await api.adminWith("view-realm"));
    await nobody.get(`/clients/${id}/user-sessions`);
    await nobody.get(`/clients/${id}/offline-sessions`);
    await nobody.get(`/clients/${id}/session-count`);
  });

  scenario("refuses an unknown client", async (api) => {
    await api.get("/clients/no-such-client/user-sessions");
    await api.get("/clients/no-such-client/offline-sessions");
    await api.get("/clients/no-such-client/session-count");
    await api.post("/clients/no-such-client/push-revocation");
  });
});
