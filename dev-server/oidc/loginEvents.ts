// Login events (LOGIN, LOGIN_ERROR, CODE_TO_TOKEN, REFRESH_TOKEN, LOGOUT, ...) as Keycloak stores them, when the
// realm has events enabled. Only the newest MAX_EVENTS are kept.
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import type EventType from "@keycloak/keycloak-admin-client/lib/defs/eventTypes.js";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import { randomUUID } from "node:crypto";
import { dropExpiredEvents } from "../realm/eventExpiry.js";
import { SAVED_BY_DEFAULT } from "../realm/eventTypesSavedByDefault.js";

const MAX_EVENTS = 10_000;

export interface LoginEventInput {
  type: EventType;
  clientId?: string;
  userId?: string;
  sessionId?: string;
  ipAddress?: string;
  error?: string;
  details?: Record<string, string | undefined>;
}

export function recordLoginEvent(store: Store, realm: RealmData, input: LoginEventInput): void {
  if (!realm.rep.eventsEnabled) return;
  // a realm that names no types saves Keycloak's default ones
  const enabledTypes = realm.rep.enabledEventTypes?.length ? realm.rep.enabledEventTypes : SAVED_BY_DEFAULT;
  if (!enabledTypes.includes(input.type)) return;
  const details = Object.fromEntries(Object.entries(input.details ?? {}).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  const event: EventRepresentation & { id: string } = {
    id: randomUUID(),
    time: Date.now(),
    type: input.type,
    realmId: realm.rep.id,
    clientId: input.clientId,
    userId: input.userId,
    sessionId: input.sessionId,
    ipAddress: input.ipAddress,
    ...(input.error ? { error: input.error } : {}),
    details,
  };
  dropExpiredEvents(realm);
  realm.events.unshift(event);
  if (realm.events.length > MAX_EVENTS) realm.events.length = MAX_EVENTS;
  store.changed(realm, { users: [] });
}
