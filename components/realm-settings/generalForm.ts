import { z } from "@/lib/form/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

export const SSL_REQUIRED = ["none", "external", "all"] as const;

export type GeneralValues = {
  realm: string;
  displayName: string;
  displayNameHtml: string;
  frontendUrl: string;
  sslRequired: (typeof SSL_REQUIRED)[number];
  userManagedAccessAllowed: boolean;
  organizationsEnabled: boolean;
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
    userManagedAccessAllowed: z.boolean(),
    organizationsEnabled: z.boolean(),
  });
}

const asSslRequired = (value: string | undefined): GeneralValues["sslRequired"] =>
  (SSL_REQUIRED as readonly string[]).includes(value ?? "") ? (value as GeneralValues["sslRequired"]) : "external";

export function toGeneralValues(realm: RealmRepresentation): GeneralValues {
  const frontendUrl = realm.attributes?.frontendUrl;
  return {
    realm: realm.realm ?? "",
    displayName: realm.displayName ?? "",
    displayNameHtml: realm.displayNameHtml ?? "",
    frontendUrl: typeof frontendUrl === "string" ? frontendUrl : "",
    sslRequired: asSslRequired(realm.sslRequired),
    userManagedAccessAllowed: realm.userManagedAccessAllowed ?? false,
    organizationsEnabled: realm.organizationsEnabled ?? false,
  };
}

/** The realm as loaded with the form's values on top; Keycloak's update takes the whole representation. */
export function toRealm(realm: RealmRepresentation, values: GeneralValues): RealmRepresentation {
  return {
    ...realm,
    realm: values.realm.trim(),
    displayName: values.displayName,
    displayNameHtml: values.displayNameHtml,
    sslRequired: values.sslRequired,
    userManagedAccessAllowed: values.userManagedAccessAllowed,
    organizationsEnabled: values.organizationsEnabled,
    attributes: { ...realm.attributes, frontendUrl: values.frontendUrl.trim() },
  };
}
