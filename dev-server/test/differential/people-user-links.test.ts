// What links a user to the rest of the realm, as the console's user tabs show it: group memberships with their
// count, identity-provider links and consents (the consent comes from the realm's import, as only a login gives one).
import { differential } from "./differential.js";
import type { Api } from "./api.js";
import { createGroup, createUser, UNKNOWN_ID } from "./people.js";

const realm = {
  clients: [{ clientId: "shop", publicClient: true, consentRequired: true }],
  identityProviders: [
    {
      alias: "partner",
      providerId: "oidc",
      config: {
        clientId: "realm-link",
        clientSecret: "link-secret",
        authorizationUrl: "https://partner.example.org/auth",
        tokenUrl: "https://partner.example.org/token",
      },
    },
  ],
  users: [
    {
      username: "consenting",
      enabled: true,
      // one scope: Keycloak lists a consent's scopes in no defined order
      clientConsents: [{ clientId: "shop", grantedClientScopes: ["profile"], createdDate: 1700000000000 }],
    },
  ],
};

async function userNamed(api: Api, username: string): Promise<string> {
  const [user] = (await api.quietly("GET", "/users", undefined, { query: { username, exact: true } })).body as {
    id: string;
  }[];
  return user.id;
}

differential("people-user-links", realm, (scenario) => {
  scenario("adds a user to groups, lists and counts them, and removes one", async (api) => {
    const id = await createUser(api, "joiner");
    const staff = await createGroup(api, "staff");
    const ops = await createGroup(api, "ops", staff);
    await api.put(`/users/${id}/groups/${staff}`);
    await api.put(`/users/${id}/groups/${ops}`);
    await api.put(`/users/${id}/groups/${ops}`);
    await api.get(`/users/${id}/groups`);
    await api.get(`/users/${id}/groups`, { query: { briefRepresentation: false } });
    await api.get(`/users/${id}/groups`, { query: { search: "op", first: 0, max: 5 } });
    await api.get(`/users/${id}/groups/count`);
    await api.get(`/users/${id}/groups/count`, { query: { search: "staff" } });
    await api.delete(`/users/${id}/groups/${staff}`);
    await api.get(`/users/${id}/groups`);
  });

  scenario("links a user to an identity provider and unlinks it", async (api) => {
    const id = await createUser(api, "linked");
    await api.post(`/users/${id}/federated-identity/partner`, { userId: "p-123", userName: "linked-at-partner" });
    await api.get(`/users/${id}/federated-identity`);
    await api.get("/users", { query: { idpAlias: "partner" } });
    await api.get("/users", { query: { idpAlias: "partner", idpUserId: "p-123" } });
    await api.delete(`/users/${id}/federated-identity/partner`);
    await api.get(`/users/${id}/federated-identity`);
  });

  scenario("lists a user's consents and revokes one", async (api) => {
    const id = await userNamed(api, "consenting");
    await api.get(`/users/${id}/consents`);
    await api.delete(`/users/${id}/consents/shop`);
    await api.get(`/users/${id}/consents`);
  });

  scenario("refuses admins who may not see or change a user's links", async (api) => {
    const id = await createUser(api, "guarded");
    const consenting = await userNamed(api, "consenting");
    const group = await createGroup(api, "guarded-group");
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/users/${id}/groups`);
    await nobody.get(`/users/${id}/groups/count`);
    await nobody.get(`/users/${id}/federated-identity`);
    await nobody.get(`/users/${consenting}/consents`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/users/${id}/groups`);
    await viewer.put(`/users/${id}/groups/${group}`);
    await viewer.delete(`/users/${id}/groups/${group}`);
    await viewer.post(`/users/${id}/federated-identity/partner`, { userId: "p-9", userName: "nine" });
    await viewer.delete(`/users/${id}/federated-identity/partner`);
    await viewer.delete(`/users/${consenting}/consents/shop`);
  });

  scenario("refuses unknown users, groups, links and consents", async (api) => {
    const id = await createUser(api, "unknowns");
    await api.get(`/users/${UNKNOWN_ID}/groups`);
    await api.get(`/users/${UNKNOWN_ID}/groups/count`);
    await api.put(`/users/${id}/groups/${UNKNOWN_ID}`);
    await api.delete(`/users/${id}/groups/${UNKNOWN_ID}`);
    await api.get(`/users/${UNKNOWN_ID}/federated-identity`);
    await api.post(`/users/${id}/federated-identity/partner`, { userId: "p-1", userName: "one" });
    await api.post(`/users/${id}/federated-identity/partner`, { userId: "p-2", userName: "two" });
    await api.delete(`/users/${id}/federated-identity/no-such-provider`);
    await api.get(`/users/${UNKNOWN_ID}/consents`);
    await api.delete(`/users/${id}/consents/shop`);
    await api.delete(`/users/${id}/consents/no-such-client`);
  });
});
