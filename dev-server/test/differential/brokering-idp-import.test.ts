// What the console asks of identity providers besides their instances: the configuration read from a provider's
// discovery document (by URL, or uploaded as a file), a factory's description, and fine-grained admin permissions.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { after, before } from "node:test";
import { differential } from "./differential.js";

/** a provider's discovery document, served to both servers from this process */
const discovery = {
  issuer: "https://idp.example.org",
  authorization_endpoint: "https://idp.example.org/auth",
  token_endpoint: "https://idp.example.org/token",
  userinfo_endpoint: "https://idp.example.org/userinfo",
  end_session_endpoint: "https://idp.example.org/logout",
  jwks_uri: "https://idp.example.org/jwks",
};
const descriptor = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="https://saml.example.org/idp">
  <md:IDPSSODescriptor WantAuthnRequestsSigned="true" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="https://saml.example.org/slo"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="https://saml.example.org/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;
let documents: Server;
let documentUrl = "";
before(async () => {
  documents = createServer((req, res) => {
    if (req.url !== "/.well-known/openid-configuration") return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(discovery));
  });
  await new Promise<void>((resolve) => documents.listen(0, "127.0.0.1", resolve));
  documentUrl = `http://127.0.0.1:${(documents.address() as AddressInfo).port}/.well-known/openid-configuration`;
});
after(() => new Promise<void>((resolve) => documents.close(() => resolve())));

/** the multipart form the console uploads a document with */
function upload(providerId: string, file: string) {
  const boundary = "differential-upload";
  const part = (name: string, value: string, filename = "") =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename && `; filename="${filename}"`}\r\n\r\n${value}\r\n`;
  return {
    rawBody: `${part("providerId", providerId)}${part("file", file, "metadata.json")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const providers = [
  "oidc",
  "keycloak-oidc",
  "saml",
  "github",
  "google",
  "gitlab",
  "facebook",
  "microsoft",
  "linkedin-openid-connect",
  "twitter",
  "bitbucket",
  "stackoverflow",
  "paypal",
  "openshift-v4",
];

differential("brokering-idp-import", {}, (scenario) => {
  scenario("reads a provider's configuration from its discovery document", async (api) => {
    await api.post("/identity-provider/import-config", { providerId: "oidc", fromUrl: documentUrl });
    await api.post("/identity-provider/import-config", { providerId: "keycloak-oidc", fromUrl: documentUrl });
    await api.post("/identity-provider/import-config", undefined, upload("oidc", JSON.stringify(discovery)));
    await api.post("/identity-provider/import-config", undefined, upload("saml", descriptor));
    // a social provider's factory reads nothing from the document
    await api.post("/identity-provider/import-config", { providerId: "github", fromUrl: documentUrl });
  });

  scenario("describes each kind of provider", async (api) => {
    for (const providerId of providers) await api.get(`/identity-provider/providers/${providerId}`);
  });

  scenario("enables and disables a provider's fine-grained permissions", async (api) => {
    await api.quietly("POST", "/identity-provider/instances", { alias: "corp", providerId: "oidc", config: {} });
    await api.get("/identity-provider/instances/corp/management/permissions");
    await api.put("/identity-provider/instances/corp/management/permissions", { enabled: true });
    await api.get("/identity-provider/instances/corp/management/permissions");
    await api.put("/identity-provider/instances/corp/management/permissions", { enabled: false });
    await api.get("/identity-provider/instances/corp/management/permissions");
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    await api.quietly("POST", "/identity-provider/instances", { alias: "corp", providerId: "oidc", config: {} });
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).post("/identity-provider/import-config", { providerId: "oidc", fromUrl: documentUrl });
    await api.as(viewer).get("/identity-provider/providers/oidc");
    await api.as(viewer).get("/identity-provider/instances/corp/management/permissions");
    await api.as(viewer).put("/identity-provider/instances/corp/management/permissions", { enabled: true });
  });

  scenario("refuses a request without its document, an unknown kind and an unknown provider", async (api) => {
    await api.post("/identity-provider/import-config", { providerId: "oidc" });
    await api.post("/identity-provider/import-config", { providerId: "oidc", fromUrl: documentUrl, alias: "a b" });
    // what cannot be fetched or read fails with Keycloak's 500
    await api.post("/identity-provider/import-config", { providerId: "oidc", fromUrl: `${documentUrl}/missing` });
    await api.post("/identity-provider/import-config", { providerId: "nothing", fromUrl: documentUrl });
    await api.post("/identity-provider/import-config", undefined, upload("oidc", "not json"));
    await api.post("/identity-provider/import-config", undefined, upload("oidc", "[1]"));
    await api.post("/identity-provider/import-config", undefined, upload("saml", "<html/>"));
    await api.get("/identity-provider/providers/no-such-kind");
    await api.get("/identity-provider/instances/nobody/management/permissions");
    await api.put("/identity-provider/instances/nobody/management/permissions", { enabled: true });
  });
});
