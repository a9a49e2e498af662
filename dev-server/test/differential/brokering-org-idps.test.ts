// An organization's identity providers: linked (under one of its domains, or any), listed, read and unlinked; and
// how a linked provider shows among the realm's providers.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

async function organization(api: Api, name: string, domains: string[]): Promise<string> {
  const body = { name, domains: domains.map((domain) => ({ name: domain })) };
  return api.idFrom(await api.quietly("POST", "/organizations", body));
}

async function provider(api: Api, alias: string, config: Record<string, string> = {}) {
  const body = { alias, providerId: "oidc", config: { clientId: "c", clientSecret: "s", ...config } };
  await api.quietly("POST", "/identity-provider/instances", body);
}

differential("brokering-org-idps", { organizationsEnabled: true }, (scenario) => {
  scenario("links, lists, reads and unlinks an organization's providers", async (api) => {
    const org = await organization(api, "linked", ["linked.example.org"]);
    await provider(api, "linked-idp", {
      "kc.org.domain": "linked.example.org",
      "kc.org.broker.redirect.mode.email-matches": "true",
    });
    await provider(api, "any-idp", { "kc.org.domain": "ANY" });
    await api.post(`/organizations/${org}/identity-providers`, "linked-idp");
    await api.post(`/organizations/${org}/identity-providers`, undefined, { rawBody: '"any-idp"' });
    await api.get(`/organizations/${org}/identity-providers`, { unordered: "alias" });
    await api.get(`/organizations/${org}/identity-providers/linked-idp`);
    await api.get("/identity-provider/instances/linked-idp");
    await api.get("/identity-provider/instances", { query: { realmOnly: true } });
    await api.delete(`/organizations/${org}/identity-providers/linked-idp`);
    await api.get(`/organizations/${org}/identity-providers`);
    await api.get("/identity-provider/instances/linked-idp");
    // an organization that goes away leaves its providers in the realm
    await api.delete(`/organizations/${org}`);
    await api.get("/identity-provider/instances/any-idp");
  });

  scenario("refuses an admin of organizations who may not see providers", async (api) => {
    const org = await organization(api, "guarded", ["guarded.example.org"]);
    await provider(api, "guarded-idp");
    await provider(api, "spare-idp");
    await api.quietly("POST", `/organizations/${org}/identity-providers`, "guarded-idp");
    const admin = await api.adminWith("manage-organizations", "view-identity-providers");
    await api.as(admin).get(`/organizations/${org}/identity-providers`);
    await api.as(admin).get(`/organizations/${org}/identity-providers/guarded-idp`);
    await api.as(admin).post(`/organizations/${org}/identity-providers`, "spare-idp");
    await api.as(admin).delete(`/organizations/${org}/identity-providers/guarded-idp`);
    const viewer = await api.adminWith("view-organizations");
    await api.as(viewer).get(`/organizations/${org}/identity-providers`);
  });

  scenario(
    "refuses an unknown provider, a second link, another organization's provider and a foreign domain",
    async (api) => {
      const org = await organization(api, "strict", ["strict.example.org"]);
      const other = await organization(api, "other", ["other.example.org"]);
      await provider(api, "strict-idp");
      await provider(api, "foreign-idp", { "kc.org.domain": "elsewhere.example.org" });
      await api.post(`/organizations/${org}/identity-providers`, "nobody");
      await api.post(`/organizations/${org}/identity-providers`, "strict-idp");
      await api.post(`/organizations/${org}/identity-providers`, "strict-idp");
      await api.post(`/organizations/${other}/identity-providers`, "strict-idp");
      await api.post(`/organizations/${org}/identity-providers`, "foreign-idp");
      await api.put("/identity-provider/instances/strict-idp", {
        alias: "strict-idp",
        providerId: "oidc",
        config: { clientId: "c", "kc.org.domain": "elsewhere.example.org" },
      });
      await api.get(`/organizations/${org}/identity-providers/nobody`);
      await api.get("/organizations/00000000-0000-0000-0000-000000000000/identity-providers");
      await api.delete(`/organizations/${org}/identity-providers/nobody`);
      await api.delete(`/organizations/${other}/identity-providers/strict-idp`);
    },
  );
});
