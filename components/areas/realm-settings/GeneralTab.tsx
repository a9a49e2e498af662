"use client";

import { QueryState } from "@/components/kit/screen/QueryState";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import type { RealmSettingsTabProps } from "./realmSettingsTabs";
import { GeneralForm } from "./general/GeneralForm";

/**
 * The realm's general settings; read-only without manage-realm. The unmanaged-attribute policy lives in the user
 * profile, so the form waits for it as Keycloak's tab does.
 */
export function GeneralTab({ realm }: RealmSettingsTabProps) {
  const profile = useUserProfileSettings(realm.realm ?? "");
  return (
    <QueryState query={profile}>
      {(config) => <GeneralForm realm={realm} policy={config.unmanagedAttributePolicy} />}
    </QueryState>
  );
}
