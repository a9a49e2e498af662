"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { authenticationTabs, type AuthenticationTab } from "./authenticationTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { FlowsTab } from "./FlowsTab";
import { RequiredActionsTab } from "./RequiredActionsTab";
import { PoliciesTab } from "./policies/PoliciesTab";
import { PageHeader } from "@/components/kit/screen/PageHeader";

const TAB_CONTENT: Record<AuthenticationTab, () => React.JSX.Element> = {
  flows: FlowsTab,
  "required-actions": RequiredActionsTab,
  policies: PoliciesTab,
};

/** /{realm}/authentication[/{tab}]: flows and required actions, each tab its own route. */
export default function AuthenticationScreen() {
  const t = useTranslations();
  const [tab, openTab] = useRouteTab(authenticationTabs);
  const Content = TAB_CONTENT[tab];

  return (
    <Box>
      <PageHeader title={t("titleAuthentication")} subtitle={t("authenticationExplain")} />
      <RouteTabs
        tabs={authenticationTabs.tabs}
        active={tab}
        label={(value) => t(authenticationTabs.title(value))}
        onSelect={openTab}
      >
        <Content />
      </RouteTabs>
    </Box>
  );
}
