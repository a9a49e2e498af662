/** A setting a social provider has beyond its client id and secret: its config key, label key and input kind. */
export type SocialExtraField = { name: string; labelKey: string; kind: "text" | "switch" };

const text = (name: string, labelKey: string): SocialExtraField => ({ name, labelKey, kind: "text" });
const flag = (name: string, labelKey: string): SocialExtraField => ({ name, labelKey, kind: "switch" });

/** The extra settings Keycloak's console shows per social provider (its ExtendedFieldsForm). */
export const SOCIAL_EXTRA_FIELDS: Record<string, readonly SocialExtraField[]> = {
  facebook: [text("fetchedFields", "fetchedFields")],
  github: [text("baseUrl", "baseUrl"), text("apiUrl", "apiUrl")],
  google: [text("hostedDomain", "hostedDomain"), flag("userIp", "userIp"), flag("offlineAccess", "offlineAccess")],
  microsoft: [text("tenantId", "tenantId")],
  "openshift-v4": [text("baseUrl", "baseUrl")],
  paypal: [flag("sandbox", "sandbox")],
  stackoverflow: [text("key", "key")],
  apple: [text("teamId", "teamId"), text("keyId", "keyId")],
};
