// A realm's keys as GET /admin/realms/{realm}/keys describes them (Keycloak's KeysMetadataRepresentation): one entry
// per key with its provider, priority, status, type, algorithm, use, public key and certificate, and for every
// algorithm the kid of the key that signs (or encrypts) with it now.
import { createPublicKey, type KeyObject } from "node:crypto";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../store/model.js";
import { certificateOf, ELLIPTIC_CURVES, first, privateKeyOf } from "./keyMaterial.js";
import { keyActive, keyEnabled, keyPriority, realmKeyProviders } from "./realmKeys.js";
import { kidOf } from "./x509.js";

type Config = Record<string, string[]>;
type Component = ComponentRepresentation & { id: string };

export interface KeyMetadata {
  providerId: string;
  providerPriority: number;
  kid: string;
  status: "ACTIVE" | "PASSIVE" | "DISABLED";
  type: "RSA" | "EC" | "OKP" | "OCT";
  algorithm: string;
  use: "SIG" | "ENC";
  publicKey?: string;
  certificate?: string;
  validTo?: number;
}

/** an asymmetric key of a component: its private key, public key (SPKI DER), kid, algorithm, use and certificate */
export interface AsymmetricKey {
  component: Component;
  privateKey: KeyObject;
  spki: Buffer;
  kid: string;
  algorithm: string;
  use: "SIG" | "ENC";
  certificate?: string;
  validTo?: number;
}

const ENCRYPTION_PROVIDERS = new Set(["rsa-enc-generated", "rsa-enc", "ecdh-generated"]);

function algorithmOf(providerId: string | undefined, config: Config | undefined): string {
  if (providerId === "ecdsa-generated")
    return (ELLIPTIC_CURVES[first(config, "ecdsaEllipticCurveKey") ?? "P-256"] ?? ELLIPTIC_CURVES["P-256"]).alg;
  // Keycloak 26.7 lists an ECDH key that names no algorithm as RS256, not as the ECDH-ES it declares the default
  if (providerId === "ecdh-generated") return first(config, "ecdhAlgorithm") ?? "RS256";
  if (providerId === "eddsa-generated") return "EdDSA";
  const encryption = ENCRYPTION_PROVIDERS.has(providerId ?? "");
  return first(config, "algorithm") ?? (encryption ? "RSA-OAEP" : "RS256");
}

/** Keycloak's key types: RSA, EC, OKP for the Edwards curves */
const keyType = (key: KeyObject): KeyMetadata["type"] =>
  key.asymmetricKeyType === "ec" ? "EC" : key.asymmetricKeyType === "rsa" ? "RSA" : "OKP";

export function asymmetricKey(c: Component): AsymmetricKey | undefined {
  const config = c.config as Config | undefined;
  const privateKey = privateKeyOf(c.providerId, config);
  if (!privateKey) return undefined;
  const spki = createPublicKey(privateKey).export({ format: "der", type: "spki" });
  const certificate = certificateOf(config);
  return {
    component: c,
    privateKey,
    spki,
    kid: kidOf(spki),
    algorithm: algorithmOf(c.providerId, config),
    use: ENCRYPTION_PROVIDERS.has(c.providerId ?? "") ? "ENC" : "SIG",
    certificate: certificate?.raw.toString("base64"),
    validTo: certificate ? Date.parse(certificate.validTo) : undefined,
  };
}

export function keyStatus(c: ComponentRepresentation): KeyMetadata["status"] {
  return !keyEnabled(c) ? "DISABLED" : keyActive(c) ? "ACTIVE" : "PASSIVE";
}

export function keyMetadata(c: Component): KeyMetadata | undefined {
  const base = { providerId: c.id, providerPriority: keyPriority(c), status: keyStatus(c) };
  const key = asymmetricKey(c);
  if (key)
    return {
      ...base,
      kid: key.kid,
      type: keyType(key.privateKey),
      algorithm: key.algorithm,
      use: key.use,
      publicKey: key.spki.toString("base64"),
      ...(key.certificate ? { certificate: key.certificate, validTo: key.validTo } : {}),
    };
  const config = c.config as Config | undefined;
  const kid = first(config, "kid");
  if ((c.providerId !== "hmac-generated" && c.providerId !== "aes-generated") || !kid) return undefined;
  const aes = c.providerId === "aes-generated";
  return {
    ...base,
    kid,
    type: "OCT",
    algorithm: aes ? "AES" : (first(config, "algorithm") ?? "HS512"),
    use: aes ? "ENC" : "SIG",
  };
}

/** the realm's keys, highest priority first, and the active kid for every algorithm */
export function realmKeysMetadata(realm: RealmData): { active: Record<string, string>; keys: KeyMetadata[] } {
  const keys = realmKeyProviders(realm)
    .map(keyMetadata)
    .filter((k): k is KeyMetadata => !!k)
    .sort((a, b) => b.providerPriority - a.providerPriority);
  const active: Record<string, string> = {};
  for (const k of keys) if (k.status === "ACTIVE" && !active[k.algorithm]) active[k.algorithm] = k.kid;
  return { active, keys };
}
