// An organization's own groups (Keycloak 26.6+): created at the top or under a group, listed, searched and found by
// path, updated, moved and deleted; their members, and the groups of a member.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

async function organization(api: Api, name: string): Promise<string> {
  return api.idFrom(await api.quietly("POST", "/organizations", { name, domains: [{ name: `${name}.example.org` }] }));
}

async function member(api: Api, org: string, username: string): Promise<string> {
  const body = { username, email: `${username}@example.org`, enabled: true, firstName: "Org", lastName: username };
  const id = api.idFrom(await api.quietly("POST", "/users", body));
  await api.quietly("POST", `/organizations/${org}/members`, id);
  return id;
}

differential("brokering-org-groups", { organizationsEnabled: true }, (scenario) => {
  scenario("creates, reads, lists, updates and deletes groups and subgroups", async (api) => {
    const org = await organization(api, "grouped");
    const groups = `/organizations/${org}/groups`;
    const team = api.idFrom(
      await api.post(groups, { name: "team", description: "The team", attributes: { floor: ["3"] } }),
    );
    await api.post(groups, { name: "Board" });
    const sub = api.idFrom(await api.post(`${groups}/${team}/children`, { name: "backend" }));
    await api.post(`${groups}/${team}/children`, { name: "frontend" });
    await api.get(groups);
    await api.get(groups, { query: { briefRepresentation: false, first: 1, max: 1 } });
    await api.get(groups, { query: { populateHierarchy: true, subGroupsCount: true } });
    await api.get(groups, { query: { search: "END" } });
    await api.get(groups, { query: { search: "*END" } });
    await api.get(groups, { query: { search: "BACK" } });
    await api.get(groups, { query: { search: "*end", populateHierarchy: true } });
    await api.get(groups, { query: { search: "backend", exact: true } });
    await api.get(groups, { query: { q: "floor:3" } });
    await api.get(`${groups}/${team}`, { query: { subGroupsCount: true } });
    await api.get(`${groups}/${team}/children`, { query: { search: "front" } });
    await api.get(`${groups}/${team}/children`, { query: { search: "end" } });
    await api.get(`${groups}/${team}/children`, { query: { first: 1, max: 1 } });
    await api.get(`${groups}/group-by-path/team/backend`);
    await api.put(`${groups}/${team}`, { name: "squad", attributes: { floor: ["4"], wing: ["east"] } });
    await api.get(`${groups}/${team}`);
    await api.get(`${groups}/${sub}`);
    // an id in the body moves the organization's group there
    await api.post(groups, { id: sub, name: "backend" });
    await api.get(groups);
    await api.delete(`${groups}/${team}`);
    await api.get(groups, { query: { search: "front" } });
    // the realm's own groups know nothing of them
    await api.get("/groups");
  });

  scenario("adds and removes members, and lists a member's groups", async (api) => {
    const org = await organization(api, "staffed");
    const groups = `/organizations/${org}/groups`;
    const team = api.idFrom(await api.quietly("POST", groups, { name: "team" }));
    const ann = await member(api, org, "ann");
    await api.put(`${groups}/${team}/members/${ann}`);
    await api.get(`${groups}/${team}/members`);
    await api.get(`${groups}/${team}/members`, { query: { briefRepresentation: true } });
    await api.get(`/organizations/${org}/members/${ann}/groups`);
    await api.delete(`${groups}/${team}/members/${ann}`);
    await api.delete(`${groups}/${team}/members/${ann}`);
    await api.put(`${groups}/${team}/members/${ann}`);
    // leaving the organization leaves its groups, and so does a user who is deleted
    await api.delete(`/organizations/${org}/members/${ann}`);
    await api.get(`${groups}/${team}/members`);
    const cal = await member(api, org, "cal");
    await api.quietly("PUT", `${groups}/${team}/members/${cal}`);
    await api.quietly("DELETE", `/users/${cal}`);
    await api.get(`${groups}/${team}/members`);
  });

  scenario("refuses an admin who may only view organizations", async (api) => {
    const org = await organization(api, "viewed");
    const groups = `/organizations/${org}/groups`;
    const team = api.idFrom(await api.quietly("POST", groups, { name: "team" }));
    const bob = await member(api, org, "bob");
    const viewer = await api.adminWith("view-organizations");
    await api.as(viewer).get(groups);
    await api.as(viewer).get(`${groups}/${team}`);
    await api.as(viewer).post(groups, { name: "not-allowed" });
    await api.as(viewer).put(`${groups}/${team}`, { name: "renamed" });
    await api.as(viewer).delete(`${groups}/${team}`);
    await api.as(viewer).get(`${groups}/${team}/members`);
    await api.as(viewer).put(`${groups}/${team}/members/${bob}`);
    await api.as(viewer).get(`/organizations/${org}/members/${bob}/groups`);
  });

  scenario("refuses a missing or taken name, an unknown group or user, and a user of no organization", async (api) => {
    const org = await organization(api, "strict");
    const other = await organization(api, "other");
    const groups = `/organizations/${org}/groups`;
    const team = api.idFrom(await api.post(groups, { name: "team" }));
    const foreign = api.idFrom(await api.quietly("POST", `/organizations/${other}/groups`, { name: "foreign" }));
    await api.post(`${groups}/${team}/children`, { name: "sub" });
    await api.post(groups, { description: "nameless" });
    await api.post(groups, { name: "team" });
    await api.post(`${groups}/${team}/children`, { name: "sub" });
    await api.post(`${groups}/${team}/children`, {});
    await api.put(`${groups}/${team}`, { description: "nameless" });
    await api.put(`${groups}/${team}`, { id: foreign, name: "team" });
    await api.get(`${groups}/00000000-0000-0000-0000-000000000000`);
    await api.get(`${groups}/${foreign}`);
    await api.get(`${groups}/group-by-path/no/such/group`);
    const outsider = api.idFrom(
      await api.quietly("POST", "/users", { username: "outsider", email: "outsider@example.org", enabled: true }),
    );
    await api.put(`${groups}/${team}/members/${outsider}`);
    await api.put(`${groups}/${team}/members/00000000-0000-0000-0000-000000000000`);
    await api.delete(`${groups}/${team}/members/00000000-0000-0000-0000-000000000000`);
    await api.get(`/organizations/${org}/members/${outsider}/groups`);
  });
});
