// Plaintext password credentials in a realm representation (hand-written seeds, a realm created with its users)
// replaced by their hashes before the realm is kept anywhere, so no password is ever written in clear.
import { hashPassword, policyHashing, type HashedPassword, type Hashing } from "./passwordHash.js";

/**
 * Hashes each distinct password once per algorithm and iterations: seeds give many users of many realms the same
 * password, and hashing each would make a start take minutes. Users sharing a password then share its salt, which
 * only tells that their passwords are equal, something the seed file says already.
 */
export class PasswordHasher {
  private readonly hashes = new Map<string, Promise<HashedPassword>>();

  hash(password: string, hashing: Hashing): Promise<HashedPassword> {
    const key = JSON.stringify([hashing.algorithm, hashing.iterations, password]);
    let hashed = this.hashes.get(key);
    if (!hashed) this.hashes.set(key, (hashed = hashPassword(password, hashing)));
    return hashed;
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null;
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);

/**
 * Replaces every password credential's `value` in the users of a realm representation with Keycloak's hash fields;
 * true when there was one. The distinct passwords are hashed first and the credentials rewritten after, which keeps a
 * seed of 100k users from holding 100k pending promises.
 */
export async function hashPlainPasswords(rep: unknown, hasher: PasswordHasher): Promise<boolean> {
  if (!isObject(rep)) return false;
  const hashing = policyHashing(typeof rep.passwordPolicy === "string" ? rep.passwordPolicy : undefined);
  const plain: { credentials: unknown[]; index: number; value: string }[] = [];
  for (const user of [...objects(rep.users), ...objects(rep.federatedUsers)]) {
    if (!Array.isArray(user.credentials)) continue;
    user.credentials.forEach((credential: unknown, index) => {
      if (!isObject(credential) || (credential.type ?? "password") !== "password") return;
      if (typeof credential.value === "string")
        plain.push({ credentials: user.credentials as unknown[], index, value: credential.value });
    });
  }
  const distinct = [...new Set(plain.map((p) => p.value))];
  const hashes = new Map(await Promise.all(distinct.map(async (v) => [v, await hasher.hash(v, hashing)] as const)));
  for (const { credentials, index, value } of plain) {
    const { value: _plain, ...kept } = credentials[index] as Json;
    credentials[index] = { ...kept, ...hashes.get(value) };
  }
  return plain.length > 0;
}
