import { tabList, type TabOf } from "@/lib/router/tabList";

export const realmSettingsTabs = tabList(
  "realm-settings",
  // Keycloak's order; the other tabs of issue 12 join in their places
  [
    "general",
    "login",
    "themes",
    "events",
    "security-defenses",
    "sessions",
    "tokens",
    "client-policies",
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
  themes: "themes",
  "user-registration": "userRegistration",
  events: "events",
  "security-defenses": "securityDefences",
  "client-policies": "clientPolicies",
};
