// A client's adapter configuration in each format the console's "Action → Download adapter config" offers.
import { differential } from "./differential.js";

const OIDC_FORMATS = [
  "keycloak-oidc-keycloak-json",
  "keycloak-oidc-jboss-subsystem",
  "keycloak-oidc-jboss-subsystem-cli",
];

differential("clients-installation", {}, (scenario) => {
  scenario("an OpenID Connect client's adapter configurations", async (api) => {
    // a secret of its own, so that the texts that carry it read alike on both servers
    const confidential = await api.created("/clients", {
      clientId: "portal",
      rootUrl: "https://portal.example.org",
      secret: "portal-secret",
    });
    const spa = await api.created("/clients", { clientId: "spa", publicClient: true });
    const bearer = await api.created("/clients", { clientId: "api", bearerOnly: true });
    for (const id of [confidential, spa, bearer])
      for (const format of OIDC_FORMATS) await api.get(`/clients/${id}/installation/providers/${format}`);
  });

  // (the SAML adapters' configurations are left out: the dev server writes none, clients-certificates.test.ts pins
  // that; the SP descriptor carries Keycloak's generated key and document id)
  scenario("a SAML client has no IdP descriptor", async (api) => {
    const id = await api.created("/clients", {
      clientId: "https://sp.example.org/saml",
      protocol: "saml",
      attributes: { saml_assertion_consumer_url_post: "https://sp.example.org/saml/acs" },
    });
    await api.get(`/clients/${id}/installation/providers/saml-idp-descriptor`);
  });

  scenario("refuses an admin who may not view clients", async (api) => {
    const id = await api.created("/clients", { clientId: "hidden" });
    const nobody = api.as(await api.adminWith("view-realm"));
    await nobody.get(`/clients/${id}/installation/providers/keycloak-oidc-keycloak-json`);
    const querier = api.as(await api.adminWith("query-clients"));
    await querier.get(`/clients/${id}/installation/providers/keycloak-oidc-keycloak-json`);
  });

  scenario("refuses an unknown format and an unknown client", async (api) => {
    const id = await api.created("/clients", { clientId: "plain" });
    await api.get(`/clients/${id}/installation/providers/no-such-format`);
    await api.get("/clients/no-such-client/installation/providers/keycloak-oidc-keycloak-json");
  });
});
