// Realm roles as the console's realm roles tab uses them: the list with search and paging, one role by name, create,
// update, delete, and the users and groups that hold one.
import { differential } from "./differential.js";
import { createGroup, createRealmRole, createUser } from "./people.js";

differential("people-roles", {}, (scenario) => {
  scenario("creates, reads, lists, updates and deletes a realm role", async (api) => {
    await api.post("/roles", { name: "auditor", description: "Reads the audit log", attributes: { level: ["2"] } });
    await api.get("/roles/auditor");
    await api.get("/roles", { unordered: "name" });
    await api.get("/roles", { query: { search: "aud", first: 0, max: 10 } });
    await api.get("/roles", { query: { briefRepresentation: false }, unordered: "name" });
    await api.put("/roles/auditor", { name: "auditor", description: "Reads and exports the audit log" });
    await api.get("/roles/auditor");
    await api.delete("/roles/auditor");
    await api.get("/roles/auditor");
  });

  scenario("lists the users and groups holding a role", async (api) => {
    const role = await createRealmRole(api, "holder");
    for (const name of ["holder-b", "holder-a"]) {
      const id = await createUser(api, name, { email: `${name}@example.org` });
      await api.quietly("POST", `/users/${id}/role-mappings/realm`, [role]);
    }
    for (const name of ["holders-z", "holders-y"]) {
      const id = await createGroup(api, name);
      await api.quietly("POST", `/groups/${id}/role-mappings/realm`, [role]);
    }
    await api.get("/roles/holder/users");
    await api.get("/roles/holder/users", { query: { briefRepresentation: true } });
    await api.get("/roles/holder/users", { query: { first: 1, max: 1 } });
    await api.get("/roles/holder/groups");
    await api.get("/roles/holder/groups", { query: { briefRepresentation: false } });
    await api.get("/roles/holder/groups", { query: { first: 1, max: 1 } });
  });

  scenario("refuses admins who may not see or change roles", async (api) => {
    await api.quietly("POST", "/roles", { name: "guarded" });
    const viewer = api.as(await api.adminWith("view-realm"));
    await viewer.get("/roles", { unordered: "name" });
    await viewer.get("/roles/guarded");
    await viewer.get("/roles/guarded/users");
    await viewer.post("/roles", { name: "not-allowed" });
    await viewer.put("/roles/guarded", { name: "guarded", description: "not allowed" });
    await viewer.delete("/roles/guarded");
    const nobody = api.as(await api.adminWith());
    await nobody.get("/roles");
    await nobody.get("/roles/guarded");
    await nobody.get("/roles/guarded/users");
    await nobody.get("/roles/guarded/groups");
  });

  scenario("refuses a taken name, a missing name, a body that is not a role and an unknown role", async (api) => {
    await api.post("/roles", { name: "taken" });
    await api.post("/roles", { name: "taken" });
    await api.post("/roles", { description: "no name" });
    await api.post("/roles", undefined, { rawBody: "{not json" });
    await api.post("/roles", { name: "renamed-away" });
    await api.put("/roles/renamed-away", { name: "taken" });
    await api.get("/roles/no-such-role");
    await api.put("/roles/no-such-role", { name: "no-such-role" });
    await api.delete("/roles/no-such-role");
    await api.get("/roles/no-such-role/users");
    await api.get("/roles/no-such-role/groups");
    await api.get("/roles", { query: { first: "x" } });
  });

  scenario("renames the realm's default role but refuses to delete it", async (api) => {
    const original = `default-roles-${api.realm}`;
    await api.put(`/roles/${original}`, { name: "renamed-default" });
    await api.get("/roles/renamed-default");
    await api.delete("/roles/renamed-default");
    await api.quietly("PUT", "/roles/renamed-default", { name: original });
  });
});
