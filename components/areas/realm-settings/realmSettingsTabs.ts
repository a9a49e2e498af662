import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { tabList, type TabOf } from "@/lib/router/tabList";

export const realmSettingsTabs = tabList(
  "realm-settings",
  // Keycloak's order
  [
    "general",
    "login",
    "email",
    "themes",
    "keys",
    "events",
    "localization",
    // not Keycloak's: the console's own texts per locale, beside the localization they come from
    "translation-coverage",
    "security-defenses",
    "sessions",
    "tokens",
    "client-policies",
    "user-profile",
    "user-registration",
  ],
  { bare: true },
);

export type RealmSettingsTab = TabOf<typeof realmSettingsTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const REALM_SETTINGS_TAB_TITLES: Record<RealmSettingsTab, string> = {
  general: "general",
  sessions: "sessions",
  tokens: "tokens",
  login: "login",
  email: "email",
  themes: "themes",
  "user-registration": "userRegistration",
  events: "events",
  "security-defenses": "securityDefences",
  "user-profile": "userProfile",
  keys: "keys",
  localization: "localization",
  "translation-coverage": "translationCoverage",
  "client-policies": "clientPolicies",
};

/** What every realm-settings tab gets: the realm as loaded, and whether the admin may only view it. */
export type RealmSettingsTabProps = { realm: RealmRepresentation };
