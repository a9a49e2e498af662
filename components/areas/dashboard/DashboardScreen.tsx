"use client";
import { lazy, Suspense } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRealmName } from "@/lib/router/useRealmName";
import { dashboardTabs, type DashboardTab } from "./dashboardTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { WelcomeTab } from "./WelcomeTab";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { useAccess } from "@/lib/console-context";

// Not in the first load: only the welcome tab is; each other tab's code (and, through it, the texts it alone uses)
// comes when the tab is first opened.
const ServerInfoTab = lazy(() => import("./ServerInfoTab"));
const ProviderInfoTab = lazy(() => import("./ProviderInfoTab"));
const LoginActivityTab = lazy(() => import("./LoginActivityTab"));

const TAB_CONTENT: Record<DashboardTab, React.ComponentType> = {
  welcome: WelcomeTab,
  info: ServerInfoTab,
  providers: ProviderInfoTab,
  "login-activity": LoginActivityTab,
};

/** The realm's start page; each tab is its own route (/{realm}/{tab}). */
export default function DashboardScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const [tab, openTab] = useRouteTab(dashboardTabs);
  const Content = TAB_CONTENT[tab];
  const { hasAny } = useAccess();
  // the login activity counts user events, which only admins who may view events can read
  const tabs = dashboardTabs.tabs.filter((value) => value !== "login-activity" || hasAny("view-events"));

  return (
    <Box>
      <PageHeader title={t("realmNameTitle", { name: realm })} />
      <RouteTabs tabs={tabs} active={tab} label={(value) => t(dashboardTabs.title(value))} onSelect={openTab}>
        <Suspense fallback={<LoadingSpinner />}>
          <Content />
        </Suspense>
      </RouteTabs>
    </Box>
  );
}
