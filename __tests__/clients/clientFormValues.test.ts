import { fromClientFormValues, NEW_CLIENT, toClientFormValues } from "@/lib/clients/clientFormValues";
import { parseClientJson } from "@/lib/clients/importClient";

describe("client form values", () => {
  it("starts a new client as Keycloak's wizard does", () => {
    expect(NEW_CLIENT).toMatchObject({
      protocol: "openid-connect",
      clientAuthentication: false,
      standardFlowEnabled: true,
      directAccessGrantsEnabled: true,
      serviceAccountsEnabled: false,
      pkceMethod: "",
      redirectUris: [],
    });
  });

  it("writes a confidential client with service accounts and its attributes", () => {
    const rep = fromClientFormValues({
      ...NEW_CLIENT,
      clientId: "billing",
      clientAuthentication: true,
      serviceAccountsEnabled: true,
      deviceGrant: true,
      pkceMethod: "S256",
      redirectUris: ["https://billing.example/*"],
      postLogoutRedirectUris: ["+", "https://billing.example/bye"],
    });
    expect(rep).toMatchObject({
      clientId: "billing",
      protocol: "openid-connect",
      publicClient: false,
      serviceAccountsEnabled: true,
      redirectUris: ["https://billing.example/*"],
    });
    expect(rep.attributes).toMatchObject({
      "oauth2.device.authorization.grant.enabled": "true",
      "pkce.code.challenge.method": "S256",
      "post.logout.redirect.uris": "+##https://billing.example/bye",
    });
  });

  it("drops service accounts, authorization and CIBA from a public client", () => {
    const rep = fromClientFormValues({
      ...NEW_CLIENT,
      clientId: "spa",
      clientAuthentication: false,
      serviceAccountsEnabled: true,
      authorizationServicesEnabled: true,
      ciba: true,
    });
    expect(rep.publicClient).toBe(true);
    expect(rep.serviceAccountsEnabled).toBe(false);
    expect(rep.authorizationServicesEnabled).toBe(false);
    expect(rep.attributes?.["oidc.ciba.grant.enabled"]).toBe("false");
  });

  it("round-trips a client and keeps what the form does not edit", () => {
    const client = {
      id: "c1",
      clientId: "hr",
      protocol: "saml",
      frontchannelLogout: false,
      protocolMappers: [{ name: "role list", protocol: "saml", protocolMapper: "saml-role-list-mapper" }],
      attributes: { "saml.encrypt": "true", saml_idp_initiated_sso_url_name: "hr", "saml.force.post.binding": "true" },
    };
    const values = toClientFormValues(client);
    expect(values).toMatchObject({ samlEncrypt: true, samlClientSignature: true, idpInitiatedSsoUrlName: "hr" });
    const rep = fromClientFormValues({ ...values, description: "HR" }, client);
    expect(rep).toMatchObject({ id: "c1", description: "HR", frontchannelLogout: false });
    expect(rep.protocolMappers).toEqual(client.protocolMappers);
    expect(rep.attributes).toMatchObject({ "saml.force.post.binding": "true", "saml.encrypt": "true" });
    expect(rep.attributes).not.toHaveProperty("pkce.code.challenge.method");
  });

  it("reads Keycloak's defaults for missing logout and consent attributes", () => {
    const values = toClientFormValues({ clientId: "x" });
    expect(values).toMatchObject({
      frontchannelLogout: true,
      backchannelLogoutSessionRequired: true,
      backchannelLogoutRevokeOfflineSessions: false,
      displayOnConsentScreen: true,
      postLogoutRedirectUris: [],
    });
  });
});

describe("client JSON import", () => {
  it("parses a client object", () => {
    expect(parseClientJson('{"clientId":"a","redirectUris":["https://a/*"]}')).toEqual({
      client: { clientId: "a", redirectUris: ["https://a/*"] },
    });
  });

  it.each(["", "{", "{clientId: 'a'}", '{"clientId":"a",}'])("calls %j invalid JSON", (text) =>
    expect(parseClientJson(text)).toEqual({ error: "invalidJson" }),
  );

  it.each(["[]", "42", '"client"', "null", '{"clientId":7}', '{"redirectUris":"https://a"}', '{"attributes":[]}'])(
    "refuses %s as not a client",
    (text) => expect(parseClientJson(text)).toEqual({ error: "notAClient" }),
  );
});
