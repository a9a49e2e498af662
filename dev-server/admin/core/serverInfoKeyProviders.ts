// The key providers GET /admin/serverinfo lists (componentTypes["org.keycloak.keys.KeyProvider"]), as Keycloak 26.7
// describes them; a key-provider component's config shows only these properties.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { property } from "./mapperConfigProperties.js";

/** a property whose default Keycloak sends as it is typed in Java: a number or a boolean, not a string */
const typedDefault = (name: string, label: string, helpText: string, type: string, defaultValue: unknown) =>
  ({ ...property(name, label, helpText, { type }), defaultValue }) as ConfigPropertyRepresentation;
const list = (name: string, label: string, helpText: string, defaultValue: string, options: string[]) =>
  property(name, label, helpText, { type: "List", defaultValue, options });

const priority = property("priority", "Priority", "Priority for the provider", { defaultValue: "0" });
const enabled = property("enabled", "Enabled", "Set if the keys are enabled", {
  type: "boolean",
  defaultValue: "true",
});
const active = property("active", "Active", "Set if the keys can be used for signing", {
  type: "boolean",
  defaultValue: "true",
});
const common = [priority, enabled, active];
const generateCertificate = typedDefault(
  "ecGenerateCertificate",
  "Generate Certificate",
  "If a certificate should be build on creation. If the certificate is build, it will be available in the realm JWK for the key in the claim x5c and corresponding thumbprints may be available in the claims like x5t or x5t#S256.",
  "boolean",
  false,
);
const CURVES = ["P-256", "P-384", "P-521"];
const SIGNATURE_ALGORITHMS = ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512"];
const ENCRYPTION_ALGORITHMS = ["RSA1_5", "RSA-OAEP", "RSA-OAEP-256"];
const ECDH_ALGORITHMS = ["ECDH-ES", "ECDH-ES+A128KW", "ECDH-ES+A192KW", "ECDH-ES+A256KW"];
const keySize = typedDefault("keySize", "Key size", "Size for the generated keys", "List", 2048);
const keySizeOptions = { ...keySize, options: ["1024", "2048", "3072", "4096"] } as ConfigPropertyRepresentation;
const signatureAlgorithm = list(
  "algorithm",
  "Algorithm",
  "Intended algorithm for the key",
  "RS256",
  SIGNATURE_ALGORITHMS,
);
const encryptionAlgorithm = list(
  "algorithm",
  "Algorithm",
  "Intended algorithm for the key encryption",
  "RSA-OAEP",
  ENCRYPTION_ALGORITHMS,
);
const importedKey = [
  property("privateKey", "Private RSA Key", "Private RSA Key encoded in PEM format", { type: "File", secret: true }),
  property("certificate", "X509 Certificate", "X509 Certificate encoded in PEM format", { type: "File" }),
];
const KEYSTORE_HELP =
  "Path to the keystore file. The keystore should be located inside a folder named like the realm name inside\nthe main keystores directory (by default `data` directory under {project_name}'s installation folder). For a\nrealm called `test` the keystore file should located inside `${kc.home.dir}/data/test`. This way the keystore\nfile is isolated between different realms. If the path is relative, the file will be located from that folder.\n";

// Keycloak sends key providers without clientProperties
const keyProvider = (id: string, helpText: string, properties: ConfigPropertyRepresentation[]) =>
  ({ id, helpText, properties: [...common, ...properties], metadata: {} }) as unknown as ComponentTypeRepresentation;

export const KEY_PROVIDER_TYPES = [
  keyProvider("aes-generated", "Generates AES secret key", [
    list(
      "secretSize",
      "AES Key size",
      "Size in bytes for the generated AES Key. Size 16 is for AES-128, Size 24 for AES-192 and Size 32 for AES-256.",
      "32",
      ["16", "24", "32"],
    ),
  ]),
  keyProvider("ecdh-generated", "Generates ECDH keys", [
    generateCertificate,
    list("ecdhEllipticCurveKey", "Elliptic Curve", "Elliptic Curve used in ECDH", "P-256", CURVES),
    list(
      "ecdhAlgorithm",
      "Algorithm",
      "Algorithm for processing the Content Encryption Key",
      "ECDH-ES",
      ECDH_ALGORITHMS,
    ),
  ]),
  keyProvider("ecdsa-generated", "Generates ECDSA keys", [
    generateCertificate,
    list("ecdsaEllipticCurveKey", "Elliptic Curve", "Elliptic Curve used in ECDSA", "P-256", CURVES),
  ]),
  keyProvider("eddsa-generated", "Generates EdDSA keys", [
    list("eddsaEllipticCurveKey", "Elliptic Curve", "Elliptic Curve used in EdDSA", "Ed25519", ["Ed25519", "Ed448"]),
  ]),
  keyProvider("hmac-generated", "Generates HMAC secret key", [
    list("secretSize", "Secret size", "Size in bytes for the generated secret", "128", [
      "16",
      "24",
      "32",
      "64",
      "128",
      "256",
      "512",
    ]),
    list("algorithm", "Algorithm", "Intended algorithm for the key", "HS512", ["HS256", "HS384", "HS512"]),
  ]),
  keyProvider("java-keystore", "Loads keys from a Java keys file", [
    list("algorithm", "Algorithm", "Intended algorithm for the key", "RS256", [
      "AES",
      "EdDSA",
      "ES256",
      "ES384",
      "ES512",
      "HS256",
      "HS384",
      "HS512",
      ...SIGNATURE_ALGORITHMS,
      ...ENCRYPTION_ALGORITHMS,
      ...ECDH_ALGORITHMS,
    ]),
    property("keystore", "Keystore", KEYSTORE_HELP),
    property("keystorePassword", "Keystore Password", "Password for the keys", { secret: true }),
    property(
      "keystoreType",
      "Keystore Type",
      "Keystore type. This parameter is not mandatory. If omitted, the type will be detected from keystore file or default keystore type will be used",
      { type: "List", defaultValue: "JKS", options: ["JKS", "PKCS12", "BCFKS"] },
    ),
    property("keyAlias", "Key Alias", "Alias for the private key"),
    property("keyPassword", "Key Password", "Password for the private key", { secret: true }),
    list("keyUse", "Key use", "Whether the key should be used for signing or encryption.", "sig", ["sig", "enc"]),
  ]),
  keyProvider("rsa", "RSA signature key provider that can optionally generated a self-signed certificate", [
    ...importedKey,
    signatureAlgorithm,
  ]),
  keyProvider("rsa-enc", "RSA for key encryption provider that can optionally generated a self-signed certificate", [
    ...importedKey,
    encryptionAlgorithm,
  ]),
  keyProvider("rsa-enc-generated", "Generates RSA keys for key encryption and creates a self-signed certificate", [
    keySizeOptions,
    encryptionAlgorithm,
  ]),
  keyProvider("rsa-generated", "Generates RSA signature keys and creates a self-signed certificate", [
    keySizeOptions,
    signatureAlgorithm,
  ]),
];
