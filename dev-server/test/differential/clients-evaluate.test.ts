// A client's "Client scopes → Evaluate" tab: the mappers and roles a token for a scope parameter would have, and the
// example tokens and user info generated for a user.
import { differential } from "./differential.js";

const REALM = {
  roles: { realm: [{ name: "auditor" }, { name: "clerk" }] },
  users: [
    {
      username: "eva",
      enabled: true,
      email: "eva@example.org",
      emailVerified: true,
      firstName: "Eva",
      lastName: "Lu",
      realmRoles: ["auditor"],
    },
  ],
};

differential("clients-evaluate", REALM, (scenario) => {
  scenario("lists the mappers and the roles a token would carry", async (api) => {
    const id = await api.created("/clients", { clientId: "evaluated", fullScopeAllowed: false });
    const auditor = (await api.quietly("GET", "/roles/auditor")).body;
    await api.quietly("POST", `/clients/${id}/scope-mappings/realm`, [auditor]);
    const base = `/clients/${id}/evaluate-scopes`;
    await api.get(`${base}/protocol-mappers`, { query: { scope: "openid" }, unordered: "mapperName" });
    await api.get(`${base}/protocol-mappers`, { query: { scope: "openid phone" }, unordered: "mapperName" });
    await api.get(`${base}/scope-mappings/${api.realm}/granted`, { query: { scope: "openid" }, unordered: "name" });
    await api.get(`${base}/scope-mappings/${api.realm}/not-granted`, { query: { scope: "openid" }, unordered: "name" });
    await api.get(`${base}/scope-mappings/${id}/granted`, { query: { scope: "openid" } });
  });

  scenario("generates an example access token, ID token and user info", async (api) => {
    const id = await api.created("/clients", { clientId: "tokens" });
    const [eva] = (await api.quietly("GET", "/users", undefined, { query: { username: "eva", exact: true } })).body as {
      id: string;
    }[];
    const base = `/clients/${id}/evaluate-scopes`;
    const query = { scope: "openid", userId: eva.id };
    await api.get(`${base}/generate-example-access-token`, { query });
    await api.get(`${base}/generate-example-id-token`, { query });
    await api.get(`${base}/generate-example-userinfo`, { query });
  });

  scenario("refuses an admin who may not view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "private" });
    const nobody = api.as(await api.adminWith("view-users"));
    const base = `/clients/${id}/evaluate-scopes`;
    await nobody.get(`${base}/protocol-mappers`, { query: { scope: "openid" } });
    await nobody.get(`${base}/scope-mappings/${api.realm}/granted`, { query: { scope: "openid" } });
    await nobody.get(`${base}/generate-example-access-token`, { query: { scope: "openid", userId: "any" } });
    await nobody.get(`${base}/generate-example-id-token`, { query: { scope: "openid", userId: "any" } });
    await nobody.get(`${base}/generate-example-userinfo`, { query: { scope: "openid", userId: "any" } });
  });

  scenario("refuses an unknown user, an unknown role container and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "careful" });
    const base = `/clients/${id}/evaluate-scopes`;
    await api.get(`${base}/generate-example-access-token`, { query: { scope: "openid", userId: "no-such-user" } });
    await api.get(`${base}/generate-example-id-token`, { query: { scope: "openid", userId: "no-such-user" } });
    await api.get(`${base}/generate-example-userinfo`, { query: { scope: "openid", userId: "no-such-user" } });
    await api.get(`${base}/scope-mappings/no-such-container/granted`, { query: { scope: "openid" } });
    await api.get("/clients/no-such-client/evaluate-scopes/protocol-mappers", { query: { scope: "openid" } });
  });
});
