"use client";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRealmName } from "@/lib/router/useRealmName";
import { dashboardTabs, type DashboardTab } from "./dashboardTabs";
import { useRouteTab } from "@/components/ui/useRouteTab";
import { ProviderInfoTab } from "./ProviderInfoTab";
import { ServerInfoTab } from "./ServerInfoTab";
import { WelcomeTab } from "./WelcomeTab";
import { PageHeader } from "@/components/kit/PageHeader";

const TAB_TITLES: Record<DashboardTab, string> = {
  welcome: "welcomeTabTitle",
  info: "serverInfo",
  providers: "providerInfo",
};

const TAB_CONTENT: Record<DashboardTab, () => React.JSX.Element> = {
  welcome: WelcomeTab,
  info: ServerInfoTab,
  providers: ProviderInfoTab,
};

/** The realm's start page; each tab is its own route (/{realm}/{tab}). */
export default function DashboardScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const [tab, openTab] = useRouteTab(dashboardTabs);
  const Content = TAB_CONTENT[tab];

  return (
    <Box>
      <PageHeader title={t("realmNameTitle", { name: realm })} />
      <RouteTabs tabs={dashboardTabs.tabs} active={tab} label={(value) => t(TAB_TITLES[value])} onSelect={openTab}>
        <Content />
      </RouteTabs>
    </Box>
  );
}
