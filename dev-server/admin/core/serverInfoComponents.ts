// The component types (key providers, user storage, ...) GET /admin/serverinfo lists, with their properties.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { property, type PropertyExtra } from "./mapperConfigProperties.js";
import { USER_PROFILE_VALIDATORS } from "../../realm/userProfileValidators.js";
import { LDAP_MAPPER_TYPES, USER_STORAGE_TYPES } from "./serverInfoLdap.js";

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
  "org.keycloak.storage.UserStorageProvider": USER_STORAGE_TYPES,
  "org.keycloak.storage.ldap.mappers.LDAPStorageMapper": LDAP_MAPPER_TYPES,
  "org.keycloak.userprofile.UserProfileProvider": [
    keyProvider("declarative-user-profile", "A declarative user profile provider", []),
  ],
  "org.keycloak.validate.Validator": USER_PROFILE_VALIDATORS,
};
