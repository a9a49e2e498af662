import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { z } from "@/lib/form/zod";

/** The realm's theme fields, each with serverinfo's theme type and its label key. */
export const THEME_FIELDS = [
  { name: "loginTheme", type: "login" },
  { name: "accountTheme", type: "account" },
  { name: "adminTheme", type: "admin" },
  { name: "emailTheme", type: "email" },
] as const;

export type ThemeField = (typeof THEME_FIELDS)[number]["name"];

/** An empty value is the server's default theme. */
export type ThemesValues = Record<ThemeField, string>;

export const themesSchema = z.object({
  loginTheme: z.string(),
  accountTheme: z.string(),
  adminTheme: z.string(),
  emailTheme: z.string(),
});

export function toThemesValues(realm: RealmRepresentation): ThemesValues {
  return {
    loginTheme: realm.loginTheme ?? "",
    accountTheme: realm.accountTheme ?? "",
    adminTheme: realm.adminTheme ?? "",
    emailTheme: realm.emailTheme ?? "",
  };
}

/** The realm as loaded with the themes on top; an empty string (not undefined) puts a theme back to the default. */
export function themesToRealm(realm: RealmRepresentation, values: ThemesValues): RealmRepresentation {
  return { ...realm, ...values };
}

/**
 * The names serverinfo offers for one theme type, with the realm's current theme kept in the list even when the
 * server no longer has it, so opening the form does not silently change it.
 */
export function themeOptions(serverInfo: ServerInfoRepresentation, type: string, current: string): string[] {
  const names = (serverInfo.themes?.[type] ?? []).map((theme) => theme.name);
  return current && !names.includes(current) ? [...names, current] : names;
}
