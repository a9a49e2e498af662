// Keys of a realm's key-provider components, made as Keycloak makes them: rsa-generated keeps a PEM-less base64
// PKCS#8 private key and a self-signed X.509 certificate in config.privateKey / config.certificate; hmac-generated
// and aes-generated keep config.secret and config.kid. Generated on first use and stored in the component.
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
  sign,
} from "node:crypto";
import { promisify } from "node:util";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../store/model.js";
import { der, oid, seq } from "./der.js";

export const KEY_PROVIDER_TYPE = "org.keycloak.keys.KeyProvider";

type Config = Record<string, string[]>;
const first = (config: Config, key: string) => config[key]?.[0];

const SHA256_RSA = seq(oid("2a864886f70d01010b"), Buffer.from([0x05, 0x00]));
/** UTCTime, or GeneralizedTime from 2050 on, as RFC 5280 asks */
function utcTime(d: Date): Buffer {
  const p = (n: number) => String(n).padStart(2, "0");
  const year = d.getUTCFullYear();
  const rest = `${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}Z`;
  return year >= 2050 ? der(0x18, Buffer.from(`${year}${rest}`)) : der(0x17, Buffer.from(`${p(year % 100)}${rest}`));
}
function name(cn: string): Buffer {
  return seq(der(0x31, seq(oid("550403"), der(0x0c, Buffer.from(cn, "utf8")))));
}

/** a self-signed certificate (base64 DER) for the key pair, subject CN={cn} (the realm's or a client's name) */
export function selfSignedCertificate(privateKeyDer: Buffer, cn: string, now = new Date(), years = 10): string {
  const key = createPrivateKey({ key: privateKeyDer, format: "der", type: "pkcs8" });
  const spki = createPublicKey(key).export({ format: "der", type: "spki" });
  const serial = randomBytes(8);
  serial[0] &= 0x7f;
  const until = new Date(now);
  until.setUTCFullYear(now.getUTCFullYear() + years);
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    SHA256_RSA,
    name(cn),
    seq(utcTime(now), utcTime(until)),
    name(cn),
    spki,
  );
  const signature = sign("sha256", tbs, key);
  return seq(tbs, SHA256_RSA, der(0x03, Buffer.concat([Buffer.from([0]), signature]))).toString("base64");
}

export function kidOf(publicKeyDer: Buffer): string {
  return createHash("sha256").update(publicKeyDer).digest("base64url").slice(0, 43);
}

/** Fills in generated key material once; true when it changed the component. */
export function ensureKeyMaterial(c: ComponentRepresentation, realmName: string): boolean {
  const config = (c.config ??= {}) as Config;
  if (c.providerId === "rsa-generated" || c.providerId === "rsa-enc-generated") {
    if (first(config, "privateKey") && first(config, "certificate")) return false;
    const size = Number(first(config, "keySize") ?? 2048);
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: size });
    const pkcs8 = privateKey.export({ format: "der", type: "pkcs8" });
    config.privateKey = [pkcs8.toString("base64")];
    config.certificate = [selfSignedCertificate(pkcs8, realmName)];
    return true;
  }
  if (c.providerId === "hmac-generated" || c.providerId === "aes-generated") {
    if (first(config, "secret") && first(config, "kid")) return false;
    const size = Number(first(config, "secretSize") ?? (c.providerId === "aes-generated" ? 16 : 64));
    config.secret = [randomBytes(size).toString("base64url")];
    config.kid = [
      randomBytes(16)
        .toString("hex")
        .replace(/(.{8})(.{4})(.{4})(.{4})(.{12})/, "$1-$2-$3-$4-$5"),
    ];
    return true;
  }
  return false;
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** ensureKeyMaterial for an RSA component off the event loop (a 2048-bit key takes ~80 ms); true when it changed it */
export async function ensureRsaKeyMaterialAsync(c: ComponentRepresentation, realmName: string): Promise<boolean> {
  const config = (c.config ??= {}) as Config;
  if (first(config, "privateKey") && first(config, "certificate")) return false;
  const { privateKey } = await generateKeyPairAsync("rsa", { modulusLength: Number(first(config, "keySize") ?? 2048) });
  if (first(config, "privateKey") && first(config, "certificate")) return false;
  const pkcs8 = privateKey.export({ format: "der", type: "pkcs8" });
  config.privateKey = [pkcs8.toString("base64")];
  config.certificate = [selfSignedCertificate(pkcs8, realmName)];
  return true;
}

