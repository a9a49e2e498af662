"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { KeysListTab } from "./KeysListTab";
import { KeysProvidersTab } from "./KeysProvidersTab";
import { keysTabs } from "./keysTabs";

/** The realm's keys and the providers that make them, each a tab of its own URL (keys/list, keys/providers). */
export default function KeysTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const [tab, openTab] = useRouteTab(keysTabs);
  const name = realm.realm ?? "";
  const realmId = realm.id ?? "";
  return (
    <RouteTabs tabs={keysTabs.tabs} active={tab} label={(value) => t(keysTabs.title(value))} onSelect={openTab}>
      {tab === "list" ? (
        <KeysListTab realm={name} realmId={realmId} />
      ) : (
        <KeysProvidersTab realm={name} realmId={realmId} />
      )}
    </RouteTabs>
  );
}
