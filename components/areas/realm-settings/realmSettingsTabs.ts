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
  { bare: true, titles: { "security-defenses": "securityDefences" } },
);

export type RealmSettingsTab = TabOf<typeof realmSettingsTabs>;

/** What every realm-settings tab gets: the realm as loaded, and whether the admin may only view it. */
export type RealmSettingsTabProps = { realm: RealmRepresentation };
