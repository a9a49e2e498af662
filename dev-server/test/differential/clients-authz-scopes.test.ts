// A resource server's authorization scopes (the "Authorization scopes" tab): create, search, read, update, delete,
// and the resources and permissions of a scope.
import { differential } from "./differential.js";
import { authz, resourceServer } from "./authzSetup.js";

differential("clients-authz-scopes", {}, (scenario) => {
  scenario("creates, searches, reads, updates and deletes a scope", async (api) => {
    const base = authz(await resourceServer(api, "documents"));
    const created = await api.post(`${base}/scope`, { name: "read", displayName: "Read", iconUri: "https://x/r.png" });
    const id = (created.body as { id: string }).id;
    await api.post(`${base}/scope`, { name: "write" });
    await api.get(`${base}/scope`, { unordered: "name" });
    await api.get(`${base}/scope`, { query: { name: "rea", first: 0, max: 10, deep: false } });
    await api.get(`${base}/scope/${id}`);
    await api.put(`${base}/scope/${id}`, { id, name: "read", displayName: "Read documents" });
    await api.get(`${base}/scope/${id}`);
    await api.delete(`${base}/scope/${id}`);
    await api.get(`${base}/scope/${id}`);
  });

  scenario("lists a scope's resources and permissions", async (api) => {
    const base = authz(await resourceServer(api, "reports"));
    const scope = await api.created(`${base}/scope`, { name: "export" });
    await api.quietly("POST", `${base}/resource`, { name: "Report", scopes: [{ name: "export" }] });
    const policy = await api.created(`${base}/policy/time`, { name: "Office hours", hour: "8", hourEnd: "18" });
    await api.quietly("POST", `${base}/permission/scope`, {
      name: "Export permission",
      scopes: [scope],
      policies: [policy],
    });
    await api.get(`${base}/scope/${scope}/resources`);
    await api.get(`${base}/scope/${scope}/permissions`);
  });

  scenario("refuses admins who may not view or manage authorization", async (api) => {
    const base = authz(await resourceServer(api, "guarded"));
    const id = await api.created(`${base}/scope`, { name: "admin" });
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.get(`${base}/scope`, { unordered: "name" });
    await viewer.get(`${base}/scope/${id}/resources`);
    await viewer.post(`${base}/scope`, { name: "other" });
    await viewer.put(`${base}/scope/${id}`, { id, name: "admin", displayName: "no" });
    await viewer.delete(`${base}/scope/${id}`);
    const nobody = api.as(await api.adminWith("view-clients"));
    await nobody.get(`${base}/scope`);
    await nobody.get(`${base}/scope/${id}`);
    await nobody.get(`${base}/scope/${id}/resources`);
    await nobody.get(`${base}/scope/${id}/permissions`);
  });

  scenario("refuses a taken name, a missing name and an unknown scope", async (api) => {
    const base = authz(await resourceServer(api, "strict"));
    await api.post(`${base}/scope`, { name: "only" });
    await api.post(`${base}/scope`, { name: "only" });
    await api.post(`${base}/scope`, { displayName: "Nameless" });
    await api.get(`${base}/scope/no-such-scope`);
    await api.put(`${base}/scope/no-such-scope`, { name: "ghost" });
    await api.delete(`${base}/scope/no-such-scope`);
    await api.get(`${base}/scope/no-such-scope/resources`);
    await api.get(`${base}/scope/no-such-scope/permissions`);
    await api.get("/clients/no-such-client/authz/resource-server/scope");
  });
});
