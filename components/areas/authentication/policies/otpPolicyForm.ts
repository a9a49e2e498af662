import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";

export const OTP_TYPES = ["totp", "hotp"] as const;
export const OTP_ALGORITHMS = ["HmacSHA1", "HmacSHA256", "HmacSHA512"] as const;
export const OTP_DIGITS = ["6", "8"] as const;

export type OtpPolicyValues = {
  otpPolicyType: string;
  otpPolicyAlgorithm: string;
  // a radio choice, so text in the form and a number on the realm
  otpPolicyDigits: string;
  otpPolicyLookAheadWindow: number;
  otpPolicyPeriod: number;
  otpPolicyInitialCounter: number;
  otpPolicyCodeReusable: boolean;
};

/** Keycloak's bounds: a period of 1 to 120 seconds, a look-around and counter of 0 or more. */
export function otpPolicySchema(messages: { period: string; notNegative: string }) {
  return z.object({
    otpPolicyType: z.enum(OTP_TYPES),
    otpPolicyAlgorithm: z.enum(OTP_ALGORITHMS),
    otpPolicyDigits: z.enum(OTP_DIGITS),
    otpPolicyLookAheadWindow: z.number().int().min(0, messages.notNegative),
    otpPolicyPeriod: z.number().int().min(1, messages.period).max(120, messages.period),
    otpPolicyInitialCounter: z.number().int().min(0, messages.notNegative),
    otpPolicyCodeReusable: z.boolean(),
  });
}

/** The realm's OTP policy, with Keycloak's defaults for what it leaves out. */
export function toOtpPolicyValues(realm: RealmRepresentation): OtpPolicyValues {
  return {
    otpPolicyType: realm.otpPolicyType ?? "totp",
    otpPolicyAlgorithm: realm.otpPolicyAlgorithm ?? "HmacSHA1",
    otpPolicyDigits: String(realm.otpPolicyDigits ?? 6),
    otpPolicyLookAheadWindow: realm.otpPolicyLookAheadWindow ?? 1,
    otpPolicyPeriod: realm.otpPolicyPeriod ?? 30,
    otpPolicyInitialCounter: realm.otpPolicyInitialCounter ?? 0,
    otpPolicyCodeReusable: realm.otpPolicyCodeReusable ?? false,
  };
}

export function toOtpPolicyRealm(realm: RealmRepresentation, values: OtpPolicyValues): RealmRepresentation {
  return { ...realm, ...values, otpPolicyDigits: Number(values.otpPolicyDigits) };
}
