// Identity providers as the console manages them: create, read, list with search and paging, update, delete.
import { differential } from "./differential.js";

const corp = {
  alias: "corp-oidc",
  displayName: "Corp",
  providerId: "oidc",
  config: {
    clientId: "console",
    clientSecret: "s3cret",
    authorizationUrl: "https://idp.example.org/auth",
    tokenUrl: "https://idp.example.org/token",
    clientAuthMethod: "client_secret_post",
    syncMode: "LEGACY",
  },
};

differential("brokering-idp-instances", {}, (scenario) => {
  scenario("creates, reads, updates and deletes an OpenID Connect provider", async (api) => {
    await api.post("/identity-provider/instances", corp);
    await api.get("/identity-provider/instances/corp-oidc");
    await api.put("/identity-provider/instances/corp-oidc", {
      ...corp,
      displayName: "Corporate",
      enabled: false,
      trustEmail: true,
      config: { ...corp.config, clientSecret: "**********", defaultScope: "openid email" },
    });
    await api.get("/identity-provider/instances/corp-oidc");
    // an update replaces the provider: what it leaves out is reset
    await api.put("/identity-provider/instances/corp-oidc", {
      alias: "corp-oidc",
      providerId: "oidc",
      config: { clientId: "other" },
    });
    const { internalId } = (await api.get("/identity-provider/instances/corp-oidc")).body as { internalId: string };
    await api.get(`/identity-provider/instances/${internalId}`);
    await api.delete("/identity-provider/instances/corp-oidc");
    await api.get("/identity-provider/instances/corp-oidc");
  });

  scenario("keeps every flag, the flows and the legacy hide-on-login setting", async (api) => {
    await api.post("/identity-provider/instances", {
      ...corp,
      alias: "flagged",
      trustEmail: true,
      storeToken: true,
      linkOnly: true,
      addReadTokenRoleOnCreate: true,
      authenticateByDefault: true,
      firstBrokerLoginFlowAlias: "first broker login",
      postBrokerLoginFlowAlias: "browser",
    });
    await api.get("/identity-provider/instances/flagged");
    await api.post("/identity-provider/instances", {
      ...corp,
      alias: "hidden",
      config: { ...corp.config, hideOnLoginPage: "true" },
    });
    await api.get("/identity-provider/instances/hidden");
  });

  scenario("creates a social provider with the defaults of its kind", async (api) => {
    await api.post("/identity-provider/instances", {
      alias: "github",
      providerId: "github",
      config: { clientId: "gh", clientSecret: "gh-secret" },
    });
    await api.get("/identity-provider/instances/github");
    await api.post("/identity-provider/instances", { alias: "google", providerId: "google", config: {} });
    await api.post("/identity-provider/instances", { alias: "partner", providerId: "saml", config: {} });
    await api.get("/identity-provider/instances", { query: { briefRepresentation: true } });
    await api.get("/identity-provider/instances", { query: { search: "g" } });
  });

  scenario("lists, searches and pages the providers", async (api) => {
    for (const alias of ["alpha-idp", "beta-idp", "gamma"])
      await api.quietly("POST", "/identity-provider/instances", { ...corp, alias, displayName: alias });
    await api.get("/identity-provider/instances");
    await api.get("/identity-provider/instances", { query: { realmOnly: true, max: 1 } });
    await api.get("/identity-provider/instances", { query: { first: 1, max: 1 } });
    await api.get("/identity-provider/instances", { query: { search: "idp" } });
    await api.get("/identity-provider/instances", { query: { search: "*et*", briefRepresentation: true } });
    await api.get("/identity-provider/instances", { query: { search: '"gamma"' } });
    await api.get("/identity-provider/instances", { query: { search: "alp", realmOnly: true, max: 5 } });
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    await api.quietly("POST", "/identity-provider/instances", { ...corp, alias: "guarded" });
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/identity-provider/instances");
    await api.as(viewer).get("/identity-provider/instances/guarded");
    await api.as(viewer).post("/identity-provider/instances", { ...corp, alias: "not-allowed" });
    await api.as(viewer).put("/identity-provider/instances/guarded", { ...corp, alias: "guarded" });
    await api.as(viewer).delete("/identity-provider/instances/guarded");
  });

  scenario("refuses a taken alias, a missing or unknown kind, a reserved character and a new alias", async (api) => {
    await api.post("/identity-provider/instances", { ...corp, alias: "taken" });
    await api.post("/identity-provider/instances", { ...corp, alias: "taken" });
    await api.post("/identity-provider/instances", { alias: "no-kind", config: {} });
    await api.post("/identity-provider/instances", { alias: "insta", providerId: "instagram", config: {} });
    await api.post("/identity-provider/instances", { ...corp, alias: "has space" });
    await api.post("/identity-provider/instances", { ...corp, alias: "a#b" });
    await api.put("/identity-provider/instances/taken", { ...corp, alias: "renamed" });
    await api.put("/identity-provider/instances/taken", { ...corp, providerId: undefined });
    await api.post("/identity-provider/instances", { ...corp, alias: undefined });
    await api.get("/identity-provider/instances/nobody");
    await api.get("/admin/realms/no-such-realm/identity-provider/instances");
    await api.put("/identity-provider/instances/nobody", { ...corp, alias: "nobody" });
    await api.delete("/identity-provider/instances/nobody");
  });
});
