"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { GeneralTab } from "./GeneralTab";
import { realmSettingsTabs } from "./realmSettingsTabs";
import { useRouteTab } from "@/components/ui/useRouteTab";
import { PageHeader } from "@/components/kit/PageHeader";
import { QueryError } from "@/components/kit/QueryError";

/** /{realm}/realm-settings[/{tab}]: the realm's settings; the general tab is the only one so far. */
export default function RealmSettingsScreen() {
  const t = useTranslations();
  const name = useRealmName();
  const realm = useRealm(name);
  const [tab, openTab] = useRouteTab(realmSettingsTabs);

  return (
    <Box>
      <PageHeader title={realm.data?.displayName || name} subtitle={t("realmSettingsExplain")} />
      <RouteTabs tabs={realmSettingsTabs.tabs} active={tab} label={(value) => t(value)} onSelect={openTab}>
        {realm.isPending ? (
          <LoadingSpinner />
        ) : realm.isError ? (
          <QueryError query={realm} />
        ) : realm.data ? (
          <GeneralTab key={realm.data.id} realm={realm.data} />
        ) : null}
      </RouteTabs>
    </Box>
  );
}
