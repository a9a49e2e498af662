import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";
import { durationSchema, type DurationValue } from "@/lib/form/duration";

/** The realm's session lifespans in seconds, in the order the tab shows them. */
export const SESSION_DURATIONS = [
  "ssoSessionIdleTimeout",
  "ssoSessionMaxLifespan",
  "ssoSessionIdleTimeoutRememberMe",
  "ssoSessionMaxLifespanRememberMe",
  "clientSessionIdleTimeout",
  "clientSessionMaxLifespan",
  "offlineSessionIdleTimeout",
  "offlineSessionMaxLifespan",
  "accessCodeLifespanLogin",
  "accessCodeLifespanUserAction",
] as const;

export type SessionDuration = (typeof SESSION_DURATIONS)[number];

export type SessionsValues = Record<SessionDuration, DurationValue> & { offlineSessionMaxLifespanEnabled: boolean };

export function sessionsSchema(mustBeSeconds: string) {
  return z.object({
    ...Object.fromEntries(SESSION_DURATIONS.map((name) => [name, durationSchema(mustBeSeconds)])),
    offlineSessionMaxLifespanEnabled: z.boolean(),
  });
}

export function toSessionsValues(realm: RealmRepresentation): SessionsValues {
  const durations = Object.fromEntries(SESSION_DURATIONS.map((name) => [name, realm[name] ?? 0])) as Record<
    SessionDuration,
    number
  >;
  return { ...durations, offlineSessionMaxLifespanEnabled: realm.offlineSessionMaxLifespanEnabled ?? false };
}

/** The realm as loaded with the form's values on top; Keycloak's update takes the whole representation. */
export function toSessionsRealm(realm: RealmRepresentation, values: SessionsValues): RealmRepresentation {
  const durations = Object.fromEntries(SESSION_DURATIONS.map((name) => [name, Number(values[name])]));
  return { ...realm, ...durations, offlineSessionMaxLifespanEnabled: values.offlineSessionMaxLifespanEnabled };
}
