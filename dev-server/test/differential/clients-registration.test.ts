// Client registration as the console's "Client registration" tab sets it up: initial access tokens, and the
// anonymous and authenticated registration policies (components of the ClientRegistrationPolicy type).
import { differential } from "./differential.js";

const POLICY = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";
/** the policies' multivalued settings and the providers' choices, which Keycloak keeps in no order */
const POLICY_SETS = [
  "*.config.allowed-protocol-mapper-types",
  "*.config.allowed-client-scopes",
  "*.config.trusted-hosts",
];
const PROVIDER_SETS = ["*.properties.*.options"];

differential("clients-registration", {}, (scenario) => {
  scenario("creates, lists and deletes initial access tokens", async (api) => {
    await api.get("/clients-initial-access");
    const created = await api.post("/clients-initial-access", { expiration: 3600, count: 2 });
    const id = (created.body as { id: string }).id;
    await api.post("/clients-initial-access", {});
    await api.get("/clients-initial-access", { unordered: "count" });
    await api.delete(`/clients-initial-access/${id}`);
    await api.get("/clients-initial-access");
  });

  scenario("lists the realm's registration policies and the policy providers", async (api) => {
    await api.get("/components", { query: { type: POLICY }, unordered: true, sets: POLICY_SETS });
    await api.get("/client-registration-policy/providers", { unordered: "id", sets: PROVIDER_SETS });
  });

  scenario("creates, reads, updates and deletes a registration policy", async (api) => {
    const created = await api.post("/components", {
      name: "Trusted hosts",
      providerId: "trusted-hosts",
      providerType: POLICY,
      parentId: api.realm,
      subType: "anonymous",
      config: {
        "trusted-hosts": ["example.org"],
        "host-sending-registration-request-must-match": ["true"],
        "client-uris-must-match": ["true"],
      },
    });
    const id = api.idFrom(created);
    await api.get(`/components/${id}`, { sets: ["config.trusted-hosts"] });
    await api.put(`/components/${id}`, {
      id,
      name: "Trusted hosts",
      providerId: "trusted-hosts",
      providerType: POLICY,
      parentId: api.realm,
      subType: "anonymous",
      config: {
        "trusted-hosts": ["example.org", "example.com"],
        "host-sending-registration-request-must-match": ["true"],
        "client-uris-must-match": ["false"],
      },
    });
    await api.get(`/components/${id}`, { sets: ["config.trusted-hosts"] });
    await api.delete(`/components/${id}`);
    await api.get(`/components/${id}`);
  });

  scenario("refuses admins who may not manage clients or the realm", async (api) => {
    const viewer = api.as(await api.adminWith("view-clients"));
    await viewer.get("/clients-initial-access");
    await viewer.post("/clients-initial-access", { count: 1 });
    await viewer.delete("/clients-initial-access/any");
    const realmViewer = api.as(await api.adminWith("view-realm"));
    await realmViewer.get("/client-registration-policy/providers", { unordered: "id", sets: PROVIDER_SETS });
    await realmViewer.get("/components", { query: { type: POLICY }, unordered: true, sets: POLICY_SETS });
    await realmViewer.post("/components", {
      name: "Max clients",
      providerId: "max-clients",
      providerType: POLICY,
      parentId: api.realm,
      subType: "anonymous",
      config: { "max-clients": ["10"] },
    });
    const nobody = api.as(await api.adminWith("view-users"));
    await nobody.get("/client-registration-policy/providers");
    await nobody.get("/clients-initial-access");
    await nobody.get("/components", { query: { type: POLICY } });
    const [policy] = (await api.quietly("GET", "/components", undefined, { query: { type: POLICY } })).body as {
      id: string;
    }[];
    await nobody.get(`/components/${policy.id}`);
    await realmViewer.put(`/components/${policy.id}`, { ...policy, name: "Renamed" });
    await realmViewer.delete(`/components/${policy.id}`);
  });

  scenario("refuses an invalid count, an unknown policy provider and an unknown component", async (api) => {
    await api.post("/clients-initial-access", { count: -1 });
    await api.post("/clients-initial-access", { expiration: -5 });
    await api.delete("/clients-initial-access/no-such-token");
    await api.post("/components", {
      name: "Nothing",
      providerId: "no-such-policy",
      providerType: POLICY,
      parentId: api.realm,
      subType: "anonymous",
      config: {},
    });
    await api.post("/components", {
      name: "Max clients",
      providerId: "max-clients",
      providerType: POLICY,
      parentId: api.realm,
      subType: "anonymous",
      config: { "max-clients": ["many"] },
    });
    await api.post("/components", {
      name: "Scopes",
      providerId: "allowed-client-templates",
      providerType: POLICY,
      parentId: api.realm,
      subType: "authenticated",
      config: { "allowed-client-scopes": ["no-such-scope"] },
    });
    await api.get("/components/no-such-component");
    await api.get("/admin/realms/no-such-realm/components", { query: { type: POLICY } });
    await api.get("/admin/realms/no-such-realm/client-registration-policy/providers");
    await api.get("/admin/realms/no-such-realm/clients-initial-access");
    await api.delete("/admin/realms/no-such-realm/clients-initial-access/any");
    await api.put("/components/no-such-component", { name: "ghost", providerId: "max-clients", providerType: POLICY });
    await api.delete("/components/no-such-component");
  });
});
