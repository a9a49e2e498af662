import { z } from "@/lib/form/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

/** The browser security headers Keycloak sets on its pages, by their representation names. */
export const HEADER_FIELDS = [
  "xFrameOptions",
  "contentSecurityPolicy",
  "contentSecurityPolicyReportOnly",
  "xContentTypeOptions",
  "xRobotsTag",
  "strictTransportSecurity",
  "referrerPolicy",
] as const;

export type HeaderField = (typeof HEADER_FIELDS)[number];
export type HeadersValues = Record<HeaderField, string>;

export function toHeadersValues(realm: RealmRepresentation): HeadersValues {
  const headers = realm.browserSecurityHeaders ?? {};
  return Object.fromEntries(
    HEADER_FIELDS.map((name) => [name, typeof headers[name] === "string" ? headers[name] : ""]),
  ) as HeadersValues;
}

/** Headers not shown here (X-XSS-Protection of older realms) are kept as they are. */
export function headersToRealm(realm: RealmRepresentation, values: HeadersValues): RealmRepresentation {
  return { ...realm, browserSecurityHeaders: { ...realm.browserSecurityHeaders, ...values } };
}

export const BRUTE_FORCE_MODES = [
  "disabled",
  "permanentLockout",
  "temporaryLockout",
  "permanentAfterTemporary",
] as const;
export type BruteForceMode = (typeof BRUTE_FORCE_MODES)[number];
export const BRUTE_FORCE_STRATEGIES = ["MULTIPLE", "LINEAR"] as const;

export type BruteForceValues = {
  mode: BruteForceMode;
  failureFactor: number;
  maxTemporaryLockouts: number;
  bruteForceStrategy: (typeof BRUTE_FORCE_STRATEGIES)[number];
  waitIncrementSeconds: number;
  maxFailureWaitSeconds: number;
  maxDeltaTimeSeconds: number;
  quickLoginCheckMilliSeconds: number;
  minimumQuickLoginWaitSeconds: number;
};

/** The mode as Keycloak's console reads it from the three flags. */
export function bruteForceMode(realm: RealmRepresentation): BruteForceMode {
  if (!realm.bruteForceProtected) return "disabled";
  if (!realm.permanentLockout) return "temporaryLockout";
  return (realm.maxTemporaryLockouts ?? 0) === 0 ? "permanentLockout" : "permanentAfterTemporary";
}

/** Which numbers a mode uses: the temporary lockout's timing only where users are locked temporarily. */
export function modeUses(mode: BruteForceMode) {
  const temporary = mode === "temporaryLockout" || mode === "permanentAfterTemporary";
  return { any: mode !== "disabled", temporary, maxTemporaryLockouts: mode === "permanentAfterTemporary" };
}

export function toBruteForceValues(realm: RealmRepresentation): BruteForceValues {
  const strategy = realm.bruteForceStrategy === "LINEAR" ? "LINEAR" : "MULTIPLE";
  return {
    mode: bruteForceMode(realm),
    failureFactor: realm.failureFactor ?? 30,
    maxTemporaryLockouts: realm.maxTemporaryLockouts ?? 0,
    bruteForceStrategy: strategy,
    waitIncrementSeconds: realm.waitIncrementSeconds ?? 60,
    maxFailureWaitSeconds: realm.maxFailureWaitSeconds ?? 900,
    maxDeltaTimeSeconds: realm.maxDeltaTimeSeconds ?? 43200,
    quickLoginCheckMilliSeconds: realm.quickLoginCheckMilliSeconds ?? 1000,
    minimumQuickLoginWaitSeconds: realm.minimumQuickLoginWaitSeconds ?? 60,
  };
}

export type BruteForceMessages = { required: string; atLeastOne: string; notNegative: string };

export function bruteForceSchema(messages: BruteForceMessages) {
  const count = (min: number, text: string) => z.number({ error: messages.required }).int().min(min, text);
  return z
    .object({
      mode: z.enum(BRUTE_FORCE_MODES),
      failureFactor: count(1, messages.atLeastOne),
      maxTemporaryLockouts: count(0, messages.notNegative),
      bruteForceStrategy: z.enum(BRUTE_FORCE_STRATEGIES),
      waitIncrementSeconds: count(0, messages.notNegative),
      maxFailureWaitSeconds: count(0, messages.notNegative),
      maxDeltaTimeSeconds: count(0, messages.notNegative),
      quickLoginCheckMilliSeconds: count(0, messages.notNegative),
      minimumQuickLoginWaitSeconds: count(0, messages.notNegative),
    })
    .refine((values) => values.mode !== "permanentAfterTemporary" || values.maxTemporaryLockouts >= 1, {
      path: ["maxTemporaryLockouts"],
      message: messages.atLeastOne,
    });
}

/** The flags of the chosen mode, as Keycloak's console sets them, and the numbers. */
export function bruteForceToRealm(realm: RealmRepresentation, values: BruteForceValues): RealmRepresentation {
  const { mode, maxTemporaryLockouts, ...numbers } = values;
  return {
    ...realm,
    ...numbers,
    bruteForceProtected: mode !== "disabled",
    permanentLockout: mode === "permanentLockout" || mode === "permanentAfterTemporary",
    maxTemporaryLockouts: mode === "permanentAfterTemporary" ? maxTemporaryLockouts : 0,
  };
}
