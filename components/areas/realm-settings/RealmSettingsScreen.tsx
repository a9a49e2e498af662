"use client";

import { FormAccess, Can } from "@/components/kit/form";
import { Suspense } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryError } from "@/components/kit/ui/QueryError";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { usePanelPreload } from "@/components/kit/ui/lazyPanel";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { RealmActionsMenu } from "./general/RealmActionsMenu";
import { REALM_SETTINGS_TAB_PANELS } from "./realmSettingsTabPanels";
import { realmSettingsTabs, type RealmSettingsTab } from "./realmSettingsTabs";

type RealmSettingsScreenProps = {
  /** A nested route (a tab's own sub-tabs, e.g. keys/providers) names its tab itself. */
  tab?: RealmSettingsTab;
};

/** /{realm}/realm-settings[/{tab}]: the realm's settings, a tab each; admins who may only view the realm read them. */
export default function RealmSettingsScreen({ tab: nestedTab }: RealmSettingsScreenProps) {
  const t = useTranslations();
  const name = useRealmName();
  const realm = useRealm(name);
  const [routeTab, openTab] = useRouteTab(realmSettingsTabs);
  const tab = nestedTab ?? routeTab;
  const Panel = REALM_SETTINGS_TAB_PANELS[tab];
  usePanelPreload(Panel);

  return (
    <FormAccess manage={["manage-realm"]}>
      <Box>
        <PageHeader
          title={realm.data?.displayName || name}
          subtitle={t("realmSettingsExplain")}
          actions={
            realm.data ? (
              <Can>
                <RealmActionsMenu realm={name} />
              </Can>
            ) : undefined
          }
        />
        <RouteTabs
          tabs={realmSettingsTabs.tabs}
          active={tab}
          label={(value) => t(realmSettingsTabs.title(value))}
          onSelect={openTab}
        >
          {realm.isPending ? (
            <LoadingSpinner />
          ) : realm.isError ? (
            <QueryError query={realm} />
          ) : realm.data ? (
            <Suspense fallback={<LoadingSpinner />}>
              {/* keyed by the realm, so a form starts again from the realm switched to */}
              <Panel key={realm.data.id} realm={realm.data} />
            </Suspense>
          ) : null}
        </RouteTabs>
      </Box>
    </FormAccess>
  );
}
