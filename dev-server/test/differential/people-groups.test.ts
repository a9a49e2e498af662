// Groups as the console's group tree uses them: the top level with search and paging, children, one group, create,
// rename, move, delete, the count and the members.
import { differential } from "./differential.js";
import { createGroup, createUser, UNKNOWN_ID } from "./people.js";

differential("people-groups", {}, (scenario) => {
  scenario("creates, reads, renames and deletes a group", async (api) => {
    const created = await api.post("/groups", { name: "engineering", attributes: { floor: ["3"] } });
    const id = api.idFrom(created);
    await api.get(`/groups/${id}`);
    await api.put(`/groups/${id}`, { name: "Engineering", description: "Builds things", attributes: { floor: ["4"] } });
    await api.get(`/groups/${id}`);
    const child = await api.post(`/groups/${id}/children`, { name: "backend" });
    await api.get(`/groups/${api.idFrom(child)}`);
    await api.delete(`/groups/${id}`);
    await api.get(`/groups/${id}`);
    await api.get(`/groups/${api.idFrom(child)}`);
  });

  scenario("reads the tree: top level, search, children, count", async (api) => {
    const sales = await createGroup(api, "tree-sales");
    await createGroup(api, "tree-support");
    for (const name of ["emea", "americas", "apac"]) await createGroup(api, `${name}-sales`, sales);
    await api.get("/groups");
    await api.get("/groups", { query: { first: 0, max: 1 } });
    await api.get("/groups", { query: { briefRepresentation: false } });
    await api.get("/groups", { query: { search: "emea" } });
    await api.get("/groups", { query: { search: "EMEA-SALES", exact: true } });
    await api.get("/groups", { query: { search: "sales", populateHierarchy: false } });
    await api.get("/groups", { query: { subGroupsCount: false } });
    await api.get(`/groups/${sales}/children`);
    await api.get(`/groups/${sales}/children`, { query: { first: 1, max: 1 } });
    await api.get(`/groups/${sales}/children`, { query: { search: "ap", briefRepresentation: true } });
    await api.get("/groups/count");
    await api.get("/groups/count", { query: { top: true } });
    await api.get("/groups/count", { query: { search: "sales" } });
  });

  scenario("moves a group under another and back to the top", async (api) => {
    const parent = await createGroup(api, "move-parent");
    const moving = await createGroup(api, "move-me");
    const body = (await api.quietly("GET", `/groups/${moving}`)).body;
    await api.post(`/groups/${parent}/children`, body);
    await api.get(`/groups/${parent}/children`);
    await api.get(`/groups/${moving}`);
    await api.post("/groups", (await api.quietly("GET", `/groups/${moving}`)).body);
    await api.get(`/groups/${moving}`);
  });

  scenario("lists a group's members", async (api) => {
    const group = await createGroup(api, "members-club");
    for (const name of ["member-b", "member-a", "member-c"]) {
      const id = await createUser(api, name, { email: `${name}@example.org` });
      await api.quietly("PUT", `/users/${id}/groups/${group}`);
    }
    await api.get(`/groups/${group}/members`);
    await api.get(`/groups/${group}/members`, { query: { briefRepresentation: true } });
    await api.get(`/groups/${group}/members`, { query: { first: 1, max: 1 } });
  });

  scenario("refuses admins who may not see or change groups", async (api) => {
    const group = await createGroup(api, "guarded");
    const nobody = api.as(await api.adminWith());
    await nobody.get("/groups");
    await nobody.get("/groups/count");
    await nobody.get(`/groups/${group}`);
    await nobody.get(`/groups/${group}/children`);
    await nobody.get(`/groups/${group}/members`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get("/groups");
    await viewer.get(`/groups/${group}`);
    await viewer.get(`/groups/${group}/members`);
    await viewer.post("/groups", { name: "not-allowed" });
    await viewer.post(`/groups/${group}/children`, { name: "not-allowed" });
    await viewer.put(`/groups/${group}`, { name: "renamed" });
    await viewer.delete(`/groups/${group}`);
  });

  scenario("refuses a taken name, a missing name and an unknown group", async (api) => {
    const group = await createGroup(api, "taken");
    await createGroup(api, "child", group);
    await api.post("/groups", { name: "taken" });
    await api.post(`/groups/${group}/children`, { name: "child" });
    await api.post("/groups", { description: "no name" });
    await api.post("/groups", { name: "   " });
    await api.put(`/groups/${group}`, { name: "" });
    await api.post(`/groups/${group}/children`, (await api.quietly("GET", `/groups/${group}`)).body);
    await api.get(`/groups/${UNKNOWN_ID}`);
    await api.put(`/groups/${UNKNOWN_ID}`, { name: "nobody" });
    await api.delete(`/groups/${UNKNOWN_ID}`);
    await api.get(`/groups/${UNKNOWN_ID}/children`);
    await api.post(`/groups/${UNKNOWN_ID}/children`, { name: "orphan" });
    await api.get(`/groups/${UNKNOWN_ID}/members`);
    await api.get("/groups", { query: { first: "x" } });
    await api.get(`/groups/${group}/children`, { query: { max: "x" } });
    await api.get(`/groups/${group}/members`, { query: { first: "x" } });
  });
});
