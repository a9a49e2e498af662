// The console's client-role pickers (ui-ext): the client roles a user, group or role may still get, and the ones a
// user or group holds directly or through composites and groups.
import { differential } from "./differential.js";
import { clientRole, clientUuid, createGroup, createRealmRole, createUser, UNKNOWN_ID } from "./people.js";

const realm = {
  roles: { client: { shop: [{ name: "buy" }, { name: "sell", description: "Sells" }], desk: [{ name: "answer" }] } },
  clients: [
    { clientId: "shop", publicClient: true },
    { clientId: "desk", publicClient: true },
  ],
};

differential("people-ui-ext-roles", realm, (scenario) => {
  scenario("offers and shows a user's client roles", async (api) => {
    const group = await createGroup(api, "desk-staff");
    await api.quietly("POST", `/groups/${group}/role-mappings/clients/${await clientUuid(api, "desk")}`, [
      await clientRole(api, "desk", "answer"),
    ]);
    const id = await createUser(api, "picker");
    await api.quietly("PUT", `/users/${id}/groups/${group}`);
    await api.quietly("POST", `/users/${id}/role-mappings/clients/${await clientUuid(api, "shop")}`, [
      await clientRole(api, "shop", "buy"),
    ]);
    await api.get(`/ui-ext/available-roles/users/${id}`, { query: { first: 0, max: 100 } });
    await api.get(`/ui-ext/available-roles/users/${id}`, { query: { search: "shop", first: 0, max: 100 } });
    await api.get(`/ui-ext/available-roles/users/${id}`, { query: { first: 0, max: 2 } });
    await api.get(`/ui-ext/effective-roles/users/${id}`);
  });

  scenario("offers and shows a group's client roles", async (api) => {
    const parent = await createGroup(api, "picker-parent");
    const group = await createGroup(api, "picker-child", parent);
    await api.quietly("POST", `/groups/${parent}/role-mappings/clients/${await clientUuid(api, "shop")}`, [
      await clientRole(api, "shop", "sell"),
    ]);
    await api.get(`/ui-ext/available-roles/groups/${group}`, { query: { first: 0, max: 100 } });
    await api.get(`/ui-ext/effective-roles/groups/${group}`);
    await api.get(`/ui-ext/effective-roles/groups/${parent}`);
  });

  scenario("offers client roles to a role's composites and to the global search", async (api) => {
    const role = await createRealmRole(api, "picker-role");
    await api.quietly("POST", `/roles-by-id/${role.id}/composites`, [await clientRole(api, "shop", "buy")]);
    await api.get(`/ui-ext/available-roles/roles/${role.id}`, { query: { first: 0, max: 100 } });
    await api.get(`/ui-ext/effective-roles/roles/${role.id}`);
    await api.get("/ui-ext/available-roles/roles/all", { query: { search: "sell", first: 0, max: 10 } });
  });

  scenario("refuses admins who may not see users' or groups' roles", async (api) => {
    const id = await createUser(api, "guarded");
    const group = await createGroup(api, "guarded-group");
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/ui-ext/available-roles/users/${id}`);
    await nobody.get(`/ui-ext/effective-roles/users/${id}`);
    await nobody.get(`/ui-ext/available-roles/groups/${group}`);
    await nobody.get(`/ui-ext/effective-roles/groups/${group}`);
    await nobody.get("/ui-ext/available-roles/roles/all", { query: { search: "sell" } });
    await nobody.get(`/ui-ext/effective-roles/roles/${UNKNOWN_ID}`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/ui-ext/available-roles/users/${id}`);
    await viewer.get(`/ui-ext/effective-roles/users/${id}`);
    await viewer.get(`/ui-ext/available-roles/groups/${group}`);
    await viewer.get("/ui-ext/available-roles/roles/all", { query: { search: "sell" } });
  });

  scenario("answers for unknown users, groups, roles and kinds", async (api) => {
    await api.get(`/ui-ext/available-roles/users/${UNKNOWN_ID}`);
    await api.get(`/ui-ext/effective-roles/users/${UNKNOWN_ID}`);
    await api.get(`/ui-ext/available-roles/groups/${UNKNOWN_ID}`);
    await api.get(`/ui-ext/effective-roles/groups/${UNKNOWN_ID}`);
    await api.get(`/ui-ext/effective-roles/roles/${UNKNOWN_ID}`);
    await api.get(`/ui-ext/available-roles/no-such-kind/${UNKNOWN_ID}`);
    await api.get("/ui-ext/available-roles/roles/all", { query: { first: "x" } });
  });
});
