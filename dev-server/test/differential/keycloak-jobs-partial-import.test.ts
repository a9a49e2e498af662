// What the Keycloak e2e jobs (e2e/keycloak/) found the dev server answering otherwise than Keycloak: a partial import
// of a group that names no path. Keycloak finds an imported group by its path, so without one its import fails on a
// server error and nothing of the file is written; a realm export always names the path.
import { differential } from "./differential.js";

// the realm is named after this, and Keycloak takes realm ids of 36 characters at most
differential("jobs-partial-import", {}, (scenario) => {
  scenario("a group without a path fails the whole import; with its path it is added", async (api) => {
    await api.post("/partialImport", {
      ifResourceExists: "SKIP",
      users: [{ username: "kept-out", enabled: true }],
      groups: [{ name: "no-path" }],
    });
    await api.get("/users", { query: { username: "kept-out", exact: true } });
    await api.get("/groups", { query: { search: "no-path" } });
    await api.post("/partialImport", {
      ifResourceExists: "SKIP",
      groups: [{ name: "with-path", path: "/with-path" }],
    });
    await api.get("/groups", { query: { search: "with-path" } });
  });
});
