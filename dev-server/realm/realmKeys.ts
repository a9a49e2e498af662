// Keys of a realm's key-provider components, made as Keycloak makes them: rsa-generated keeps a base64 PKCS#8
// private key and a self-signed X.509 certificate in config.privateKey / config.certificate, rsa the imported PEM
// (and a self-signed certificate when none was given), ecdsa-generated config.ecdsaPrivateKey / ecdsaPublicKey,
// hmac-generated and aes-generated config.secret and config.kid. Like Keycloak, a key whose size or curve no longer
// matches the configuration is made again.
import {
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  type KeyObject,
} from "node:crypto";
import { promisify } from "node:util";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../store/model.js";
import { selfSignedCertificate } from "./x509.js";
import { certificateOf, ELLIPTIC_CURVES, first, privateKeyOf } from "./keyMaterial.js";

export { kidOf, selfSignedCertificate } from "./x509.js";

export const KEY_PROVIDER_TYPE = "org.keycloak.keys.KeyProvider";

type Config = Record<string, string[]>;
const RSA_GENERATED = new Set(["rsa-generated", "rsa-enc-generated"]);

function rsaKeyStale(c: ComponentRepresentation): boolean {
  const config = c.config as Config;
  const key = privateKeyOf(c.providerId, config);
  return (
    !key ||
    !first(config, "certificate") ||
    key.asymmetricKeyDetails?.modulusLength !== Number(first(config, "keySize") ?? 2048)
  );
}

function storeRsa(config: Config, privateKey: KeyObject, realmName: string): void {
  config.privateKey = [privateKey.export({ format: "der", type: "pkcs8" }).toString("base64")];
  config.certificate = [selfSignedCertificate(privateKey, realmName)];
}

function ecdsa(config: Config, realmName: string): boolean {
  const curve = ELLIPTIC_CURVES[first(config, "ecdsaEllipticCurveKey") ?? "P-256"] ?? ELLIPTIC_CURVES["P-256"];
  const wantsCertificate = first(config, "ecGenerateCertificate") === "true";
  const key = privateKeyOf("ecdsa-generated", config);
  const fresh = key?.asymmetricKeyDetails?.namedCurve === curve.nodeCurve;
  if (fresh && wantsCertificate === !!first(config, "certificate")) return false;
  const privateKey = fresh ? key : generateKeyPairSync("ec", { namedCurve: curve.nodeCurve }).privateKey;
  config.ecdsaPrivateKey = [privateKey.export({ format: "der", type: "pkcs8" }).toString("base64")];
  config.ecdsaPublicKey = [createPublicKey(privateKey).export({ format: "der", type: "spki" }).toString("base64")];
  if (wantsCertificate) config.certificate = [selfSignedCertificate(privateKey, realmName)];
  else delete config.certificate;
  return true;
}

function secret(c: ComponentRepresentation): boolean {
  const config = c.config as Config;
  const size = Number(first(config, "secretSize") ?? (c.providerId === "aes-generated" ? 16 : 64));
  const stored = first(config, "secret");
  if (stored && first(config, "kid") && Buffer.from(stored, "base64url").length === size) return false;
  config.secret = [randomBytes(size).toString("base64url")];
  config.kid = [randomUUID()];
  return true;
}

/** Fills in (or makes again) the component's key material; true when it changed the component. */
export function ensureKeyMaterial(c: ComponentRepresentation, realmName: string): boolean {
  const config = (c.config ??= {}) as Config;
  if (RSA_GENERATED.has(c.providerId ?? "")) {
    if (!rsaKeyStale(c)) return false;
    const size = Number(first(config, "keySize") ?? 2048);
    storeRsa(config, generateKeyPairSync("rsa", { modulusLength: size }).privateKey, realmName);
    return true;
  }
  if (c.providerId === "rsa") {
    const key = privateKeyOf("rsa", config);
    if (!key || certificateOf(config)) return false;
    config.certificate = [selfSignedCertificate(key, realmName)];
    return true;
  }
  if (c.providerId === "ecdsa-generated") return ecdsa(config, realmName);
  if (c.providerId === "hmac-generated" || c.providerId === "aes-generated") return secret(c);
  return false;
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** ensureKeyMaterial with RSA keys made off the event loop (a 2048-bit key takes ~80 ms); true when it changed it */
export async function ensureKeyMaterialAsync(c: ComponentRepresentation, realmName: string): Promise<boolean> {
  if (RSA_GENERATED.has(c.providerId ?? "") && rsaKeyStale(c)) {
    const size = Number(first(c.config as Config, "keySize") ?? 2048);
    const { privateKey } = await generateKeyPairAsync("rsa", { modulusLength: size });
    // another request may have made the key meanwhile
    if (!rsaKeyStale(c)) return false;
    storeRsa(c.config as Config, privateKey, realmName);
    return true;
  }
  return ensureKeyMaterial(c, realmName);
}

export function realmKeyProviders(realm: RealmData): (ComponentRepresentation & { id: string })[] {
  return [...realm.components.values()].filter(
    (c) => c.providerType === KEY_PROVIDER_TYPE && c.parentId === realm.rep.id,
  );
}

/** Keycloak's four key providers of a new realm, added (without key material: made on first use) when it has none */
export function ensureDefaultKeyProviders(realm: RealmData): boolean {
  if (realmKeyProviders(realm).length) return false;
  const defaults: [name: string, providerId: string, config: Config][] = [
    ["rsa-generated", "rsa-generated", { priority: ["100"] }],
    ["rsa-enc-generated", "rsa-enc-generated", { priority: ["100"], algorithm: ["RSA-OAEP"] }],
    ["hmac-generated-hs512", "hmac-generated", { priority: ["100"], algorithm: ["HS512"] }],
    ["aes-generated", "aes-generated", { priority: ["100"] }],
  ];
  for (const [name, providerId, config] of defaults) {
    const id = randomUUID();
    realm.components.set(id, { id, name, providerId, providerType: KEY_PROVIDER_TYPE, parentId: realm.rep.id, config });
  }
  return true;
}

export const keyPriority = (c: ComponentRepresentation) => Number(first(c.config as Config, "priority") ?? 0);
export const keyEnabled = (c: ComponentRepresentation) => first(c.config as Config, "enabled") !== "false";
export const keyActive = (c: ComponentRepresentation) =>
  keyEnabled(c) && first(c.config as Config, "active") !== "false";
