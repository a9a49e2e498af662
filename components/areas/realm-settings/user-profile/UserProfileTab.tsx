"use client";

import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { AttributesTab } from "./attributes/AttributesTab";
import { AttributesGroupTab } from "./group/AttributesGroupTab";
import { JsonEditorTab } from "./JsonEditorTab";
import { userProfileTabs } from "./userProfileTabs";

/** The realm's user profile: its attributes in order, their groups, and the whole configuration as JSON. */
export default function UserProfileTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const name = realm.realm ?? "";
  const config = useUserProfileSettings(name);
  const [tab, openTab] = useRouteTab(userProfileTabs);

  return (
    <RouteTabs
      tabs={userProfileTabs.tabs}
      active={tab}
      label={(value) => t(userProfileTabs.title(value))}
      onSelect={openTab}
    >
      <QueryState query={config}>
        {(data) =>
          tab === "attributes" ? (
            <AttributesTab realm={name} config={data} />
          ) : tab === "attributes-group" ? (
            <AttributesGroupTab realm={name} config={data} />
          ) : (
            <JsonEditorTab realm={name} config={data} />
          )
        }
      </QueryState>
    </RouteTabs>
  );
}
