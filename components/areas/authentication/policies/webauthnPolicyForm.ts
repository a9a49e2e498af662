import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { z } from "@/lib/form/zod";

export const SIGNATURE_ALGORITHMS = ["ES256", "ES384", "ES512", "RS256", "RS384", "RS512", "RS1"] as const;
export const ATTESTATION_PREFERENCES = ["not specified", "none", "indirect", "direct"] as const;
export const AUTHENTICATOR_ATTACHMENTS = ["not specified", "platform", "cross-platform"] as const;
export const RESIDENT_KEY_OPTIONS = ["not specified", "Yes", "No"] as const;
export const USER_VERIFICATION_OPTIONS = ["not specified", "required", "preferred", "discouraged"] as const;
/** Keycloak's upper bound of the registration timeout, in seconds. */
export const MAX_CREATE_TIMEOUT = 31536;

/** The realm keeps two policies side by side; the passwordless one's fields carry "Passwordless" in their names. */
export type WebauthnVariant = "webAuthnPolicy" | "webAuthnPolicyPasswordless";

export type WebauthnPolicyValues = {
  rpEntityName: string;
  signatureAlgorithms: string[];
  rpId: string;
  attestationConveyancePreference: string;
  authenticatorAttachment: string;
  requireResidentKey: string;
  userVerificationRequirement: string;
  createTimeout: number;
  avoidSameAuthenticatorRegister: boolean;
  acceptableAaguids: string[];
  extraOrigins: string[];
  passkeysEnabled: boolean;
};

const DEFAULTS: WebauthnPolicyValues = {
  rpEntityName: "keycloak",
  signatureAlgorithms: ["ES256"],
  rpId: "",
  attestationConveyancePreference: "not specified",
  authenticatorAttachment: "not specified",
  requireResidentKey: "not specified",
  userVerificationRequirement: "not specified",
  createTimeout: 0,
  avoidSameAuthenticatorRegister: false,
  acceptableAaguids: [],
  extraOrigins: [],
  passkeysEnabled: false,
};

const FIELDS = Object.keys(DEFAULTS) as (keyof WebauthnPolicyValues)[];

/** The realm's name of a form field: e.g. webAuthnPolicyPasswordlessRpEntityName. */
export function realmField(variant: WebauthnVariant, field: keyof WebauthnPolicyValues): string {
  return `${variant}${field[0].toUpperCase()}${field.slice(1)}`;
}

export function webauthnPolicySchema(messages: { required: string; timeout: string }) {
  return z.object({
    rpEntityName: z.string().trim().min(1, messages.required),
    signatureAlgorithms: z.array(z.enum(SIGNATURE_ALGORITHMS)),
    rpId: z.string(),
    attestationConveyancePreference: z.enum(ATTESTATION_PREFERENCES),
    authenticatorAttachment: z.enum(AUTHENTICATOR_ATTACHMENTS),
    requireResidentKey: z.enum(RESIDENT_KEY_OPTIONS),
    userVerificationRequirement: z.enum(USER_VERIFICATION_OPTIONS),
    createTimeout: z.number().int().min(0, messages.timeout).max(MAX_CREATE_TIMEOUT, messages.timeout),
    avoidSameAuthenticatorRegister: z.boolean(),
    acceptableAaguids: z.array(z.string()),
    extraOrigins: z.array(z.string()),
    passkeysEnabled: z.boolean(),
  });
}

/** One of the realm's WebAuthn policies as form values, with Keycloak's defaults for what it leaves out. */
export function toWebauthnValues(variant: WebauthnVariant) {
  return (realm: RealmRepresentation): WebauthnPolicyValues => {
    const source = realm as Record<string, unknown>;
    return Object.fromEntries(
      FIELDS.map((field) => [field, source[realmField(variant, field)] ?? structuredClone(DEFAULTS[field])]),
    ) as WebauthnPolicyValues;
  };
}

/** The realm with the policy's fields replaced; passkeys exist only on the passwordless policy. */
export function toWebauthnRealm(variant: WebauthnVariant) {
  return (realm: RealmRepresentation, values: WebauthnPolicyValues): RealmRepresentation => {
    const fields = variant === "webAuthnPolicy" ? FIELDS.filter((field) => field !== "passkeysEnabled") : FIELDS;
    return { ...realm, ...Object.fromEntries(fields.map((field) => [realmField(variant, field), values[field]])) };
  };
}
