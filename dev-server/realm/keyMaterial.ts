// Reading the key material of key-provider components: a private key given as PEM or bare base64 (PKCS#8 or PKCS#1)
// and a certificate as PEM or bare base64 DER, as Keycloak's PemUtils reads them.
import { createPrivateKey, X509Certificate, type KeyObject } from "node:crypto";

type Config = Record<string, string[]>;
export const first = (config: Config | undefined, key: string) => config?.[key]?.[0];

function pemBody(text: string): Buffer {
  const der = Buffer.from(text.replace(/-----(BEGIN|END)[^-]*-----/g, "").replace(/\s+/g, ""), "base64");
  if (!der.length) throw new Error("empty key");
  return der;
}

export function decodePrivateKey(text: string): KeyObject {
  const der = pemBody(text);
  try {
    return createPrivateKey({ key: der, format: "der", type: "pkcs8" });
  } catch {
    return createPrivateKey({ key: der, format: "der", type: "pkcs1" });
  }
}

export function decodeCertificate(text: string): X509Certificate {
  return new X509Certificate(pemBody(text));
}

/** which config entry holds a provider's private key */
export function privateKeyEntry(providerId: string | undefined): string | undefined {
  if (providerId === "rsa-generated" || providerId === "rsa-enc-generated") return "privateKey";
  if (providerId === "rsa" || providerId === "rsa-enc") return "privateKey";
  if (providerId === "ecdsa-generated") return "ecdsaPrivateKey";
  if (providerId === "ecdh-generated") return "ecdhPrivateKey";
  if (providerId === "eddsa-generated") return "eddsaPrivateKey";
  return undefined;
}

/** the component's private key, or undefined when it has none (yet) or it cannot be read */
export function privateKeyOf(providerId: string | undefined, config: Config | undefined): KeyObject | undefined {
  const entry = privateKeyEntry(providerId);
  const text = entry && first(config, entry);
  if (!text) return undefined;
  try {
    return decodePrivateKey(text);
  } catch {
    return undefined;
  }
}

/** the component's certificate as base64 DER, or undefined */
export function certificateOf(config: Config | undefined): X509Certificate | undefined {
  const text = first(config, "certificate");
  if (!text) return undefined;
  try {
    return decodeCertificate(text);
  } catch {
    return undefined;
  }
}

export const ELLIPTIC_CURVES: Record<string, { nodeCurve: string; alg: string }> = {
  "P-256": { nodeCurve: "prime256v1", alg: "ES256" },
  "P-384": { nodeCurve: "secp384r1", alg: "ES384" },
  "P-521": { nodeCurve: "secp521r1", alg: "ES512" },
};

/** the config entry naming an elliptic-curve provider's curve, and the curves it takes */
export const CURVE_ENTRIES: Record<string, { entry: string; curves: string[] }> = {
  "ecdsa-generated": { entry: "ecdsaEllipticCurveKey", curves: Object.keys(ELLIPTIC_CURVES) },
  "ecdh-generated": { entry: "ecdhEllipticCurveKey", curves: Object.keys(ELLIPTIC_CURVES) },
  "eddsa-generated": { entry: "eddsaEllipticCurveKey", curves: ["Ed25519", "Ed448"] },
};
