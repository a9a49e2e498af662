import { z } from "@/lib/form/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { keyValueToMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";

export const SSL_REQUIRED = ["none", "external", "all"] as const;

/** The user profile's unmanagedAttributePolicy; DISABLED is stored as no policy at all, as Keycloak does. */
export const UNMANAGED_POLICIES = ["DISABLED", "ENABLED", "ADMIN_VIEW", "ADMIN_EDIT"] as const;
export type UnmanagedPolicy = (typeof UNMANAGED_POLICIES)[number];

/** Keycloak keeps the ACR to level-of-authentication mapping as a JSON object in this realm attribute. */
export const ACR_LOA_ATTRIBUTE = "acr.loa.map";

export type GeneralValues = {
  realm: string;
  displayName: string;
  displayNameHtml: string;
  frontendUrl: string;
  sslRequired: (typeof SSL_REQUIRED)[number];
  acrLoaMap: KeyValue[];
  userManagedAccessAllowed: boolean;
  organizationsEnabled: boolean;
  adminPermissionsEnabled: boolean;
  unmanagedAttributePolicy: UnmanagedPolicy;
};

export type GeneralMessages = { required: string; noSpaces: string; invalidUrl: string };

/** An absolute http(s) URL. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.host !== "";
  } catch {
    return false;
  }
}

/** Name required without whitespace; the frontend URL empty or a URL. Messages come translated. */
export function generalSchema(messages: GeneralMessages) {
  return z.object({
    realm: z.string().trim().min(1, messages.required).regex(/^\S+$/, messages.noSpaces),
    displayName: z.string(),
    displayNameHtml: z.string(),
    frontendUrl: z
      .string()
      .trim()
      .refine((value) => value === "" || isHttpUrl(value), messages.invalidUrl),
    sslRequired: z.enum(SSL_REQUIRED),
    acrLoaMap: z.array(z.object({ key: z.string(), value: z.string() })),
    userManagedAccessAllowed: z.boolean(),
    organizationsEnabled: z.boolean(),
    adminPermissionsEnabled: z.boolean(),
    unmanagedAttributePolicy: z.enum(UNMANAGED_POLICIES),
  });
}

const asSslRequired = (value: string | undefined): GeneralValues["sslRequired"] =>
  (SSL_REQUIRED as readonly string[]).includes(value ?? "") ? (value as GeneralValues["sslRequired"]) : "external";

export const asUnmanagedPolicy = (value: string | undefined): UnmanagedPolicy =>
  (UNMANAGED_POLICIES as readonly string[]).includes(value ?? "") ? (value as UnmanagedPolicy) : "DISABLED";

function parseAcrLoaMap(stored: unknown): KeyValue[] {
  if (typeof stored !== "string" || !stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return [];
    return mapToKeyValue(Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)])));
  } catch {
    // not the JSON Keycloak writes: nothing the form can edit, so the list starts empty and a save replaces it
    return [];
  }
}

/** The form's values; the unmanaged-attribute policy comes from the user profile, not the realm. */
export function toGeneralValues(realm: RealmRepresentation, policy?: string): GeneralValues {
  const frontendUrl = realm.attributes?.frontendUrl;
  return {
    realm: realm.realm ?? "",
    displayName: realm.displayName ?? "",
    displayNameHtml: realm.displayNameHtml ?? "",
    frontendUrl: typeof frontendUrl === "string" ? frontendUrl : "",
    sslRequired: asSslRequired(realm.sslRequired),
    acrLoaMap: parseAcrLoaMap(realm.attributes?.[ACR_LOA_ATTRIBUTE]),
    userManagedAccessAllowed: realm.userManagedAccessAllowed ?? false,
    organizationsEnabled: realm.organizationsEnabled ?? false,
    adminPermissionsEnabled: realm.adminPermissionsEnabled ?? false,
    unmanagedAttributePolicy: asUnmanagedPolicy(policy),
  };
}

/** The mapping as Keycloak's console stores it: trimmed, rows without a key dropped. */
function acrLoaJson(rows: KeyValue[]): string {
  return JSON.stringify(keyValueToMap(rows.map(({ key, value }) => ({ key: key.trim(), value: value.trim() }))));
}

/** The realm as loaded with the form's values on top; Keycloak's update takes the whole representation. */
export function toRealm(realm: RealmRepresentation, values: GeneralValues): RealmRepresentation {
  const attributes: Record<string, unknown> = { ...realm.attributes, frontendUrl: values.frontendUrl.trim() };
  // a realm that never had a mapping keeps none until one is entered
  if (values.acrLoaMap.some((row) => row.key.trim()) || realm.attributes?.[ACR_LOA_ATTRIBUTE] !== undefined)
    attributes[ACR_LOA_ATTRIBUTE] = acrLoaJson(values.acrLoaMap);
  const adminPermissions =
    values.adminPermissionsEnabled !== (realm.adminPermissionsEnabled ?? false)
      ? { adminPermissionsEnabled: values.adminPermissionsEnabled }
      : {};
  return {
    ...realm,
    realm: values.realm.trim(),
    displayName: values.displayName,
    displayNameHtml: values.displayNameHtml,
    sslRequired: values.sslRequired,
    userManagedAccessAllowed: values.userManagedAccessAllowed,
    organizationsEnabled: values.organizationsEnabled,
    ...adminPermissions,
    attributes,
  };
}
