"use client";

import RealmSettingsScreen from "../RealmSettingsScreen";

/** /{realm}/realm-settings/client-policies/{profiles|policies}: the realm settings with the client policies tab open. */
export default function ClientPoliciesSubTabScreen() {
  return <RealmSettingsScreen tab="client-policies" />;
}
