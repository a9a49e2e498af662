// Organizations as the console manages them: create, read, search and count, update, delete.
import { differential } from "./differential.js";

const acme = {
  name: "acme",
  alias: "acme",
  description: "Acme Corporation",
  redirectUrl: "https://acme.example.org/welcome",
  domains: [{ name: "acme.example.org", verified: true }],
  attributes: { tier: ["gold"] },
};

const hooli = { name: "hooli", alias: "hooli", domains: [{ name: "hooli.example.org" }] };
const wayne = { name: "wayne", alias: "wayne", domains: [{ name: "wayne.example.org" }] };
const vandelay = { name: "vandelay", alias: "vandelay", domains: [{ name: "vandelay.example.org" }] };

differential("brokering-organizations", { organizationsEnabled: true }, (scenario) => {
  scenario("creates, reads, updates and deletes an organization", async (api) => {
    const id = api.idFrom(await api.post("/organizations", acme));
    await api.get(`/organizations/${id}`);
    await api.put(`/organizations/${id}`, {
      ...acme,
      id,
      description: "Acme, renamed",
      enabled: false,
      domains: [{ name: "acme.example.org" }, { name: "acme.example.net" }],
      attributes: { tier: ["platinum"], region: ["eu"] },
    });
    await api.get(`/organizations/${id}`);
    await api.delete(`/organizations/${id}`);
    await api.get(`/organizations/${id}`);
  });

  scenario("takes the name as the alias, and creates with only a name and a domain", async (api) => {
    const id = api.idFrom(await api.post("/organizations", { name: "globex", domains: [{ name: "globex.org" }] }));
    await api.get(`/organizations/${id}`);
  });

  scenario("searches, counts and pages the organizations", async (api) => {
    for (const [name, domain] of [
      ["initech", "initech.com"],
      ["initrode", "initrode.net"],
      ["umbrella", "umbrella.org"],
    ])
      await api.quietly("POST", "/organizations", { name, domains: [{ name: domain }], attributes: { kind: [name] } });
    await api.get("/organizations");
    await api.get("/organizations", { query: { briefRepresentation: false } });
    await api.get("/organizations", { query: { search: "init" } });
    await api.get("/organizations", { query: { search: "umbrella.org" } });
    await api.get("/organizations", { query: { search: "init", exact: true } });
    await api.get("/organizations", { query: { search: "initech", exact: true } });
    await api.get("/organizations", { query: { first: 1, max: 1 } });
    await api.get("/organizations", { query: { q: "kind:umbrella" } });
    await api.get("/organizations/count");
    await api.get("/organizations/count", { query: { search: "init" } });
  });

  scenario("refuses an admin who may only view the users", async (api) => {
    const id = api.idFrom(await api.quietly("POST", "/organizations", { ...acme, ...hooli }));
    const viewer = await api.adminWith("view-users");
    await api.as(viewer).get("/organizations");
    await api.as(viewer).get(`/organizations/${id}`);
    await api.as(viewer).post("/organizations", { ...acme, name: "other", alias: "other", domains: [] });
    await api.as(viewer).put(`/organizations/${id}`, { ...acme, ...hooli });
    await api.as(viewer).delete(`/organizations/${id}`);
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    const id = api.idFrom(await api.quietly("POST", "/organizations", { ...acme, ...vandelay }));
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/organizations");
    await api.as(viewer).get(`/organizations/${id}`);
    await api.as(viewer).put(`/organizations/${id}`, { ...acme, ...vandelay });
  });

  scenario("lets an admin of organizations read them, and one who may only query them list them", async (api) => {
    const id = api.idFrom(await api.quietly("POST", "/organizations", { ...acme, ...wayne }));
    const viewer = await api.adminWith("view-organizations");
    await api.as(viewer).get(`/organizations/${id}`);
    await api.as(viewer).put(`/organizations/${id}`, { ...acme, ...wayne });
    const querier = await api.adminWith("query-organizations");
    await api.as(querier).get("/organizations");
    await api.as(querier).get("/organizations/count");
    await api.as(querier).get(`/organizations/${id}`);
    await api.as(querier).delete("/organizations/00000000-0000-0000-0000-000000000000");
  });

  scenario("refuses a taken name, alias or domain, a bad domain, a name that is no alias, a new alias", async (api) => {
    const id = api.idFrom(await api.post("/organizations", acme));
    await api.post("/organizations", { ...acme, domains: [{ name: "other.org" }] });
    await api.post("/organizations", { name: "acme two", alias: "acme", domains: [{ name: "two.org" }] });
    await api.post("/organizations", { name: "acme-two", domains: [{ name: "acme.example.org" }] });
    await api.post("/organizations", { name: "bad-domain", domains: [{ name: "not a domain" }] });
    await api.post("/organizations", { name: "Acme Two", domains: [{ name: "two.org" }] });
    await api.post("/organizations", { name: "acme/two", domains: [{ name: "two.org" }] });
    await api.post("/organizations", { name: "acme-three", alias: "acme three", domains: [{ name: "three.org" }] });
    await api.post("/organizations", { domains: [{ name: "nameless.org" }] });
    await api.post("/organizations", { name: "bad-redirect", redirectUrl: "javascript:alert(1)" });
    await api.put(`/organizations/${id}`, { ...acme, alias: "renamed" });
    await api.get("/organizations/00000000-0000-0000-0000-000000000000");
    await api.get("/admin/realms/no-such-realm/organizations");
    await api.delete("/organizations/00000000-0000-0000-0000-000000000000");
  });
});
