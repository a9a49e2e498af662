// Keycloak's event store expiration: login events older than the realm's eventsExpiration and admin events older than
// its adminEventsExpiration attribute (both in seconds; unset or 0 keeps them) are deleted. Keycloak's scheduled task
// does it; here it happens whenever events are written or read, so no timer outlives a test.
import type { RealmData } from "../store/model.js";

function seconds(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\d+$/.test(raw.trim()) ? Number(raw) : 0;
  return Number.isFinite(n) && n > 0 ? n : 0;
}

function keepNewer<T extends { time?: number }>(list: T[], expiration: number, now: number): T[] {
  if (!expiration) return list;
  const oldest = now - expiration * 1000;
  return list.filter((event) => (event.time ?? 0) >= oldest);
}

/** Drops the realm's expired events; true when any was dropped (the realm then needs saving). */
export function dropExpiredEvents(realm: RealmData, now = Date.now()): boolean {
  const events = keepNewer(realm.events, seconds(realm.rep.eventsExpiration), now);
  const adminEvents = keepNewer(realm.adminEvents, seconds(realm.rep.attributes?.adminEventsExpiration), now);
  const dropped = events.length !== realm.events.length || adminEvents.length !== realm.adminEvents.length;
  realm.events = events;
  realm.adminEvents = adminEvents;
  return dropped;
}
