// Keystore files for a client's key pair and the realm's certificate, in the formats Keycloak offers (JKS, PKCS12),
// written as the JDK writes them so that keytool and the adapters read them: JKS with Sun's key protector and its
// "Mighty Aphrodite" integrity digest; PKCS#12 with the key under PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC) and an
// HMAC-SHA256 MAC keyed by RFC 7292's key derivation.
import { createCipheriv, createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { bmpString, explicit, int, NULL, octets, oid, seq, set } from "./der.js";

export const KEYSTORE_FORMATS = ["JKS", "PKCS12"] as const;
export type KeystoreFormat = (typeof KEYSTORE_FORMATS)[number];

export interface KeystoreContent {
  alias: string;
  /** PKCS#8 DER; without it the certificate is stored as a trusted certificate */
  privateKey?: Buffer;
  certificate: Buffer;
  keyPassword?: string;
  storePassword: string;
  /** further trusted certificates (the realm's), by alias */
  trusted: { alias: string; certificate: Buffer }[];
}

// ---- JKS (sun.security.provider.JavaKeyStore) ----

const JKS_KEY_PROTECTOR = oid("2b060104012a02110101");

/** Java's password bytes for JKS: each char as two bytes, high first */
const javaPasswordBytes = (password: string) => Buffer.from(password, "utf16le").swap16();

function javaUtf(value: string): Buffer {
  const bytes = Buffer.from(value, "utf8");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

const uint32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const int64 = (n: number) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(BigInt(n));
  return b;
};
const sha1 = (...parts: Buffer[]) => parts.reduce((h, p) => h.update(p), createHash("sha1")).digest();

/** Sun's KeyProtector: the key XORed with a SHA-1 keystream from the password and a salt, then a SHA-1 check */
function protectKey(pkcs8: Buffer, password: string): Buffer {
  const pw = javaPasswordBytes(password);
  const salt = randomBytes(20);
  const stream = Buffer.alloc(pkcs8.length);
  let digest = salt;
  for (let offset = 0; offset < pkcs8.length; offset += 20) {
    digest = sha1(pw, digest);
    digest.copy(stream, offset, 0, Math.min(20, pkcs8.length - offset));
  }
  const encrypted = Buffer.from(pkcs8.map((byte, i) => byte ^ stream[i]));
  return seq(seq(JKS_KEY_PROTECTOR, NULL), octets(Buffer.concat([salt, encrypted, sha1(pw, pkcs8)])));
}

function jks(content: KeystoreContent, now: number): Buffer {
  const certificate = (der: Buffer) => Buffer.concat([javaUtf("X.509"), uint32(der.length), der]);
  const entries: Buffer[] = [];
  // JKS keeps aliases in lower case
  if (content.privateKey) {
    const key = protectKey(content.privateKey, content.keyPassword ?? "");
    entries.push(uint32(1), javaUtf(content.alias.toLowerCase()), int64(now), uint32(key.length), key);
    entries.push(uint32(1), certificate(content.certificate));
  } else entries.push(uint32(2), javaUtf(content.alias.toLowerCase()), int64(now), certificate(content.certificate));
  for (const t of content.trusted)
    entries.push(uint32(2), javaUtf(t.alias.toLowerCase()), int64(now), certificate(t.certificate));
  const body = Buffer.concat([uint32(0xfeedfeed), uint32(2), uint32(1 + content.trusted.length), ...entries]);
  const digest = sha1(javaPasswordBytes(content.storePassword), Buffer.from("Mighty Aphrodite", "utf8"), body);
  return Buffer.concat([body, digest]);
}

// ---- PKCS#12 ----

const OID = {
  data: oid("2a864886f70d010701"),
  keyBag: oid("2a864886f70d010c0a0102"),
  certBag: oid("2a864886f70d010c0a0103"),
  x509: oid("2a864886f70d01091601"),
  friendlyName: oid("2a864886f70d010914"),
  localKeyId: oid("2a864886f70d010915"),
  pbes2: oid("2a864886f70d01050d"),
  pbkdf2: oid("2a864886f70d01050c"),
  hmacSha256: oid("2a864886f70d0209"),
  aes256Cbc: oid("60864801650304012a"),
  sha256: oid("608648016503040201"),
  /** the JDK's mark of a trusted certificate entry, which it needs to list a certificate without a key */
  javaTrustedKeyUsage: oid("6086480186f966adca7b0101"),
  anyExtendedKeyUsage: oid("551d2500"),
};
const ITERATIONS = 10000;

const dataContent = (content: Buffer) => seq(OID.data, explicit(0, octets(content)));
const attributes = (alias: string, localKeyId?: Buffer) =>
  set(
    seq(OID.friendlyName, set(bmpString(alias))),
    localKeyId
      ? seq(OID.localKeyId, set(octets(localKeyId)))
      : seq(OID.javaTrustedKeyUsage, set(OID.anyExtendedKeyUsage)),
  );

function shroudedKey(pkcs8: Buffer, password: string): Buffer {
  const salt = randomBytes(16);
  const iv = randomBytes(16);
  const key = pbkdf2Sync(Buffer.from(password, "utf8"), salt, ITERATIONS, 32, "sha256");
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  const encrypted = Buffer.concat([cipher.update(pkcs8), cipher.final()]);
  const kdf = seq(OID.pbkdf2, seq(octets(salt), int(ITERATIONS), seq(OID.hmacSha256, NULL)));
  return seq(seq(OID.pbes2, seq(kdf, seq(OID.aes256Cbc, octets(iv)))), octets(encrypted));
}

/** RFC 7292 appendix B with SHA-256: one 32-byte block is all an HMAC-SHA256 key needs */
function pkcs12MacKey(password: string, salt: Buffer, iterations: number): Buffer {
  const v = 64;
  const fill = (bytes: Buffer) => {
    if (!bytes.length) return bytes;
    const out = Buffer.alloc(v * Math.ceil(bytes.length / v));
    for (let i = 0; i < out.length; i++) out[i] = bytes[i % bytes.length];
    return out;
  };
  const pw = Buffer.concat([Buffer.from(password, "utf16le").swap16(), Buffer.alloc(2)]);
  let a = Buffer.concat([Buffer.alloc(v, 3), fill(salt), fill(pw)]);
  for (let i = 0; i < iterations; i++) a = createHash("sha256").update(a).digest();
  return a;
}

function pkcs12(content: KeystoreContent): Buffer {
  const localKeyId = createHash("sha1").update(content.certificate).digest();
  const certBag = (certificate: Buffer, alias: string, id?: Buffer) =>
    seq(OID.certBag, explicit(0, seq(OID.x509, explicit(0, octets(certificate)))), attributes(alias, id));
  const certs = [
    certBag(content.certificate, content.alias, content.privateKey ? localKeyId : undefined),
    ...content.trusted.map((t) => certBag(t.certificate, t.alias)),
  ];
  const safes = [dataContent(seq(...certs))];
  if (content.privateKey) {
    const bag = seq(
      OID.keyBag,
      explicit(0, shroudedKey(content.privateKey, content.keyPassword ?? "")),
      attributes(content.alias, localKeyId),
    );
    safes.push(dataContent(seq(bag)));
  }
  const authSafe = seq(...safes);
  const macSalt = randomBytes(16);
  const mac = createHmac("sha256", pkcs12MacKey(content.storePassword, macSalt, ITERATIONS))
    .update(authSafe)
    .digest();
  const macData = seq(seq(seq(OID.sha256, NULL), octets(mac)), octets(macSalt), int(ITERATIONS));
  return seq(int(3), dataContent(authSafe), macData);
}

export function writeKeystore(format: KeystoreFormat, content: KeystoreContent, now = Date.now()): Buffer {
  return format === "JKS" ? jks(content, now) : pkcs12(content);
}
