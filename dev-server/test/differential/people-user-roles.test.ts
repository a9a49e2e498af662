// A user's role mappings as the console's role tab reads and changes them: all mappings, realm and client roles with
// what is available and what is effective through composites and groups.
import { differential } from "./differential.js";
import { clientRole, clientUuid, createGroup, createUser, UNKNOWN_ID } from "./people.js";

const realm = {
  roles: {
    realm: [
      { name: "reader", description: "Reads" },
      { name: "editor", composite: true, composites: { realm: ["reader"], client: { shop: ["buy"] } } },
      { name: "auditor" },
    ],
    client: { shop: [{ name: "buy" }, { name: "sell", description: "Sells" }] },
  },
  clients: [{ clientId: "shop", publicClient: true }],
};

differential("people-user-roles", realm, (scenario) => {
  scenario("maps realm roles to a user and reads them back", async (api) => {
    const id = await createUser(api, "mapped");
    const editor = (await api.quietly("GET", "/roles/editor")).body;
    await api.post(`/users/${id}/role-mappings/realm`, [editor]);
    await api.get(`/users/${id}/role-mappings`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm/available`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm/composite`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm/composite`, {
      unordered: "name",
      query: { briefRepresentation: false },
    });
    await api.delete(`/users/${id}/role-mappings/realm`, [editor]);
    await api.get(`/users/${id}/role-mappings/realm`, { unordered: "name" });
  });

  scenario("maps client roles to a user and reads them back", async (api) => {
    const id = await createUser(api, "shopper");
    const shop = await clientUuid(api, "shop");
    const sell = await clientRole(api, "shop", "sell");
    await api.post(`/users/${id}/role-mappings/clients/${shop}`, [sell]);
    await api.get(`/users/${id}/role-mappings`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/clients/${shop}`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/clients/${shop}/available`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/clients/${shop}/composite`, { unordered: "name" });
    await api.delete(`/users/${id}/role-mappings/clients/${shop}`, [sell]);
    await api.get(`/users/${id}/role-mappings/clients/${shop}`, { unordered: "name" });
  });

  scenario("counts roles held through a group as effective, not direct", async (api) => {
    const group = await createGroup(api, "auditors");
    const auditor = (await api.quietly("GET", "/roles/auditor")).body;
    await api.quietly("POST", `/groups/${group}/role-mappings/realm`, [auditor]);
    const id = await createUser(api, "member");
    await api.quietly("PUT", `/users/${id}/groups/${group}`);
    await api.get(`/users/${id}/role-mappings/realm`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm/available`, { unordered: "name" });
    await api.get(`/users/${id}/role-mappings/realm/composite`, { unordered: "name" });
  });

  scenario("refuses admins who may not view or map a user's roles", async (api) => {
    const id = await createUser(api, "guarded");
    const reader = (await api.quietly("GET", "/roles/reader")).body;
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/users/${id}/role-mappings`, { unordered: "name" });
    await nobody.get(`/users/${id}/role-mappings/realm/available`);
    await nobody.get(`/users/${id}/role-mappings/realm/composite`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/users/${id}/role-mappings`, { unordered: "name" });
    await viewer.get(`/users/${id}/role-mappings/realm`, { unordered: "name" });
    await viewer.get(`/users/${id}/role-mappings/realm/available`, { unordered: "name" });
    await viewer.get(`/users/${id}/role-mappings/realm/composite`, { unordered: "name" });
    await viewer.post(`/users/${id}/role-mappings/realm`, [reader]);
    await viewer.delete(`/users/${id}/role-mappings/realm`, [reader]);
    const shop = await clientUuid(api, "shop");
    await viewer.post(`/users/${id}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
    await viewer.delete(`/users/${id}/role-mappings/clients/${shop}`, [await clientRole(api, "shop", "buy")]);
  });

  scenario("refuses an unknown user, role or client", async (api) => {
    const id = await createUser(api, "unknowns");
    const shop = await clientUuid(api, "shop");
    await api.get(`/users/${UNKNOWN_ID}/role-mappings`, { unordered: "name" });
    await api.get(`/users/${UNKNOWN_ID}/role-mappings/realm/available`);
    await api.get(`/users/${UNKNOWN_ID}/role-mappings/realm/composite`);
    await api.post(`/users/${id}/role-mappings/realm`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.delete(`/users/${id}/role-mappings/realm`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.post(`/users/${id}/role-mappings/clients/${shop}`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.delete(`/users/${id}/role-mappings/clients/${shop}`, [{ id: UNKNOWN_ID, name: "no-such-role" }]);
    await api.get(`/users/${id}/role-mappings/clients/${UNKNOWN_ID}`, { unordered: "name" });
    await api.post(`/users/${id}/role-mappings/clients/${UNKNOWN_ID}`, []);
  });
});
