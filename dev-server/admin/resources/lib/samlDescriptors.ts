// The SAML installation provider's answer for a client (Keycloak's SamlSPDescriptorClientInstallation): the client as
// service provider, from its SAML attributes.
import type { ClientRecord } from "./lookups.js";
import { escapeHtml } from "../../../oidc/escapeHtml.js";

const POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const ARTIFACT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Artifact";
const UNSPECIFIED = "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified";
const NOT_SET = "ERROR:ENDPOINT_NOT_SET";

// character references serve XML as they serve HTML
const xml = (s: unknown) => escapeHtml(String(s));
const flag = (client: ClientRecord, name: string) => client.attributes?.[name] === "true";
const attribute = (client: ClientRecord, name: string) => client.attributes?.[name]?.trim() || undefined;

/** the client's endpoints for its login binding: POST, redirect, or artifact when forced */
function spEndpoints(client: ClientRecord) {
  const post = flag(client, "saml.force.post.binding");
  let loginBinding = post ? POST : REDIRECT;
  let assertionUrl = attribute(
    client,
    post ? "saml_assertion_consumer_url_post" : "saml_assertion_consumer_url_redirect",
  );
  let logoutUrl = attribute(
    client,
    post ? "saml_single_logout_service_url_post" : "saml_single_logout_service_url_redirect",
  );
  let logoutBinding = loginBinding;
  if (flag(client, "saml.artifact.binding")) {
    const artifactLogout = attribute(client, "saml_single_logout_service_url_artifact");
    if (artifactLogout) [logoutBinding, logoutUrl] = [ARTIFACT, artifactLogout];
    assertionUrl = attribute(client, "saml_assertion_consumer_url_artifact");
    loginBinding = ARTIFACT;
  }
  const adminUrl = client.adminUrl?.trim() || undefined;
  return {
    loginBinding,
    logoutBinding,
    assertionUrl: assertionUrl ?? adminUrl ?? NOT_SET,
    logoutUrl: logoutUrl ?? adminUrl ?? NOT_SET,
  };
}

export function spDescriptor(client: ClientRecord): string {
  const { loginBinding, logoutBinding, assertionUrl, logoutUrl } = spEndpoints(client);
  const signing = attribute(client, "saml.signing.certificate");
  const encryption = attribute(client, "saml.encryption.certificate");
  const key = (use: string, certificate: string) =>
    `<md:KeyDescriptor use="${use}"><ds:KeyInfo><ds:X509Data><ds:X509Certificate>${certificate}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`;
  return [
    `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" xmlns:ds="http://www.w3.org/2000/09/xmldsig#" entityID="${xml(client.clientId)}">`,
    `<md:SPSSODescriptor AuthnRequestsSigned="${flag(client, "saml.client.signature")}" WantAssertionsSigned="${flag(client, "saml.assertion.signature")}" protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">`,
    signing ? key("signing", signing) : "",
    encryption ? key("encryption", encryption) : "",
    `<md:SingleLogoutService Binding="${logoutBinding}" Location="${xml(logoutUrl)}"/>`,
    `<md:NameIDFormat>${xml(attribute(client, "saml_name_id_format") ?? UNSPECIFIED)}</md:NameIDFormat>`,
    `<md:AssertionConsumerService Binding="${loginBinding}" Location="${xml(assertionUrl)}" index="1" isDefault="true"/>`,
    "</md:SPSSODescriptor>",
    "</md:EntityDescriptor>",
  ].join("");
}
