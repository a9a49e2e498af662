// Step-up authentication as Keycloak runs it (AcrStore, LoAUtil, AcrUtils): the level a client asks for (acr_values or
// the claims parameter, through the client's or realm's ACR-to-LoA map), the level this login has reached, the levels
// the session reached before with the time each was reached, and the acr claim a token gets for the level.
import type { RealmData } from "../../store/model.js";
import type { KeycloakClient } from "../keycloakClients.js";

export const NO_LOA = -1;
export const MINIMUM_LOA = 0;
/** a condition whose max age cannot be read keeps its level for the login that reached it only, as Keycloak does */
const UNREADABLE_MAX_AGE = 0;

export interface LoaState {
  /** the level this login has reached, NO_LOA before any */
  current: number;
  /** level -> when it was reached (seconds), in this session and the ones before (the session's LoA map) */
  map: Record<string, number>;
  /** the level the client asked for, NO_LOA when none */
  requested: number;
  /** the client asked with an essential acr claim: a login below the level fails */
  forced: boolean;
  /** the acr values the client asked for, which the acr claim prefers */
  acrValues: string[];
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

function parseMap(text: unknown): Record<string, number> {
  if (typeof text !== "string" || !text.trim()) return {};
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed)
        .filter(([, v]) => Number.isInteger(Number(v)))
        .map(([k, v]) => [k, Number(v)]),
    );
  } catch {
    return {};
  }
}

/** the client's ACR-to-LoA map, else the realm's */
export function acrLoaMap(realm: RealmData, client: KeycloakClient | undefined): Record<string, number> {
  const own = parseMap(client?.attributes?.["acr.loa.map"]);
  if (Object.keys(own).length) return own;
  const attributes = (realm.rep as { attributes?: Record<string, unknown> }).attributes;
  return parseMap(attributes?.["acr.loa.map"]);
}

function acrClaimRequest(claims: string | undefined): { values: string[]; essential: boolean } {
  if (!claims) return { values: [], essential: false };
  try {
    const acr = (
      JSON.parse(claims) as { id_token?: { acr?: { essential?: boolean; value?: string; values?: string[] } } }
    )?.id_token?.acr;
    if (!acr) return { values: [], essential: false };
    const values = [...(acr.values ?? []), ...(acr.value ? [acr.value] : [])].map(String);
    return { values, essential: acr.essential === true };
  } catch {
    return { values: [], essential: false };
  }
}

/** what the authorization request asks for: essential acr claim values, else acr_values and non-essential claim
 * values, else the client's default ACR values; the requested level is the lowest of them */
export function requestedLoa(
  realm: RealmData,
  client: KeycloakClient | undefined,
  params: { acr_values?: string; claims?: string },
): LoaState {
  const claim = acrClaimRequest(params.claims);
  let acrValues = claim.essential ? claim.values : [];
  if (!claim.essential) {
    acrValues = [...(params.acr_values ?? "").split(" ").filter(Boolean), ...claim.values];
    if (acrValues.length === 0)
      acrValues = String(client?.attributes?.["default.acr.values"] ?? "")
        .split("##")
        .filter(Boolean);
  }
  const map = acrLoaMap(realm, client);
  const levels = acrValues.map((acr) => map[acr] ?? (/^-?\d+$/.test(acr) ? Number(acr) : MINIMUM_LOA));
  return {
    current: NO_LOA,
    map: {},
    requested: levels.length ? Math.min(...levels) : NO_LOA,
    forced: claim.essential,
    acrValues,
  };
}

export function conditionLevel(config: Record<string, string> | undefined): number | undefined {
  const text = config?.["loa-condition-level"];
  return text !== undefined && /^-?\d+$/.test(text.trim()) ? Number(text) : undefined;
}

export function conditionMaxAge(config: Record<string, string> | undefined): number {
  const text = config?.["loa-max-age"];
  if (text !== undefined && /^-?\d+$/.test(text.trim())) return Number(text);
  const stored = config?.["loa-store-in-user-session"];
  if (stored !== undefined) return stored === "true" ? 36000 : 0;
  return UNREADABLE_MAX_AGE;
}

/** the level was reached in this session before, not longer ago than maxAge (never after a forced re-login) */
export function reachedBefore(loa: LoaState, level: number, maxAge: number, forcedReauthentication: boolean): boolean {
  if (forcedReauthentication) return false;
  const at = loa.map[String(level)];
  return at !== undefined && at + maxAge >= nowSeconds();
}

/** the session's highest level still valid under the max ages the flow's LoA conditions give (0 for a session that
 * reached none: a login by cookie alone) */
export function highestPreviousLevel(loa: LoaState, maxAges: Map<number, number>): number {
  const levels = Object.keys(loa.map)
    .map(Number)
    .sort((a, b) => a - b);
  if (levels.length === 0) return NO_LOA;
  let highest = MINIMUM_LOA;
  for (const level of levels) {
    if (nowSeconds() <= loa.map[String(level)] + (maxAges.get(level) ?? 0)) highest = level;
    else break;
  }
  return highest;
}

/** the acr claim for the level a client session reached: a login that reached no level is 1, one by cookie 0; the
 * level is named by the map, preferring the values the client asked for */
export function acrFor(
  realm: RealmData,
  client: KeycloakClient | undefined,
  level: number,
  sso: boolean,
  asked: string[],
): string {
  const loa = level < MINIMUM_LOA ? (sso ? MINIMUM_LOA : 1) : level;
  const map = acrLoaMap(realm, client);
  const named = (candidates: string[]) => {
    let best: string | undefined;
    let bestLevel = -1;
    for (const acr of candidates) {
      const mapped = map[acr] ?? (/^-?\d+$/.test(acr) ? Number(acr) : undefined);
      if (mapped !== undefined && mapped > bestLevel && loa >= mapped) [best, bestLevel] = [acr, mapped];
    }
    return Object.keys(map).length ? best : undefined;
  };
  return named(asked) ?? named(Object.keys(map)) ?? String(loa);
}
