// Self-signed X.509 certificates for generated keys, as Keycloak makes them: subject = issuer = CN={name}, SHA-256
// with the key's own algorithm (RSA or ECDSA), ten years of validity by default.
import { createHash, createPrivateKey, createPublicKey, randomBytes, sign, type KeyObject } from "node:crypto";
import { der, NULL, oid, seq } from "./der.js";

const SHA256_RSA = seq(oid("2a864886f70d01010b"), NULL);
const SHA256_ECDSA = seq(oid("2a8648ce3d040302"));

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
export function selfSignedCertificate(
  privateKey: Buffer | KeyObject,
  cn: string,
  now = new Date(),
  years = 10,
): string {
  const key = Buffer.isBuffer(privateKey)
    ? createPrivateKey({ key: privateKey, format: "der", type: "pkcs8" })
    : privateKey;
  const algorithm = key.asymmetricKeyType === "ec" ? SHA256_ECDSA : SHA256_RSA;
  const spki = createPublicKey(key).export({ format: "der", type: "spki" });
  // DER wants an INTEGER's shortest form: a first byte of 0 followed by one below 0x80 is refused by OpenSSL, which
  // left about one certificate in 300 unreadable (a realm then served no certificate). A first byte in 1..0x7f keeps
  // the serial positive and its form the shortest.
  const serial = randomBytes(8);
  serial[0] = (serial[0] & 0x7f) | 0x01;
  const until = new Date(now);
  until.setUTCFullYear(now.getUTCFullYear() + years);
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    algorithm,
    name(cn),
    seq(utcTime(now), utcTime(until)),
    name(cn),
    spki,
  );
  const signature = sign("sha256", tbs, key);
  return seq(tbs, algorithm, der(0x03, Buffer.concat([Buffer.from([0]), signature]))).toString("base64");
}

/** Keycloak's key id: the SHA-256 of the public key's SubjectPublicKeyInfo, base64url */
export function kidOf(publicKeyDer: Buffer): string {
  return createHash("sha256").update(publicKeyDer).digest("base64url").slice(0, 43);
}
