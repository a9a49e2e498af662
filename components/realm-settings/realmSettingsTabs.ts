import { tabList, type TabOf } from "@/lib/router/tabList";

export const realmSettingsTabs = tabList("realm-settings", ["general", "events", "security-defenses"], { bare: true });

export type RealmSettingsTab = TabOf<typeof realmSettingsTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const REALM_SETTINGS_TAB_TITLES: Record<RealmSettingsTab, string> = {
  general: "general",
  events: "events",
  "security-defenses": "securityDefences",
};