/** Keycloak's four key providers of a new realm, added (without key material: made on first use) when it has none */
export function ensureDefaultKeyProviders(realm: RealmData): boolean {
  const has = [...realm.components.values()].some(
    (c) => c.providerType === KEY_PROVIDER_TYPE && c.parentId === realm.rep.id,
  );
  if (has) return false;
  const defaults: [name: string, providerId: string, config: Config][] = [
    ["rsa-generated", "rsa-generated", { priority: ["100"], keySize: ["2048"], algorithm: ["RS256"] }],
    ["rsa-enc-generated", "rsa-enc-generated", { priority: ["100"], keySize: ["2048"], algorithm: ["RSA-OAEP"] }],
    ["hmac-generated-hs512", "hmac-generated", { priority: ["100"], algorithm: ["HS512"], secretSize: ["64"] }],
    ["aes-generated", "aes-generated", { priority: ["100"], secretSize: ["16"] }],
  ];
  for (const [name, providerId, config] of defaults) {
    const id = randomUUID();
    realm.components.set(id, { id, name, providerId, providerType: KEY_PROVIDER_TYPE, parentId: realm.rep.id, config });
  }
  return true;
}

/** the component whose key signs the realm's RS256 tokens: the enabled, active rsa-generated one of highest priority */
export function activeRs256Component(realm: RealmData): (ComponentRepresentation & { id: string }) | undefined {
  const candidates = [...realm.components.values()].filter((c) => {
    const config = (c.config ?? {}) as Config;
    return (
      c.providerType === KEY_PROVIDER_TYPE &&
      c.parentId === realm.rep.id &&
      c.providerId === "rsa-generated" &&
      (first(config, "algorithm") ?? "RS256") === "RS256" &&
      first(config, "enabled") !== "false" &&
      first(config, "active") !== "false"
    );
  });
  const priority = (c: ComponentRepresentation) => Number(first((c.config ?? {}) as Config, "priority") ?? 0);
  return candidates.sort((a, b) => priority(b) - priority(a))[0];
}

export interface KeyMetadata {
  providerId: string;
  providerPriority: number;
  kid: string;
  status: "ACTIVE" | "PASSIVE" | "DISABLED";
  type: "RSA" | "OCT";
  algorithm: string;
  use: "SIG" | "ENC";
  publicKey?: string;
  certificate?: string;
  validTo?: number;
}

export function keyMetadata(c: ComponentRepresentation & { id: string }): KeyMetadata | undefined {
  const config = (c.config ?? {}) as Config;
  const priority = Number(first(config, "priority") ?? 0);
  const status =
    first(config, "enabled") === "false" ? "DISABLED" : first(config, "active") === "false" ? "PASSIVE" : "ACTIVE";
  const base = { providerId: c.id, providerPriority: priority, status } as const;
  if (c.providerId === "rsa-generated" || c.providerId === "rsa-enc-generated") {
    const pkcs8 = Buffer.from(first(config, "privateKey") ?? "", "base64");
    if (!pkcs8.length) return undefined;
    const publicKey = createPublicKey(createPrivateKey({ key: pkcs8, format: "der", type: "pkcs8" })).export({
      format: "der",
      type: "spki",
    });
    const enc = c.providerId === "rsa-enc-generated";
    return {
      ...base,
      kid: kidOf(publicKey),
      type: "RSA",
      algorithm: first(config, "algorithm") ?? (enc ? "RSA-OAEP" : "RS256"),
      use: enc ? "ENC" : "SIG",
      publicKey: publicKey.toString("base64"),
      certificate: first(config, "certificate"),
      validTo: Date.now() + 10 * 365 * 24 * 3600 * 1000,
    };
  }
  if (c.providerId === "hmac-generated" || c.providerId === "aes-generated") {
    const kid = first(config, "kid");
    if (!kid) return undefined;
    const aes = c.providerId === "aes-generated";
    return {
      ...base,
      kid,
      type: "OCT",
      algorithm: aes ? "AES" : (first(config, "algorithm") ?? "HS512"),
      use: aes ? "ENC" : "SIG",
    };
  }
  return undefined;
}
