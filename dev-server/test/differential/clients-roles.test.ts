// A client's roles as the console's "Roles" tab uses them: list, create, read by name, and the users holding one;
// the groups holding one, as the advisor asks of realm-management's admin roles.
import { differential } from "./differential.js";

differential("clients-roles", {}, (scenario) => {
  scenario("creates, lists, searches and reads a client's roles", async (api) => {
    const id = await api.created("/clients", { clientId: "shop" });
    await api.get(`/clients/${id}/roles`);
    await api.post(`/clients/${id}/roles`, {
      name: "buyer",
      description: "Places orders",
      attributes: { tier: ["1"] },
    });
    await api.post(`/clients/${id}/roles`, { name: "seller" });
    await api.get(`/clients/${id}/roles`, { unordered: "name" });
    await api.get(`/clients/${id}/roles`, { query: { search: "buy", first: 0, max: 10 } });
    await api.get(`/clients/${id}/roles`, { query: { briefRepresentation: false }, unordered: "name" });
    await api.get(`/clients/${id}/roles/buyer`);
  });

  scenario("lists the users holding a client role", async (api) => {
    const id = await api.created("/clients", { clientId: "crm" });
    await api.quietly("POST", `/clients/${id}/roles`, { name: "agent" });
    const role = (await api.quietly("GET", `/clients/${id}/roles/agent`)).body;
    for (const username of ["ann", "bob"]) {
      const user = await api.created("/users", { username, enabled: true, firstName: username });
      await api.quietly("POST", `/users/${user}/role-mappings/clients/${id}`, [role]);
    }
    await api.get(`/clients/${id}/roles/agent/users`, { unordered: "username" });
    await api.get(`/clients/${id}/roles/agent/users`, { query: { first: 1, max: 1 } });
    await api.get(`/clients/${id}/roles/agent/users`, { query: { briefRepresentation: true }, unordered: "username" });
  });

  scenario("lists the groups holding a client role", async (api) => {
    const id = await api.created("/clients", { clientId: "desk" });
    await api.quietly("POST", `/clients/${id}/roles`, { name: "operator" });
    const role = (await api.quietly("GET", `/clients/${id}/roles/operator`)).body;
    for (const name of ["desk-z", "desk-y"]) {
      const group = await api.created("/groups", { name });
      await api.quietly("POST", `/groups/${group}/role-mappings/clients/${id}`, [role]);
    }
    await api.get(`/clients/${id}/roles/operator/groups`);
    await api.get(`/clients/${id}/roles/operator/groups`, { query: { first: 0, max: 100 } });
    await api.get(`/clients/${id}/roles/operator/groups`, { query: { briefRepresentation: false } });
  });

  scenario("a service account holding a client role", async (api) => {
    const id = await api.created("/clients", { clientId: "robot", serviceAccountsEnabled: true });
    await api.quietly("POST", `/clients/${id}/roles`, { name: "runner" });
    const role = (await api.quietly("GET", `/clients/${id}/roles/runner`)).body;
    const account = (await api.quietly("GET", `/clients/${id}/service-account-user`)).body as { id: string };
    await api.quietly("POST", `/users/${account.id}/role-mappings/clients/${id}`, [role]);
    await api.get(`/clients/${id}/roles/runner/users`);
  });

  scenario("refuses admins who may not view or manage clients", async (api) => {
    const id = await api.created("/clients", { clientId: "locked" });
    await api.quietly("POST", `/clients/${id}/roles`, { name: "keeper" });
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get(`/clients/${id}/roles`);
    await viewer.post(`/clients/${id}/roles`, { name: "intruder" });
    const realmViewer = api.as(await api.adminWith("view-realm"));
    await realmViewer.get(`/clients/${id}/roles`);
    await realmViewer.get(`/clients/${id}/roles/keeper`);
    await realmViewer.get(`/clients/${id}/roles/keeper/users`);
  });

  scenario("refuses a taken role name, an unknown role and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "strict" });
    await api.post(`/clients/${id}/roles`, { name: "only" });
    await api.post(`/clients/${id}/roles`, { name: "only" });
    await api.get(`/clients/${id}/roles/missing`);
    await api.get(`/clients/${id}/roles/missing/users`);
    await api.get("/clients/no-such-client/roles");
    await api.post("/clients/no-such-client/roles", { name: "ghost" });
  });
});
