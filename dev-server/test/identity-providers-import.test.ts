// import-config as Keycloak 26 answers it: a discovery document or SAML descriptor fetched from a URL (here a local
// HTTP server) or uploaded as a multipart file becomes the provider's config map; what cannot be fetched or read is
// Keycloak's 500.
// Also providers/{id}, reload-keys and the mapper checks.
import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

const DISCOVERY = {
  issuer: "https://idp.example.org/realms/x",
  authorization_endpoint: "https://idp.example.org/auth",
  token_endpoint: "https://idp.example.org/token",
  userinfo_endpoint: "https://idp.example.org/userinfo",
  end_session_endpoint: "https://idp.example.org/logout",
  jwks_uri: "https://idp.example.org/certs",
};
const SAML = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://saml.example.org/idp">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:KeyDescriptor use="signing"><ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data>
      <ds:X509Certificate>MIIBsigning</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://saml.example.org/slo"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://saml.example.org/redirect"/>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://saml.example.org/sso?a=1&amp;b=2"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

let s: AcmeServer;
let metadata: Server;
let metadataUrl: string;

before(async () => {
  s = await startAcmeServer();
  metadata = createServer((req, res) => {
    if (req.url === "/discovery") res.setHeader("content-type", "application/json").end(JSON.stringify(DISCOVERY));
    else if (req.url === "/saml") res.setHeader("content-type", "application/xml").end(SAML);
    else if (req.url === "/html") res.setHeader("content-type", "text/html").end("<html><body>hi</body></html>");
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => metadata.listen(0, "127.0.0.1", resolve));
  metadataUrl = `http://127.0.0.1:${(metadata.address() as AddressInfo).port}`;
});
after(async () => {
  metadata.close();
  await s.server.cleanup();
});

const importFrom = (body: object) =>
  s.api("/identity-provider/import-config", { method: "POST", body: JSON.stringify(body) });

describe("identity providers: import-config", () => {
  it("reads an OIDC discovery document from a URL into Keycloak's config map", async () => {
    const response = await importFrom({ providerId: "keycloak-oidc", fromUrl: `${metadataUrl}/discovery` });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      issuer: DISCOVERY.issuer,
      authorizationUrl: DISCOVERY.authorization_endpoint,
      tokenUrl: DISCOVERY.token_endpoint,
      userInfoUrl: DISCOVERY.userinfo_endpoint,
      logoutUrl: DISCOVERY.end_session_endpoint,
      validateSignature: "true",
      useJwksUrl: "true",
      jwksUrl: DISCOVERY.jwks_uri,
      metadataDescriptorUrl: `${metadataUrl}/discovery`,
    });
  });

  it("reads a SAML EntityDescriptor, preferring the POST binding", async () => {
    const response = await importFrom({ providerId: "saml", fromUrl: `${metadataUrl}/saml` });
    assert.equal(response.status, 200);
    const config = await response.json();
    assert.equal(config.idpEntityId, "https://saml.example.org/idp");
    assert.equal(config.singleSignOnServiceUrl, "https://saml.example.org/sso?a=1&b=2");
    assert.equal(config.postBindingResponse, "true");
    assert.equal(config.postBindingAuthnRequest, "true");
    assert.equal(config.singleLogoutServiceUrl, "https://saml.example.org/slo");
    assert.equal(config.postBindingLogout, "false");
    assert.equal(config.nameIDPolicyFormat, "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress");
    assert.equal(config.signingCertificate, "MIIBsigning");
    assert.equal(config.wantAuthnRequestsSigned, "true");
    assert.equal(config.validateSignature, "true");
  });

  it("parses an uploaded file", async () => {
    const form = new FormData();
    form.set("providerId", "saml");
    form.set("file", new Blob([SAML], { type: "text/xml" }), "idp.xml");
    // encoded first: the api helper would label a bare FormData body as JSON
    const encoded = new Request("http://form.invalid/", { method: "POST", body: form });
    const response = await s.api("/identity-provider/import-config", {
      method: "POST",
      headers: { "content-type": encoded.headers.get("content-type") ?? "" },
      body: await encoded.arrayBuffer(),
    });
    assert.equal(response.status, 200);
    const config = await response.json();
    assert.equal(config.syncMode, undefined);
    assert.equal(config.idpEntityId, "https://saml.example.org/idp");
  });

  it("fails as Keycloak does when the document cannot be fetched or read, and needs a URL", async () => {
    const serverError = { error: "unknown_error", error_description: "For more on this error consult the server log." };
    const unreachable = await importFrom({ providerId: "oidc", fromUrl: `${metadataUrl}/missing` });
    assert.deepEqual([unreachable.status, await unreachable.json()], [500, serverError]);
    const notJson = await importFrom({ providerId: "oidc", fromUrl: `${metadataUrl}/html` });
    assert.equal(notJson.status, 500);
    assert.deepEqual(await notJson.json(), { error: "invalid_request", error_description: "Cannot parse the JSON" });
    const notSaml = await importFrom({ providerId: "saml", fromUrl: `${metadataUrl}/discovery` });
    assert.deepEqual([notSaml.status, await notSaml.json()], [500, serverError]);
    const noUrl = await importFrom({ providerId: "oidc" });
    assert.deepEqual([noUrl.status, await noUrl.json()], [400, { error: "HTTP 400 Bad Request" }]);
    const fileScheme = await importFrom({ providerId: "oidc", fromUrl: "file:///etc/passwd" });
    assert.equal(fileScheme.status, 500);
  });

  it("requires manage-identity-providers", async () => {
    const viewer = await s.loginAs("helpdesk");
    const refused = await s.api("/identity-provider/import-config", {
      method: "POST",
      token: await viewer.getAccessToken(),
      body: JSON.stringify({ providerId: "oidc", fromUrl: `${metadataUrl}/discovery` }),
    });
    assert.equal(refused.status, 403);
  });
});

