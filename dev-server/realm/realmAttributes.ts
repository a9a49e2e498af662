// The realm attributes Keycloak keeps beside the settings they configure. CIBA's and PAR's settings exist only as
// attributes and the device grant's are mirrored there; Keycloak writes all of them on every create and update, from
// the body or, when the body leaves one out, from its default, so an update that leaves them out resets them. Whether
// an OTP code may be reused is the attribute realmReusableOtpCode: the field otpPolicyCodeReusable only shows it, and a
// body's otpPolicyCodeReusable is ignored.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

type Attributes = Record<string, string>;

/** attributes read from the body's attributes, with Keycloak's defaults */
const CIBA_AND_PAR: Attributes = {
  cibaBackchannelTokenDeliveryMode: "poll",
  cibaExpiresIn: "120",
  cibaInterval: "5",
  cibaAuthRequestedUserHint: "login_hint",
  parRequestUriLifespan: "60",
};
/** settings read from the body's fields, with Keycloak's defaults, and mirrored as attributes */
const DEVICE_GRANT = { oauth2DeviceCodeLifespan: 600, oauth2DevicePollingInterval: 5 };
const DEVICE_GRANT_KEYS = Object.keys(DEVICE_GRANT) as (keyof typeof DEVICE_GRANT)[];
const REUSABLE_OTP_CODE = "realmReusableOtpCode";

/** `rep`, holding a created or updated realm's settings, given the attributes Keycloak derives from `body` */
export function deriveRealmAttributes(rep: RealmRepresentation, body: RealmRepresentation, creating: boolean): void {
  const sent = body.attributes as Attributes | undefined;
  const attributes: Attributes = { ...(sent ?? (creating ? {} : (rep.attributes as Attributes | undefined))) };
  for (const [key, fallback] of Object.entries(CIBA_AND_PAR)) attributes[key] = sent?.[key] ?? fallback;
  for (const key of DEVICE_GRANT_KEYS) {
    const value = body[key] ?? DEVICE_GRANT[key];
    rep[key] = value;
    attributes[key] = String(value);
  }
  if (creating) attributes[REUSABLE_OTP_CODE] ??= "false";
  rep.attributes = attributes;
  rep.otpPolicyCodeReusable = attributes[REUSABLE_OTP_CODE] === "true";
}

/** the derived attributes a stored or seeded realm lacks, added as Keycloak would have written them; true if any was */
export function completeRealmAttributes(rep: RealmRepresentation): boolean {
  const attributes = { ...(rep.attributes as Attributes | undefined) };
  let changed = false;
  const fill = (key: string, value: string) => {
    if (attributes[key] !== undefined) return;
    attributes[key] = value;
    changed = true;
  };
  for (const [key, fallback] of Object.entries(CIBA_AND_PAR)) fill(key, fallback);
  for (const key of DEVICE_GRANT_KEYS) fill(key, String(rep[key] ?? DEVICE_GRANT[key]));
  if (changed) rep.attributes = attributes;
  return changed;
}
