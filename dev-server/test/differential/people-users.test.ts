// Users as the console lists, creates, reads, updates and deletes them: the list with its search and filters, the
// count, one user, and the refusals and bad input of each.
import { differential } from "./differential.js";
import type { Api } from "./api.js";

/** three people to search among, their usernames after `team` (each scenario has a team of its own in the realm
 * they share); returns their ids by first name */
async function people(api: Api, team: string): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [name, firstName, lastName, enabled, emailVerified] of [
    ["ada", "Ada", "Lovelace", true, true],
    ["alan", "Alan", "Turing", true, false],
    ["grace", "Grace", "Hopper", false, false],
  ] as const) {
    const username = `${team}-${name}`;
    const answer = await api.quietly("POST", "/users", {
      username,
      firstName,
      lastName,
      email: `${username}@example.org`,
      enabled,
      emailVerified,
    });
    ids[name] = api.idFrom(answer);
  }
  return ids;
}

differential("people-users", {}, (scenario) => {
  scenario("creates, reads, updates and deletes a user", async (api) => {
    const created = await api.post("/users", {
      username: "Marie",
      email: "Marie@Example.org",
      firstName: "Marie",
      lastName: "Curie",
      enabled: true,
      requiredActions: ["VERIFY_EMAIL"],
    });
    const id = api.idFrom(created);
    await api.get(`/users/${id}`);
    await api.get(`/users/${id}`, { query: { userProfileMetadata: true } });
    await api.put(`/users/${id}`, { firstName: "Maria", lastName: "Skłodowska", emailVerified: true });
    await api.get(`/users/${id}`);
    await api.put(`/users/${id}`, { enabled: false, requiredActions: [] });
    await api.get(`/users/${id}`);
    await api.delete(`/users/${id}`);
    await api.get(`/users/${id}`);
  });

  scenario("lists, pages and counts users", async (api) => {
    await people(api, "list");
    await api.get("/users");
    await api.get("/users", { query: { briefRepresentation: true } });
    await api.get("/users", { query: { first: 1, max: 1 } });
    await api.get("/users/count");
  });

  scenario("searches users by text, field, state and exact match", async (api) => {
    const ids = await people(api, "find");
    await api.get("/users", { query: { search: "find-a" } });
    await api.get("/users", { query: { search: "*ace" } });
    await api.get("/users", { query: { search: "Hopper" } });
    await api.get("/users", { query: { search: `id:${ids.alan}` } });
    // as the events name a user: a gone user is an empty list, not a 404
    await api.get("/users", { query: { search: `id:${ids.alan}`, briefRepresentation: true, max: 1 } });
    await api.get("/users", {
      query: { search: "id:00000000-0000-4000-8000-000000000000", briefRepresentation: true, max: 1 },
    });
    await api.get("/users", { query: { username: "find-al", exact: false } });
    await api.get("/users", { query: { username: "find-al", exact: true } });
    await api.get("/users", { query: { username: "find-alan", exact: true } });
    await api.get("/users", { query: { email: "find-grace@example.org" } });
    await api.get("/users", { query: { firstName: "ada", lastName: "love" } });
    await api.get("/users", { query: { enabled: false } });
    await api.get("/users", { query: { emailVerified: true, search: "find" } });
    await api.get("/users/count", { query: { search: "find-a" } });
    await api.get("/users/count", { query: { enabled: true } });
    await api.get("/users/count", { query: { email: "find-" } });
  });

  scenario("searches users by attribute", async (api) => {
    await api.quietly("PUT", "/users/profile", await unmanagedAttributesEnabled(api));
    api.idFrom(
      await api.quietly("POST", "/users", { username: "linus", enabled: true, attributes: { team: ["kernel"] } }),
    );
    await api.get("/users", { query: { q: "team:kernel" } });
    await api.get("/users", { query: { q: "team:kern" } });
    await api.get("/users", { query: { q: "team:kern", exact: false } });
    await api.get("/users", { query: { q: "team:kern", exact: true } });
    await api.get("/users/count", { query: { q: "team:kernel" } });
  });

  scenario("refuses admins without the user roles", async (api) => {
    const ids = await people(api, "refuse");
    const nobody = api.as(await api.adminWith());
    await nobody.get("/users");
    await nobody.get("/users/count");
    await nobody.get(`/users/${ids.ada}`);
    const querier = api.as(await api.adminWith("query-users"));
    await querier.get("/users", { query: { search: "refuse" } });
    await querier.get("/users/count");
    await querier.get(`/users/${ids.ada}`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get("/users", { query: { search: "refuse" } });
    await viewer.get(`/users/${ids.ada}`);
    await viewer.post("/users", { username: "not-allowed", enabled: true });
    await viewer.put(`/users/${ids.ada}`, { firstName: "Not allowed" });
    await viewer.delete(`/users/${ids.ada}`);
  });

  scenario("refuses a taken username or email, a missing username and an unknown user", async (api) => {
    await people(api, "taken");
    await api.post("/users", { username: "taken-ada", enabled: true });
    await api.post("/users", { username: "taken-ada2", email: "TAKEN-ADA@example.org", enabled: true });
    await api.post("/users", { email: "nobody@example.org", enabled: true });
    await api.post("/users", { username: "bad-email", email: "not an email", enabled: true });
    const unknown = "00000000-0000-4000-8000-000000000000";
    await api.get(`/users/${unknown}`);
    await api.put(`/users/${unknown}`, { firstName: "Nobody" });
    await api.delete(`/users/${unknown}`);
    await api.get("/users", { query: { max: "abc" } });
    await api.get("/users/count", { query: { enabled: "maybe" } });
  });

  scenario("refuses an update to a taken username or email", async (api) => {
    const ids = await people(api, "clash");
    await api.put(`/users/${ids.alan}`, { username: "clash-ada" });
    await api.put(`/users/${ids.alan}`, { email: "clash-ada@example.org" });
    await api.get(`/users/${ids.alan}`);
  });
});

/** the realm's user profile with unmanaged attributes allowed, so a user may have any attribute */
async function unmanagedAttributesEnabled(api: Api): Promise<unknown> {
  const profile = (await api.quietly("GET", "/users/profile")).body as Record<string, unknown>;
  return { ...profile, unmanagedAttributePolicy: "ENABLED" };
}
