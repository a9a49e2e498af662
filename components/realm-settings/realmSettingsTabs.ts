export const REALM_SETTINGS_TABS = ["general"] as const;

export type RealmSettingsTab = (typeof REALM_SETTINGS_TABS)[number];

export function isRealmSettingsTab(tab: string | undefined): tab is RealmSettingsTab {
  return (REALM_SETTINGS_TABS as readonly (string | undefined)[]).includes(tab);
}
