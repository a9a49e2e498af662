// The SAML installation providers' answers for a client (Keycloak's SamlIDPDescriptorClientInstallation and
// SamlSPDescriptorClientInstallation): the realm as identity provider, tailored to the client's bindings and
// signature settings, and the client as service provider, from its SAML attributes.
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

/** the KeyDescriptor Keycloak's SPMetadataDescriptor.xmlKeyInfo writes */
function keyInfo(indent: string, kid: string | undefined, certificate: string, use: string): string {
  return [
    `${indent}<KeyDescriptor use="${use}">`,
    `${indent}  <dsig:KeyInfo>`,
    ...(kid ? [`${indent}    <dsig:KeyName>${xml(kid)}</dsig:KeyName>`] : []),
    `${indent}    <dsig:X509Data>`,
    `${indent}      <dsig:X509Certificate>${certificate}</dsig:X509Certificate>`,
    `${indent}    </dsig:X509Data>`,
    `${indent}  </dsig:KeyInfo>`,
    `${indent}</KeyDescriptor>`,
    "",
  ].join("\n");
}

export interface RealmSigningCertificate {
  kid?: string;
  certificate: string;
}

export function idpDescriptor(
  client: ClientRecord,
  realmUrl: string,
  signing: RealmSigningCertificate | undefined,
): string {
  const bindUrl = xml(`${realmUrl}/protocol/saml`);
  const postOnly = flag(client, "saml.force.post.binding");
  const service = (name: string, binding: string) =>
    `      <${name}\n         Binding="${binding}"\n         Location="${bindUrl}" />\n`;
  const nameIdFormat = attribute(client, "saml_name_id_format");
  const formats =
    flag(client, "saml_force_name_id_format") && nameIdFormat
      ? [nameIdFormat]
      : [
          "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent",
          "urn:oasis:names:tc:SAML:2.0:nameid-format:transient",
          UNSPECIFIED,
          "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
        ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<EntityDescriptor entityID="${xml(realmUrl)}"\n`,
    '                   xmlns="urn:oasis:names:tc:SAML:2.0:metadata"\n',
    '                   xmlns:dsig="http://www.w3.org/2000/09/xmldsig#"\n',
    '                   xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n',
    `   <IDPSSODescriptor WantAuthnRequestsSigned="${flag(client, "saml.client.signature")}"\n`,
    '      protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">\n',
    service("SingleLogoutService", POST),
    postOnly ? "" : service("SingleLogoutService", REDIRECT),
    ...formats.map((f) => `   <NameIDFormat>${xml(f)}</NameIDFormat>\n`),
    "\n",
    `      <SingleSignOnService Binding="${POST}"\n         Location="${bindUrl}" />\n`,
    postOnly ? "" : `      <SingleSignOnService Binding="${REDIRECT}"\n         Location="${bindUrl}" />\n`,
    signing ? keyInfo("      ", signing.kid, signing.certificate, "signing") : "",
    "   </IDPSSODescriptor>\n",
    "</EntityDescriptor>\n",
  ].join("");
}

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
