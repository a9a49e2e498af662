// What Keycloak's key-provider factories check before a key provider is saved (their validateConfiguration), with
// Keycloak's messages: a numeric priority, true/false switches, and for an imported RSA key a readable private key
// and, when given, a readable certificate for that same key.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { createPublicKey } from "node:crypto";
import { CURVE_ENTRIES, decodeCertificate, decodePrivateKey, first } from "./keyMaterial.js";

type Config = Record<string, string[]>;

function checkImportedRsa(config: Config): string | undefined {
  const pem = first(config, "privateKey");
  if (!pem?.trim()) return "'Private RSA Key' is required";
  let privateKey;
  try {
    privateKey = decodePrivateKey(pem);
  } catch {
    return "Failed to decode private key";
  }
  if (privateKey.asymmetricKeyType !== "rsa") return "Failed to decode private key";
  const certificateText = first(config, "certificate");
  if (!certificateText?.trim()) return undefined;
  let certificate;
  try {
    certificate = decodeCertificate(certificateText);
  } catch {
    return "Failed to decode certificate";
  }
  const spki = { format: "der", type: "spki" } as const;
  if (!certificate.publicKey.export(spki).equals(createPublicKey(privateKey).export(spki)))
    return "Certificate does not match private key";
  return undefined;
}

/** Keycloak's error message for an invalid key-provider configuration, or undefined when it may be saved */
export function keyProviderError(c: ComponentRepresentation): string | undefined {
  const config = (c.config ?? {}) as Config;
  const priority = first(config, "priority");
  if (priority !== undefined && priority !== "" && !/^-?\d+$/.test(priority)) return "'Priority' should be a number";
  for (const [key, label] of [
    ["enabled", "Enabled"],
    ["active", "Active"],
  ] as const) {
    const value = first(config, key);
    if (value !== undefined && value !== "true" && value !== "false") return `'${label}' should be 'true' or 'false'`;
  }
  if (c.providerId === "rsa" || c.providerId === "rsa-enc") return checkImportedRsa(config);
  if (c.providerId === "java-keystore" && !first(config, "keystore")?.trim()) return "'Keystore' is required";
  if (c.providerId === "rsa-generated" || c.providerId === "rsa-enc-generated")
    return listProblem(config, "keySize", "Key size", ["1024", "2048", "3072", "4096"]);
  // Keycloak checks an AES key's size against the HMAC sizes
  if (c.providerId === "hmac-generated" || c.providerId === "aes-generated")
    return listProblem(config, "secretSize", "Secret size", ["16", "24", "32", "64", "128", "256", "512"]);
  const curve = c.providerId ? CURVE_ENTRIES[c.providerId] : undefined;
  return curve && listProblem(config, curve.entry, "Elliptic Curve", curve.curves);
}

/** a value given that is not one of the options, as Keycloak words it: "'Label' should be a, b or c" */
function listProblem(config: Config, key: string, label: string, options: string[]): string | undefined {
  const value = first(config, key);
  if (value === undefined || options.includes(value)) return undefined;
  return `'${label}' should be ${options.slice(0, -1).join(", ")} or ${options.at(-1)}`;
}
