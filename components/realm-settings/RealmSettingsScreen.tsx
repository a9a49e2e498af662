"use client";

import { Box, Text } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { getErrorMessage } from "@/lib/errors";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { GeneralTab } from "./GeneralTab";
import { isRealmSettingsTab, REALM_SETTINGS_TABS, type RealmSettingsTab } from "./realmSettingsTabs";
import { PageHeader } from "@/components/kit/PageHeader";

/** /{realm}/realm-settings[/{tab}]: the realm's settings; the general tab is the only one so far. */
export default function RealmSettingsScreen() {
  const t = useTranslations();
  const name = useRealmName();
  const realm = useRealm(name);
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: RealmSettingsTab = isRealmSettingsTab(param) ? param : "general";

  const openTab = (next: RealmSettingsTab) =>
    void navigate({ to: "/$realm/realm-settings/$tab", params: { realm: name, tab: next } });

  return (
    <Box>
      <PageHeader title={realm.data?.displayName || name} subtitle={t("realmSettingsExplain")} />
      <RouteTabs tabs={REALM_SETTINGS_TABS} active={tab} label={(value) => t(value)} onSelect={openTab}>
        {realm.isPending ? (
          <LoadingSpinner />
        ) : realm.isError ? (
          <Text color="fg.error">{getErrorMessage(realm.error)}</Text>
        ) : realm.data ? (
          <GeneralTab key={realm.data.id} realm={realm.data} />
        ) : null}
      </RouteTabs>
    </Box>
  );
}
