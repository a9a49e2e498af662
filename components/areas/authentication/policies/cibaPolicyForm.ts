import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";

export const CIBA_DELIVERY_MODES = ["poll", "ping"] as const;
/** Keycloak's only supported hint; its console shows the choice disabled. */
export const CIBA_USER_HINTS = ["login_hint", "id_token_hint", "login_hint_token"] as const;
export const CIBA_EXPIRES_IN = { min: 10, max: 600 };
export const CIBA_INTERVAL = { min: 0, max: 600 };

export type CibaPolicyValues = {
  cibaBackchannelTokenDeliveryMode: string;
  cibaExpiresIn: number;
  cibaInterval: number;
  cibaAuthRequestedUserHint: string;
};

export function cibaPolicySchema(messages: { expiresIn: string; interval: string }) {
  return z.object({
    cibaBackchannelTokenDeliveryMode: z.enum(CIBA_DELIVERY_MODES),
    cibaExpiresIn: z
      .number()
      .int()
      .min(CIBA_EXPIRES_IN.min, messages.expiresIn)
      .max(CIBA_EXPIRES_IN.max, messages.expiresIn),
    cibaInterval: z.number().int().min(CIBA_INTERVAL.min, messages.interval).max(CIBA_INTERVAL.max, messages.interval),
    cibaAuthRequestedUserHint: z.enum(CIBA_USER_HINTS),
  });
}

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value === undefined || value === "" || Number.isNaN(parsed) ? fallback : parsed;
};

/** Keycloak keeps the CIBA policy in realm attributes, as text; absent ones take its defaults. */
export function toCibaPolicyValues(realm: RealmRepresentation): CibaPolicyValues {
  const attributes = (realm.attributes ?? {}) as Record<string, string | undefined>;
  return {
    cibaBackchannelTokenDeliveryMode: attributes.cibaBackchannelTokenDeliveryMode || "poll",
    cibaExpiresIn: number(attributes.cibaExpiresIn, 120),
    cibaInterval: number(attributes.cibaInterval, 5),
    cibaAuthRequestedUserHint: attributes.cibaAuthRequestedUserHint || "login_hint",
  };
}

export function toCibaPolicyRealm(realm: RealmRepresentation, values: CibaPolicyValues): RealmRepresentation {
  return {
    ...realm,
    attributes: {
      ...realm.attributes,
      cibaBackchannelTokenDeliveryMode: values.cibaBackchannelTokenDeliveryMode,
      cibaExpiresIn: String(values.cibaExpiresIn),
      cibaInterval: String(values.cibaInterval),
      cibaAuthRequestedUserHint: values.cibaAuthRequestedUserHint,
    },
  };
}
