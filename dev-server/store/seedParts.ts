// A seed realm is Keycloak's own realm export, which `npm run keycloak` imports into the real server unchanged, and,
// under the same name in dev-only/, what only the dev server has: its event history, the property-file user storage
// and the example extension page (Keycloak refuses both providers, and takes events only from logins).
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";

export const DEV_ONLY_SEEDS = "dev-only";

/** the seed's dev-server-only part, if it has one */
export function devOnlySeedPart(seedFile: string): unknown {
  const path = join(dirname(seedFile), DEV_ONLY_SEEDS, basename(seedFile));
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as unknown) : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === "object" && !Array.isArray(value);

/** the two parts as one export: objects merged field by field, lists one after the other */
export function mergeSeedParts(keycloakPart: unknown, devOnlyPart: unknown): unknown {
  if (Array.isArray(keycloakPart) && Array.isArray(devOnlyPart)) return [...keycloakPart, ...devOnlyPart];
  if (!isRecord(keycloakPart) || !isRecord(devOnlyPart)) return devOnlyPart === undefined ? keycloakPart : devOnlyPart;
  const merged: Record<string, unknown> = { ...keycloakPart };
  for (const [key, value] of Object.entries(devOnlyPart)) {
    merged[key] = key in merged ? mergeSeedParts(merged[key], value) : value;
  }
  return merged;
}
