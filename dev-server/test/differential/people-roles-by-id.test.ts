// Roles by id as the console's role details use them: read, update, delete, composites (realm and client roles) and
// management permissions.
import { differential } from "./differential.js";
import { clientRole, createRealmRole, UNKNOWN_ID } from "./people.js";

const realm = {
  roles: { client: { shop: [{ name: "buy" }, { name: "sell" }] } },
  clients: [{ clientId: "shop", publicClient: true }],
};

differential("people-roles-by-id", realm, (scenario) => {
  scenario("reads, updates and deletes a role by id", async (api) => {
    const role = await createRealmRole(api, "by-id");
    await api.get(`/roles-by-id/${role.id}`);
    await api.put(`/roles-by-id/${role.id}`, {
      name: "by-id-renamed",
      description: "Renamed",
      attributes: { a: ["1"] },
    });
    await api.get(`/roles-by-id/${role.id}`);
    await api.get("/roles/by-id-renamed");
    await api.delete(`/roles-by-id/${role.id}`);
    await api.get(`/roles-by-id/${role.id}`);
  });

  scenario("adds, lists and removes composites", async (api) => {
    const parent = await createRealmRole(api, "composite-parent");
    const child = await createRealmRole(api, "composite-child");
    const buy = await clientRole(api, "shop", "buy");
    await api.get(`/roles-by-id/${parent.id}/composites`);
    await api.post(`/roles-by-id/${parent.id}/composites`, [child, buy]);
    await api.get(`/roles-by-id/${parent.id}`);
    await api.get(`/roles-by-id/${parent.id}/composites`, { unordered: "name" });
    await api.get(`/roles-by-id/${parent.id}/composites`, { query: { search: "child", first: 0, max: 10 } });
    await api.get("/roles/composite-parent/composites", { unordered: "name" });
    await api.delete(`/roles-by-id/${parent.id}/composites`, [child]);
    await api.get(`/roles-by-id/${parent.id}/composites`);
    await api.delete(`/roles-by-id/${parent.id}/composites`, [buy]);
    await api.get(`/roles-by-id/${parent.id}`);
  });

  scenario("turns a role's management permissions on and off", async (api) => {
    const role = await createRealmRole(api, "permitted");
    await api.get(`/roles-by-id/${role.id}/management/permissions`);
    await api.put(`/roles-by-id/${role.id}/management/permissions`, { enabled: true });
    await api.get(`/roles-by-id/${role.id}/management/permissions`);
    await api.put(`/roles-by-id/${role.id}/management/permissions`, { enabled: false });
    await api.get(`/roles-by-id/${role.id}/management/permissions`);
  });

  scenario("refuses admins who may not see or change roles", async (api) => {
    const role = await createRealmRole(api, "guarded");
    const other = await createRealmRole(api, "guarded-other");
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/roles-by-id/${role.id}`);
    await nobody.get(`/roles-by-id/${role.id}/composites`);
    await nobody.get(`/roles-by-id/${role.id}/management/permissions`);
    const viewer = api.as(await api.adminWith("view-realm"));
    await viewer.get(`/roles-by-id/${role.id}`);
    await viewer.put(`/roles-by-id/${role.id}`, { name: "guarded", description: "not allowed" });
    await viewer.post(`/roles-by-id/${role.id}/composites`, [other]);
    await viewer.delete(`/roles-by-id/${role.id}/composites`, [other]);
    await viewer.put(`/roles-by-id/${role.id}/management/permissions`, { enabled: true });
    await viewer.delete(`/roles-by-id/${role.id}`);
  });

  scenario("refuses unknown roles, unknown composites and a taken name", async (api) => {
    const role = await createRealmRole(api, "known");
    await createRealmRole(api, "taken");
    await api.get(`/roles-by-id/${UNKNOWN_ID}`);
    await api.put(`/roles-by-id/${UNKNOWN_ID}`, { name: "nobody" });
    await api.delete(`/roles-by-id/${UNKNOWN_ID}`);
    await api.put(`/roles-by-id/${role.id}`, { name: "taken" });
    await api.get(`/roles-by-id/${UNKNOWN_ID}/composites`);
    await api.post(`/roles-by-id/${role.id}/composites`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.delete(`/roles-by-id/${role.id}/composites`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.post(`/roles-by-id/${UNKNOWN_ID}/composites`, [role]);
    await api.get(`/roles-by-id/${UNKNOWN_ID}/management/permissions`);
    await api.put(`/roles-by-id/${UNKNOWN_ID}/management/permissions`, { enabled: true });
  });
});
