"use client";
import { Box } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRealmName } from "@/lib/router/useRealmName";
import { DASHBOARD_TABS, isDashboardTab, type DashboardTab } from "./dashboardTabs";
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
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: DashboardTab = isDashboardTab(param) ? param : "welcome";
  const Content = TAB_CONTENT[tab];

  return (
    <Box>
      <PageHeader title={t("realmNameTitle", { name: realm })} />
      <RouteTabs
        tabs={DASHBOARD_TABS}
        active={tab}
        label={(value) => t(TAB_TITLES[value])}
        onSelect={(next) => void navigate({ to: "/$realm/$tab", params: { realm, tab: next } })}
      >
        <Content />
      </RouteTabs>
    </Box>
  );
}