describe("identity providers: factories, keys and mappers", () => {
  it("describes a known provider and answers an unknown one with a bare 400", async () => {
    const known = await s.api("/identity-provider/providers/keycloak-oidc");
    assert.deepEqual(await known.json(), {
      id: "keycloak-oidc",
      name: "Keycloak OpenID Connect",
      configProperties: [],
      helpText: "",
      configMetadata: [],
    });
    const unknown = await s.api("/identity-provider/providers/nope");
    assert.deepEqual([unknown.status, await unknown.json()], [400, { error: "HTTP 400 Bad Request" }]);
  });

  it("offers SAML its own mapper types and refuses a duplicate name or unknown type", async () => {
    await s.admin.identityProviders.create({ alias: "saml-m", providerId: "saml", config: {} });
    const types = await s.admin.identityProviders.findMapperTypes({ alias: "saml-m" });
    assert.ok(types["saml-role-idp-mapper"]);
    assert.ok(types["saml-user-attribute-idp-mapper"]);
    assert.equal(types["oidc-role-idp-mapper"], undefined);
    const mapper = {
      name: "m1",
      identityProviderAlias: "saml-m",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
    };
    const path = "/identity-provider/instances/saml-m/mappers";
    assert.equal((await s.api(path, { method: "POST", body: JSON.stringify(mapper) })).status, 201);
    const again = await s.api(path, { method: "POST", body: JSON.stringify(mapper) });
    assert.deepEqual(
      [again.status, await again.json()],
      [400, { errorMessage: "Failed to add mapper 'm1' to identity provider [saml]." }],
    );
    const unknownType = await s.api(path, {
      method: "POST",
      body: JSON.stringify({ ...mapper, name: "m2", identityProviderMapper: "nope" }),
    });
    assert.equal(unknownType.status, 400);
  });

  it("reloads keys of a provider reading a JWKS URL", async () => {
    await s.admin.identityProviders.create({ alias: "jwks", providerId: "oidc", config: { useJwksUrl: "true" } });
    assert.equal(await (await s.api("/identity-provider/instances/jwks/reload-keys")).json(), true);
    assert.equal(await (await s.api("/identity-provider/instances/saml-m/reload-keys")).json(), false);
  });
});
