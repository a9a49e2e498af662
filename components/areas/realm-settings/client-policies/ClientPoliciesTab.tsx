"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { clientPoliciesTabs } from "./clientPoliciesTabs";
import { PoliciesPanel } from "./policies/PoliciesPanel";
import { ProfilesPanel } from "./profiles/ProfilesPanel";

/** The client policies tab: the realm's client profiles and client policies, each a sub-tab of its own URL. */
export default function ClientPoliciesTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const [tab, openTab] = useRouteTab(clientPoliciesTabs);
  const name = realm.realm ?? "";
  return (
    <RouteTabs
      tabs={clientPoliciesTabs.tabs}
      active={tab}
      label={(value) => t(clientPoliciesTabs.title(value))}
      onSelect={openTab}
    >
      {tab === "profiles" ? <ProfilesPanel realm={name} /> : <PoliciesPanel realm={name} />}
    </RouteTabs>
  );
}
