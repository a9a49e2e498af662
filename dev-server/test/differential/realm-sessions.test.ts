// The realm's sessions as Sessions and Realm settings use them: sign out everyone, push the revocation policy, end one
// session.
import type { Api, Identity } from "./api.js";
import { differential } from "./differential.js";

/** the id of the one session `identity` holds, opened by signing in */
async function sessionOf(api: Api, identity: Identity): Promise<string> {
  await api.as(identity).quietly("GET", "/users/count");
  const [user] = (
    await api.quietly("GET", "/users", undefined, { query: { username: identity.username, exact: true } })
  ).body as { id: string }[];
  const [session] = (await api.quietly("GET", `/users/${user.id}/sessions`)).body as { id: string }[];
  return session.id;
}

differential("realm-sessions", {}, (scenario) => {
  scenario("ends one session, then every session, and pushes the revocation policy", async (api) => {
    const signedIn = await api.adminWith("view-users");
    const session = await sessionOf(api, signedIn);
    await api.delete(`/sessions/${session}`);
    await api.delete(`/sessions/${session}`);
    await api.post("/logout-all");
    await api.post("/push-revocation");
  });

  scenario("refuses an admin who may only view users or the realm", async (api) => {
    const viewer = await api.adminWith("view-users", "view-realm");
    const session = await sessionOf(api, viewer);
    await api.as(viewer).delete(`/sessions/${session}`);
    await api.as(viewer).post("/logout-all");
    await api.as(viewer).post("/push-revocation");
  });

  scenario("answers an unknown session", async (api) => {
    await api.delete("/sessions/no-such-session");
    await api.delete("/sessions/no-such-session", undefined, { query: { isOffline: true } });
  });
});
