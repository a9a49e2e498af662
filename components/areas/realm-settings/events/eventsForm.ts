import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { DurationValue } from "@/lib/form/duration";

/** An expiration is "" when none is set. */
export type UserEventsValues = { eventsEnabled: boolean; eventsExpiration: DurationValue };
export type AdminEventsValues = {
  adminEventsEnabled: boolean;
  adminEventsDetailsEnabled: boolean;
  adminEventsExpiration: DurationValue;
};
export type ListenersValues = { eventsListeners: string[] };

/** Keycloak keeps the admin events' expiration (seconds) as a realm attribute, not in the events config. */
export function adminEventsExpiration(realm: RealmRepresentation): number | undefined {
  const raw: unknown = realm.attributes?.adminEventsExpiration;
  const seconds = typeof raw === "number" ? raw : typeof raw === "string" && raw !== "" ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** An expiration of 0 is none, as Keycloak stores it. */
export const toUserEventsValues = (config: RealmEventsConfigRepresentation): UserEventsValues => ({
  eventsEnabled: config.eventsEnabled ?? false,
  eventsExpiration: config.eventsExpiration || "",
});

export const toAdminEventsValues = (
  config: RealmEventsConfigRepresentation,
  realm: RealmRepresentation,
): AdminEventsValues => ({
  adminEventsEnabled: config.adminEventsEnabled ?? false,
  adminEventsDetailsEnabled: config.adminEventsDetailsEnabled ?? false,
  adminEventsExpiration: adminEventsExpiration(realm) ?? "",
});

export const toListenersValues = (config: RealmEventsConfigRepresentation): ListenersValues => ({
  eventsListeners: config.eventsListeners ?? [],
});

/** The config as loaded with a form's fields on top: Keycloak's PUT replaces the whole config. */
export function withChanges(
  config: RealmEventsConfigRepresentation,
  changes: Partial<RealmEventsConfigRepresentation>,
): RealmEventsConfigRepresentation {
  return { ...config, ...changes };
}

/** The realm to PUT when the admin events' expiration changed, else nothing. */
export function realmForAdminExpiration(
  realm: RealmRepresentation,
  seconds: DurationValue,
): RealmRepresentation | undefined {
  if ((seconds === "" ? undefined : seconds) === adminEventsExpiration(realm)) return undefined;
  // emptied rather than left out, since an update keeps attributes it is not sent
  return {
    ...realm,
    attributes: { ...realm.attributes, adminEventsExpiration: String(seconds) },
  };
}

/** Event types the server knows that are not saved yet, in the server's order. */
export function addableEventTypes(known: readonly string[], saved: readonly string[]): string[] {
  const taken = new Set(saved);
  return known.filter((type) => !taken.has(type));
}
