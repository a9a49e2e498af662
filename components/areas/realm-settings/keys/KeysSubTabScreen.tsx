"use client";

import RealmSettingsScreen from "../RealmSettingsScreen";

/** /{realm}/realm-settings/keys/{list|providers}: the realm settings with the keys tab open. */
export default function KeysSubTabScreen() {
  return <RealmSettingsScreen tab="keys" />;
}
