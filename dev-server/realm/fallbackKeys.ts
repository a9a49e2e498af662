// Keycloak signs with the active key of the algorithm a token asks for; when the realm has none (a realm whose default
// signature algorithm was set to ES256, a client asking for PS256 ID tokens), it adds a key provider of that kind
// named "fallback-<alg>" at priority -100 (DefaultKeyManager's fallback keys) and signs with it from then on.
import { randomUUID } from "node:crypto";
import type { RealmData } from "../store/model.js";
import { KEY_PROVIDER_TYPE } from "./realmKeys.js";

const CURVES: Record<string, string> = { ES256: "P-256", ES384: "P-384", ES512: "P-521" };

/** the provider and config Keycloak's fallback for `alg` has, or undefined for an algorithm it makes no key for */
function fallbackOf(alg: string): { providerId: string; config: Record<string, string[]> } | undefined {
  const priority = ["-100"];
  if (/^(RS|PS)(256|384|512)$/.test(alg))
    return { providerId: "rsa-generated", config: { priority, algorithm: [alg] } };
  if (CURVES[alg]) return { providerId: "ecdsa-generated", config: { priority, ecdsaEllipticCurveKey: [CURVES[alg]] } };
  if (/^HS(256|384|512)$/.test(alg)) return { providerId: "hmac-generated", config: { priority, algorithm: [alg] } };
  return undefined;
}

/** adds the fallback key provider for `alg` (its key is made on first use); true when it added one */
export function addFallbackKeyProvider(realm: RealmData, alg: string): boolean {
  const fallback = fallbackOf(alg);
  // two requests arriving together may both find the algorithm without a key: the first one's provider serves both
  const name = `fallback-${alg}`;
  if (!fallback || [...realm.components.values()].some((c) => c.name === name && c.parentId === realm.rep.id))
    return false;
  const id = randomUUID();
  realm.components.set(id, {
    id,
    name,
    providerId: fallback.providerId,
    providerType: KEY_PROVIDER_TYPE,
    parentId: realm.rep.id,
    config: fallback.config,
  });
  return true;
}
