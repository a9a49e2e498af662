"use client";

import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { clientPoliciesTabs } from "./clientPoliciesTabs";
import { ClientPoliciesPanel } from "./ClientPoliciesPanel";
import { POLICIES, PROFILES } from "./clientPolicyKinds";
import { PoliciesTable } from "./policies/PoliciesTable";
import { ProfilesTable } from "./profiles/ProfilesTable";

/** The client policies tab: the realm's client profiles and client policies, each a sub-tab of its own URL. */
export default function ClientPoliciesTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const [tab, openTab] = useRouteTab(clientPoliciesTabs);
  const name = realm.realm ?? "";
  const panels = {
    profiles: (
      <ClientPoliciesPanel key="profiles" realm={name} kind={PROFILES} table={<ProfilesTable realm={name} />} />
    ),
    policies: (
      <ClientPoliciesPanel key="policies" realm={name} kind={POLICIES} table={<PoliciesTable realm={name} />} />
    ),
  };
  return (
    <RouteTabs
      tabs={clientPoliciesTabs.tabs}
      active={tab}
      label={(value) => t(clientPoliciesTabs.title(value))}
      onSelect={openTab}
    >
      {panels[tab]}
    </RouteTabs>
  );
}
