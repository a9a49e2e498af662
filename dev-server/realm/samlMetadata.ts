// What Keycloak 26's SAMLIdentityProviderFactory.parseConfig takes from a SAML EntityDescriptor: the IdP's entity id,
// its single sign-on, logout and artifact endpoints (POST binding preferred), NameID format, certificates and the
// "hide from discovery" entity category. Metadata is read by element local names, whatever namespace prefix the
// document uses; the dev server has no XML parser, and these few elements and attributes are all the import needs.
import { MetadataParseError } from "./oidcProviderMetadata.js";

const POST = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST";
const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";
const SOAP = "urn:oasis:names:tc:SAML:2.0:bindings:SOAP";
const HIDE_FROM_DISCOVERY = "http://refeds.org/category/hide-from-discovery";
const ENTITY_CATEGORY = "http://macedir.org/entity-category";

interface XmlElement {
  attributes: Record<string, string>;
  /** the text between the start and end tags; "" for an empty element */
  body: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()];
    const code = name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return String.fromCodePoint(code);
  });
}

function readAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, doubleQuoted, singleQuoted] of tag.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes[name.replace(/^[\w.-]+:/, "")] = decode(doubleQuoted ?? singleQuoted ?? "");
  return attributes;
}

/** the elements named `localName` (any prefix) inside `xml`, in document order */
function elements(xml: string, localName: string): XmlElement[] {
  const found: XmlElement[] = [];
  const start = new RegExp(`<((?:[\\w.-]+:)?${localName})(\\s[^>]*?)?(/?)>`, "g");
  for (let match = start.exec(xml); match; match = start.exec(xml)) {
    const attributes = readAttributes(match[2] ?? "");
    if (match[3] === "/") {
      found.push({ attributes, body: "" });
      continue;
    }
    const end = xml.indexOf(`</${match[1]}>`, start.lastIndex);
    if (end < 0) throw new MetadataParseError("Could not parse IdP SAML Metadata");
    found.push({ attributes, body: xml.slice(start.lastIndex, end) });
    start.lastIndex = end;
  }
  return found;
}

const text = (element: XmlElement | undefined) => (element ? decode(element.body.replace(/<[^>]*>/g, "")).trim() : "");

/** the endpoint Keycloak picks: the first POST one, else the last redirect one */
function endpoint(descriptor: string, localName: string): { url?: string; post: boolean } {
  let url: string | undefined;
  for (const { attributes } of elements(descriptor, localName)) {
    if (attributes.Binding === POST) return { url: attributes.Location, post: true };
    if (attributes.Binding === REDIRECT) url = attributes.Location;
  }
  return { url, post: false };
}

function certificates(descriptor: string) {
  const byUse: { signing: string[]; encryption?: string; unspecified?: string } = { signing: [] };
  for (const key of elements(descriptor, "KeyDescriptor")) {
    const certificate = text(elements(key.body, "X509Certificate")[0]).replace(/\s+/g, "");
    if (key.attributes.use === "signing") byUse.signing.push(certificate);
    else if (key.attributes.use === "encryption") byUse.encryption = certificate;
    else if (!key.attributes.use) byUse.unspecified = certificate;
  }
  return byUse;
}

function hiddenFromDiscovery(entity: string): boolean {
  return elements(entity, "Attribute").some(
    (attribute) =>
      attribute.attributes.Name === ENTITY_CATEGORY &&
      elements(attribute.body, "AttributeValue").some((value) => text(value) === HIDE_FROM_DISCOVERY),
  );
}

/** the identity provider's config map for a SAML metadata document; {} when it describes no IdP */
export function samlConfigFromDescriptor(xml: string, now = Date.now()): Record<string, string> {
  const entity = elements(xml, "EntityDescriptor")[0];
  if (!entity?.attributes.entityID) throw new MetadataParseError("Could not parse IdP SAML Metadata");
  const idp = elements(entity.body, "IDPSSODescriptor")[0];
  if (!idp) return {};
  const signOn = endpoint(idp.body, "SingleSignOnService");
  const logout = endpoint(idp.body, "SingleLogoutService");
  const artifact = elements(idp.body, "ArtifactResolutionService").find((e) => e.attributes.Binding === SOAP);
  const wantSigned = idp.attributes.WantAuthnRequestsSigned === "true";
  const keys = certificates(idp.body);
  const signing = keys.signing.length > 0 ? keys.signing : keys.unspecified ? [keys.unspecified] : [];
  const encryption = keys.encryption ?? keys.unspecified;
  const validUntil = entity.attributes.validUntil ? Date.parse(entity.attributes.validUntil) : NaN;
  const nameIdFormat = text(elements(idp.body, "NameIDFormat")[0]);
  const config: Record<string, string> = {
    idpEntityId: entity.attributes.entityID,
    ...(logout.url ? { singleLogoutServiceUrl: logout.url } : {}),
    ...(artifact?.attributes.Location ? { artifactResolutionServiceUrl: artifact.attributes.Location } : {}),
    ...(signOn.url ? { singleSignOnServiceUrl: signOn.url } : {}),
    wantAuthnRequestsSigned: String(wantSigned),
    addExtensionsElementWithKeyInfo: "false",
    validateSignature: String(wantSigned || signing.length > 0),
    postBindingResponse: String(signOn.post),
    artifactBindingResponse: "false",
    postBindingAuthnRequest: String(signOn.post),
    postBindingLogout: String(logout.post),
    loginHint: "false",
    ...(nameIdFormat ? { nameIDPolicyFormat: nameIdFormat } : {}),
    ...(signing.length > 0 ? { signingCertificate: signing.join(",") } : {}),
    ...(encryption ? { encryptionPublicKey: encryption } : {}),
    enabledFromMetadata: String(Number.isNaN(validUntil) || validUntil > now),
  };
  if (hiddenFromDiscovery(entity.body)) config.hideOnLoginPage = "true";
  return config;
}
