"use client";

import RealmSettingsScreen from "../RealmSettingsScreen";

/** /{realm}/realm-settings/user-profile/{tab}: the realm settings with the user profile tab open. */
export default function UserProfileSubTabScreen() {
  return <RealmSettingsScreen tab="user-profile" />;
}
