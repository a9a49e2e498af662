// The component types (key providers, user storage, ...) GET /admin/serverinfo lists, with their properties.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { property, type PropertyExtra } from "./mapperConfigProperties.js";
import { USER_PROFILE_VALIDATORS } from "../../realm/userProfileValidators.js";

const keyProvider = (id: string, helpText: string, properties: ConfigPropertyRepresentation[]) => ({
  id,
  helpText,
  properties,
  clientProperties: [],
  metadata: {},
});
// these types' help texts are their labels
const prop = (name: string, label: string, type: string, extra: PropertyExtra = {}) =>
  property(name, label, `${label}.`, { type, ...extra });
const priority = prop("priority", "Priority", "String", { defaultValue: "0" });
const enabled = prop("enabled", "Enabled", "boolean", { defaultValue: "true" });
const active = prop("active", "Active", "boolean", { defaultValue: "true" });
const rsaProps = [
  priority,
  enabled,
  active,
  prop("keySize", "Key size", "List", { defaultValue: "2048", options: ["1024", "2048", "3072", "4096"] }),
  prop("algorithm", "Algorithm", "List", {
    defaultValue: "RS256",
    options: ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512"],
  }),
];
const secretProps = (alg: string, options: string[], sizes: string[]) => [
  priority,
  enabled,
  active,
  prop("secretSize", "Secret size", "List", { defaultValue: sizes[0], options: sizes }),
  prop("algorithm", "Algorithm", "List", { defaultValue: alg, options }),
];

export const COMPONENT_TYPES: ServerInfoRepresentation["componentTypes"] = {
  "org.keycloak.keys.KeyProvider": [
    keyProvider("rsa-generated", "Generates RSA keys and creates a self-signed certificate", rsaProps),
    keyProvider("rsa-enc-generated", "Generates RSA keys for key encryption and creates a self-signed certificate", [
      priority,
      enabled,
      active,
      prop("keySize", "Key size", "List", { defaultValue: "2048", options: ["1024", "2048", "4096"] }),
      prop("algorithm", "Algorithm", "List", {
        defaultValue: "RSA-OAEP",
        options: ["RSA1_5", "RSA-OAEP", "RSA-OAEP-256"],
      }),
    ]),
    keyProvider("rsa", "RSA key provider that can optionally generate a self-signed certificate", [
      priority,
      enabled,
      active,
      prop("privateKey", "Private RSA Key", "File", { secret: true }),
      prop("certificate", "X509 Certificate", "File"),
      prop("algorithm", "Algorithm", "List", {
        defaultValue: "RS256",
        options: ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512"],
      }),
    ]),
    keyProvider(
      "hmac-generated",
      "Generates HMAC secret key",
      secretProps("HS512", ["HS256", "HS384", "HS512"], ["64", "16", "24", "32", "128", "256", "512"]),
    ),
    keyProvider("aes-generated", "Generates AES secret key", [
      priority,
      enabled,
      active,
      prop("secretSize", "AES Key size", "List", { defaultValue: "16", options: ["16", "24", "32"] }),
    ]),
    keyProvider("ecdsa-generated", "Generates ECDSA keys", [
      priority,
      enabled,
      active,
      prop("ecdsaEllipticCurveKey", "Elliptic Curve", "List", {
        defaultValue: "P-256",
        options: ["P-256", "P-384", "P-521"],
      }),
      prop("ecGenerateCertificate", "Generate certificate", "boolean", { defaultValue: "false" }),
    ]),
  ],
  "org.keycloak.storage.UserStorageProvider": [
    keyProvider("ldap", "LDAP", [
      prop("enabled", "Enabled", "boolean", { defaultValue: "true" }),
      prop("vendor", "Vendor", "String"),
      prop("connectionUrl", "Connection URL", "String"),
      prop("usersDn", "Users DN", "String"),
      prop("bindDn", "Bind DN", "String"),
      prop("bindCredential", "Bind Credential", "Password", { secret: true }),
      prop("editMode", "Edit mode", "List", { options: ["READ_ONLY", "WRITABLE", "UNSYNCED"] }),
    ]),
    keyProvider("kerberos", "Kerberos", [
      prop("kerberosRealm", "Kerberos realm", "String"),
      prop("serverPrincipal", "Server principal", "String"),
      prop("keyTab", "KeyTab", "String"),
    ]),
  ],
  "org.keycloak.storage.ldap.mappers.LDAPStorageMapper": [
    keyProvider(
      "user-attribute-ldap-mapper",
      "Used to map single attribute from LDAP user to attribute of UserModel in Keycloak DB",
      [
        prop("user.model.attribute", "User Model Attribute", "String"),
        prop("ldap.attribute", "LDAP Attribute", "String"),
        prop("read.only", "Read Only", "boolean"),
        prop("always.read.value.from.ldap", "Always Read Value From LDAP", "boolean"),
      ],
    ),
    keyProvider(
      "group-ldap-mapper",
      "Used to map group mappings of groups from some LDAP DN to Keycloak group mappings",
      [prop("groups.dn", "LDAP Groups DN", "String")],
    ),
    keyProvider("role-ldap-mapper", "Used to map role mappings of roles from some LDAP DN to Keycloak role mappings", [
      prop("roles.dn", "LDAP Roles DN", "String"),
    ]),
  ],
  "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy": [
    keyProvider("trusted-hosts", "Allowed hosts of clients", [
      prop("trusted-hosts", "Trusted Hosts", "MultivaluedString"),
      prop(
        "host-sending-registration-request-must-match",
        "Host Sending Client Registration Request Must Match",
        "boolean",
        { defaultValue: "true" },
      ),
      prop("client-uris-must-match", "Client URIs Must Match", "boolean", { defaultValue: "true" }),
    ]),
    keyProvider("max-clients", "Maximum number of clients in the realm", [
      prop("max-clients", "Max Clients Per Realm", "int", { defaultValue: "200" }),
    ]),
    keyProvider("consent-required", "Newly registered clients will require consent", []),
    keyProvider("scope", "Allowed client scopes", []),
    keyProvider("allowed-client-templates", "Allowed client scopes", [
      prop("allowed-client-scopes", "Allowed Client Scopes", "MultivaluedList"),
      prop("allow-default-scopes", "Allow Default Scopes", "boolean", { defaultValue: "true" }),
    ]),
    keyProvider("allowed-protocol-mappers", "Allowed protocol mapper types", [
      prop("allowed-protocol-mapper-types", "Allowed Protocol Mapper Types", "MultivaluedList"),
    ]),
    keyProvider("full-scope-disabled", "Full scope is disabled for newly registered clients", []),
  ],
  "org.keycloak.userprofile.UserProfileProvider": [
    keyProvider("declarative-user-profile", "A declarative user profile provider", []),
  ],
  "org.keycloak.validate.Validator": USER_PROFILE_VALIDATORS,
};
