import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

/**
 * The realm attribute holding the dismissed findings as JSON, so that every administrator of the realm sees the same
 * ones: `{ "<rule id>:<subject key>": { reason, dismissedAt, dismissedBy } }`.
 */
export const DISMISSED_ATTRIBUTE = "consoleAdvisorDismissed";

/** Why, when, and by whom (the admin's display name, where known). */
export type Dismissal = { reason: string; dismissedAt: string; dismissedBy?: string };
export type Dismissals = Readonly<Record<string, Dismissal>>;

const isDismissal = (value: unknown): value is Dismissal =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Dismissal).reason === "string" &&
  typeof (value as Dismissal).dismissedAt === "string" &&
  ["string", "undefined"].includes(typeof (value as Dismissal).dismissedBy);

/** The realm's dismissals; anything in the attribute that is not one (edited by hand, another tool's) is left out. */
export function readDismissals(realm: RealmRepresentation): Dismissals {
  const text = (realm.attributes as Record<string, unknown> | undefined)?.[DISMISSED_ATTRIBUTE];
  if (typeof text !== "string") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isDismissal(value)));
}

/**
 * The whole realm with the dismissals written into its attributes: Keycloak replaces the attribute map with the one
 * sent, so every other attribute goes along as it is.
 */
export function withDismissals(realm: RealmRepresentation, dismissals: Dismissals): RealmRepresentation {
  return { ...realm, attributes: { ...realm.attributes, [DISMISSED_ATTRIBUTE]: JSON.stringify(dismissals) } };
}

export function dismiss(
  dismissals: Dismissals,
  key: string,
  { reason, now, by }: { reason: string; now: Date; by?: string },
): Dismissals {
  return { ...dismissals, [key]: { reason, dismissedAt: now.toISOString(), ...(by ? { dismissedBy: by } : {}) } };
}

export function restore(dismissals: Dismissals, key: string): Dismissals {
  return Object.fromEntries(Object.entries(dismissals).filter(([dismissed]) => dismissed !== key));
}
