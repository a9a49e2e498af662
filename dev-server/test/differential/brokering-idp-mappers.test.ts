// An identity provider's mappers: the types each kind of provider offers, and a mapper's create, read, list, update
// and delete.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

const hardcoded = {
  name: "department",
  identityProviderAlias: "corp",
  identityProviderMapper: "hardcoded-attribute-idp-mapper",
  config: { syncMode: "INHERIT", attribute: "department", "attribute.value": "engineering" },
};

async function withProviders(api: Api) {
  await api.quietly("POST", "/identity-provider/instances", {
    alias: "corp",
    providerId: "oidc",
    config: { clientId: "c", authorizationUrl: "https://idp.example.org/a", tokenUrl: "https://idp.example.org/t" },
  });
  await api.quietly("POST", "/identity-provider/instances", { alias: "partner", providerId: "saml", config: {} });
  await api.quietly("POST", "/identity-provider/instances", { alias: "gh", providerId: "github", config: {} });
}

differential("brokering-idp-mappers", {}, (scenario) => {
  scenario("offers the mapper types of each kind of provider", async (api) => {
    await withProviders(api);
    await api.get("/identity-provider/instances/corp/mapper-types");
    await api.get("/identity-provider/instances/partner/mapper-types");
    await api.get("/identity-provider/instances/gh/mapper-types");
  });

  scenario("creates, reads, lists, updates and deletes a mapper", async (api) => {
    await withProviders(api);
    const created = await api.post("/identity-provider/instances/corp/mappers", hardcoded);
    const id = api.idFrom(created);
    await api.post("/identity-provider/instances/corp/mappers", {
      name: "username",
      identityProviderAlias: "corp",
      identityProviderMapper: "oidc-username-idp-mapper",
      config: { syncMode: "FORCE", template: "${ALIAS}.${CLAIM.email}", target: "LOCAL" },
    });
    await api.get(`/identity-provider/instances/corp/mappers/${id}`);
    await api.get("/identity-provider/instances/corp/mappers", { unordered: "name" });
    await api.put(`/identity-provider/instances/corp/mappers/${id}`, {
      ...hardcoded,
      id,
      config: { ...hardcoded.config, "attribute.value": "research" },
    });
    await api.get(`/identity-provider/instances/corp/mappers/${id}`);
    await api.delete(`/identity-provider/instances/corp/mappers/${id}`);
    await api.get(`/identity-provider/instances/corp/mappers/${id}`);
    await api.get("/identity-provider/instances/corp/mappers");
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    await withProviders(api);
    const id = api.idFrom(await api.quietly("POST", "/identity-provider/instances/corp/mappers", hardcoded));
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/identity-provider/instances/corp/mapper-types");
    await api.as(viewer).get(`/identity-provider/instances/corp/mappers/${id}`);
    await api.as(viewer).post("/identity-provider/instances/corp/mappers", { ...hardcoded, name: "not-allowed" });
    await api.as(viewer).put(`/identity-provider/instances/corp/mappers/${id}`, { ...hardcoded, id });
    await api.as(viewer).delete(`/identity-provider/instances/corp/mappers/${id}`);
  });

  scenario("refuses an unknown provider, an unknown mapper and an unknown mapper type", async (api) => {
    await withProviders(api);
    await api.get("/identity-provider/instances/nobody/mapper-types");
    await api.post("/identity-provider/instances/nobody/mappers", hardcoded);
    await api.post("/identity-provider/instances/corp/mappers", { ...hardcoded, identityProviderMapper: "no-such" });
    await api.post("/identity-provider/instances/corp/mappers", hardcoded);
    await api.post("/identity-provider/instances/corp/mappers", hardcoded);
    await api.get("/identity-provider/instances/corp/mappers/00000000-0000-0000-0000-000000000000");
    await api.put("/identity-provider/instances/corp/mappers/00000000-0000-0000-0000-000000000000", hardcoded);
    await api.delete("/identity-provider/instances/corp/mappers/00000000-0000-0000-0000-000000000000");
  });
});
