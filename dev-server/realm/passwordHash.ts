// Password credentials as Keycloak stores them: pbkdf2 with a random salt, in its secretData/credentialData JSON, the
// algorithm and iterations taken from the realm's password policy. pbkdf2 takes ~150 ms, so it runs on libuv's
// thread pool rather than blocking every other request.
import { pbkdf2, randomBytes, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { parsePolicy } from "./passwordPolicy.js";

const pbkdf2Async = promisify(pbkdf2);

interface Pbkdf2 {
  digest: string;
  iterations: number;
  keyBytes: number;
}

/** Keycloak's pbkdf2 providers with their default iterations and derived key sizes */
const PROVIDERS = new Map<string, Pbkdf2>([
  ["pbkdf2", { digest: "sha1", iterations: 1_300_000, keyBytes: 64 }],
  ["pbkdf2-sha256", { digest: "sha256", iterations: 600_000, keyBytes: 32 }],
  ["pbkdf2-sha512", { digest: "sha512", iterations: 210_000, keyBytes: 64 }],
]);
/** Keycloak's default is argon2, which Node's crypto lacks before v24.7; its FIPS default is pbkdf2-sha512 */
export const DEFAULT_HASH_ALGORITHM = "pbkdf2-sha512";
const SALT_BYTES = 16;

export interface HashedPassword {
  secretData: string;
  credentialData: string;
}

export interface Hashing {
  algorithm: string;
  iterations: number;
}

/** the algorithm and iterations a realm's policy asks for; an algorithm this server cannot compute falls back */
export function policyHashing(policy: string | undefined): Hashing {
  const parts = new Map(parsePolicy(policy));
  const named = parts.get("hashAlgorithm")?.trim();
  const algorithm = named && PROVIDERS.has(named) ? named : DEFAULT_HASH_ALGORITHM;
  const iterations = Number.parseInt(parts.get("hashIterations") ?? "", 10);
  return { algorithm, iterations: iterations > 0 ? iterations : PROVIDERS.get(algorithm)!.iterations };
}

export async function hashPassword(password: string, hashing: Hashing): Promise<HashedPassword> {
  const provider = PROVIDERS.get(hashing.algorithm)!;
  const salt = randomBytes(SALT_BYTES);
  const key = await pbkdf2Async(password, salt, hashing.iterations, provider.keyBytes, provider.digest);
  return {
    secretData: JSON.stringify({
      value: key.toString("base64"),
      salt: salt.toString("base64"),
      additionalParameters: {},
    }),
    credentialData: JSON.stringify({
      hashIterations: hashing.iterations,
      algorithm: hashing.algorithm,
      additionalParameters: {},
    }),
  };
}

/** false for anything that is not a well-formed pbkdf2 credential, so a damaged record never lets anyone in */
export async function verifyPassword(stored: Partial<HashedPassword>, password: string): Promise<boolean> {
  if (!stored.secretData || !stored.credentialData) return false;
  try {
    const secret = JSON.parse(stored.secretData) as { value?: unknown; salt?: unknown };
    const data = JSON.parse(stored.credentialData) as { algorithm?: unknown; hashIterations?: unknown };
    const provider = typeof data.algorithm === "string" ? PROVIDERS.get(data.algorithm) : undefined;
    if (!provider || typeof secret.value !== "string" || typeof secret.salt !== "string") return false;
    if (typeof data.hashIterations !== "number" || !(data.hashIterations > 0)) return false;
    const expected = Buffer.from(secret.value, "base64");
    if (!expected.length) return false;
    const salt = Buffer.from(secret.salt, "base64");
    const actual = await pbkdf2Async(password, salt, data.hashIterations, expected.length, provider.digest);
    return timingSafeEqual(expected, actual);
  } catch {
    return false;
  }
}
