// What Keycloak's key-provider factories check before a key provider is saved (their validateConfiguration), with
// Keycloak's messages: a numeric priority, true/false switches, and for an imported RSA key a readable private key
// and, when given, a readable certificate for that same key.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { createPublicKey } from "node:crypto";
import { decodeCertificate, decodePrivateKey, ELLIPTIC_CURVES, first } from "./keyMaterial.js";

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
  if (c.providerId === "rsa") return checkImportedRsa(config);
  const curve = first(config, "ecdsaEllipticCurveKey");
  if (c.providerId === "ecdsa-generated" && curve !== undefined && !ELLIPTIC_CURVES[curve])
    return `'Elliptic Curve' should be one of ${Object.keys(ELLIPTIC_CURVES).join(", ")}`;
  return undefined;
}
