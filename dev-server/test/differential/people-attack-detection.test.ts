// Brute-force detection as the console shows it: one user's status and its reset, and the user list with each
// user's status (ui-ext/brute-force-user).
import { differential } from "./differential.js";
import { createUser, passwordGrant, UNKNOWN_ID } from "./people.js";

const realm = { bruteForceProtected: true, failureFactor: 2, permanentLockout: false };
const PASSWORD = { type: "password", value: "locked-Secret-1", temporary: false };

differential("people-attack-detection", realm, (scenario) => {
  scenario("counts failed logins, locks the user out and resets the count", async (api) => {
    const id = await createUser(api, "forgetful", { credentials: [PASSWORD] });
    await api.get(`/attack-detection/brute-force/users/${id}`);
    for (let i = 0; i < 3; i++) await passwordGrant(api, "forgetful", "wrong-password");
    await api.get(`/attack-detection/brute-force/users/${id}`);
    await api.get("/ui-ext/brute-force-user", { query: { search: "forgetful", briefRepresentation: true } });
    await api.delete(`/attack-detection/brute-force/users/${id}`);
    await api.get(`/attack-detection/brute-force/users/${id}`);
  });

  scenario("lists users with their brute-force status", async (api) => {
    for (const name of ["listed-b", "listed-a"]) await createUser(api, name, { email: `${name}@example.org` });
    await api.get("/ui-ext/brute-force-user", { query: { search: "listed" } });
    await api.get("/ui-ext/brute-force-user", { query: { search: "listed", first: 1, max: 1 } });
    await api.get("/ui-ext/brute-force-user", { query: { username: "listed-a", exact: true } });
  });

  scenario("refuses admins who may not see or reset a user's status", async (api) => {
    const id = await createUser(api, "guarded");
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/attack-detection/brute-force/users/${id}`);
    await nobody.get("/ui-ext/brute-force-user");
    const querier = api.as(await api.adminWith("query-users"));
    await querier.get("/ui-ext/brute-force-user", { query: { search: "guarded" } });
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/attack-detection/brute-force/users/${id}`);
    await viewer.delete(`/attack-detection/brute-force/users/${id}`);
  });

  scenario("answers for an unknown user", async (api) => {
    await api.get(`/attack-detection/brute-force/users/${UNKNOWN_ID}`);
    await api.delete(`/attack-detection/brute-force/users/${UNKNOWN_ID}`);
    await api.get("/ui-ext/brute-force-user", { query: { first: -1, max: 5 } });
    await api.get("/ui-ext/brute-force-user", { query: { max: "x" } });
  });
});
