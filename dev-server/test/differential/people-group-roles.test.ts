// A group's role mappings, its and the users' management permissions, and the realm's default groups.
import { differential } from "./differential.js";
import { clientRole, clientUuid, createGroup, UNKNOWN_ID } from "./people.js";

const realm = {
  roles: {
    realm: [{ name: "reader" }, { name: "editor", composite: true, composites: { realm: ["reader"] } }],
    client: { shop: [{ name: "buy" }, { name: "sell" }] },
  },
  clients: [{ clientId: "shop", publicClient: true }],
};

differential("people-group-roles", realm, (scenario) => {
  scenario("maps realm and client roles to a group and reads them back", async (api) => {
    const parent = await createGroup(api, "mapped-parent");
    const group = await createGroup(api, "mapped", parent);
    const editor = (await api.quietly("GET", "/roles/editor")).body;
    await api.quietly("POST", `/groups/${parent}/role-mappings/realm`, [
      (await api.quietly("GET", "/roles/reader")).body,
    ]);
    await api.post(`/groups/${group}/role-mappings/realm`, [editor]);
    const shop = await clientUuid(api, "shop");
    await api.post(`/groups/${group}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
    await api.get(`/groups/${group}/role-mappings`, { unordered: "name" });
    await api.get(`/groups/${group}/role-mappings/realm/available`, { unordered: "name" });
    await api.get(`/groups/${group}/role-mappings/realm/composite`, { unordered: "name" });
    await api.delete(`/groups/${group}/role-mappings/realm`, [editor]);
    await api.delete(`/groups/${group}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
    await api.get(`/groups/${group}/role-mappings`, { unordered: "name" });
  });

  scenario("turns a group's management permissions on and off", async (api) => {
    const group = await createGroup(api, "permitted");
    await api.get(`/groups/${group}/management/permissions`);
    await api.put(`/groups/${group}/management/permissions`, { enabled: true });
    await api.get(`/groups/${group}/management/permissions`);
    await api.put(`/groups/${group}/management/permissions`, { enabled: false });
    await api.get(`/groups/${group}/management/permissions`);
  });

  scenario("turns the users' management permissions on and off", async (api) => {
    await api.get("/users-management-permissions");
    await api.put("/users-management-permissions", { enabled: true });
    await api.get("/users-management-permissions");
    await api.put("/users-management-permissions", { enabled: false });
    await api.get("/users-management-permissions");
    const nobody = api.as(await api.adminWith());
    await nobody.get("/users-management-permissions");
    const viewer = api.as(await api.adminWith("view-users", "view-realm", "view-clients"));
    await viewer.get("/users-management-permissions");
    await viewer.put("/users-management-permissions", { enabled: true });
  });

  scenario("adds and removes a default group", async (api) => {
    const group = await createGroup(api, "newcomers");
    await api.get("/default-groups");
    await api.put(`/default-groups/${group}`);
    await api.get("/default-groups");
    const created = await api.quietly("POST", "/users", { username: "newcomer", enabled: true });
    await api.get(`/users/${api.idFrom(created)}/groups`);
    await api.delete(`/default-groups/${group}`);
    await api.get("/default-groups");
  });

  scenario(
    "refuses admins who may not see or change a group's roles, permissions or the default groups",
    async (api) => {
      const group = await createGroup(api, "guarded");
      const reader = (await api.quietly("GET", "/roles/reader")).body;
      const nobody = api.as(await api.adminWith());
      await nobody.get(`/groups/${group}/role-mappings`, { unordered: "name" });
      await nobody.get(`/groups/${group}/role-mappings/realm/available`);
      await nobody.get(`/groups/${group}/role-mappings/realm/composite`);
      await nobody.get(`/groups/${group}/management/permissions`);
      await nobody.get("/default-groups");
      const viewer = api.as(await api.adminWith("view-users", "view-realm"));
      await viewer.post(`/groups/${group}/role-mappings/realm`, [reader]);
      await viewer.delete(`/groups/${group}/role-mappings/realm`, [reader]);
      const shop = await clientUuid(api, "shop");
      await viewer.post(`/groups/${group}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
      await viewer.delete(`/groups/${group}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
      await viewer.put(`/groups/${group}/management/permissions`, { enabled: true });
      await viewer.put(`/default-groups/${group}`);
      await viewer.delete(`/default-groups/${group}`);
    },
  );

  scenario("refuses unknown groups, roles and clients", async (api) => {
    const group = await createGroup(api, "unknowns");
    await api.get(`/groups/${UNKNOWN_ID}/role-mappings`, { unordered: "name" });
    await api.get(`/groups/${UNKNOWN_ID}/role-mappings/realm/available`);
    await api.get(`/groups/${UNKNOWN_ID}/role-mappings/realm/composite`);
    await api.post(`/groups/${group}/role-mappings/realm`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.delete(`/groups/${group}/role-mappings/realm`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.post(`/groups/${group}/role-mappings/clients/${UNKNOWN_ID}`, []);
    await api.delete(`/groups/${group}/role-mappings/clients/${UNKNOWN_ID}`, []);
    await api.get(`/groups/${UNKNOWN_ID}/management/permissions`);
    await api.put(`/groups/${UNKNOWN_ID}/management/permissions`, { enabled: true });
    await api.put(`/default-groups/${UNKNOWN_ID}`);
    await api.delete(`/default-groups/${UNKNOWN_ID}`);
  });
});
