"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRealmName } from "@/lib/router/useRealmName";
import { AUTHENTICATION_TABS, isAuthenticationTab, type AuthenticationTab } from "./authenticationTabs";
import { FlowsTab } from "./FlowsTab";
import { RequiredActionsTab } from "./RequiredActionsTab";
import { PageHeader } from "@/components/kit/PageHeader";

const TAB_TITLES: Record<AuthenticationTab, string> = { flows: "flows", "required-actions": "requiredActions" };

const TAB_CONTENT: Record<AuthenticationTab, () => React.JSX.Element> = {
  flows: FlowsTab,
  "required-actions": RequiredActionsTab,
};

/** /{realm}/authentication[/{tab}]: flows and required actions, each tab its own route. */
export default function AuthenticationScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: AuthenticationTab = isAuthenticationTab(param) ? param : "flows";
  const Content = TAB_CONTENT[tab];

  const openTab = (next: AuthenticationTab) =>
    void (next === "flows"
      ? navigate({ to: "/$realm/authentication", params: { realm } })
      : navigate({ to: "/$realm/authentication/$tab", params: { realm, tab: next } }));

  return (
    <Box>
      <PageHeader title={t("titleAuthentication")} subtitle={t("authenticationExplain")} />
      <RouteTabs tabs={AUTHENTICATION_TABS} active={tab} label={(value) => t(TAB_TITLES[value])} onSelect={openTab}>
        <Content />
      </RouteTabs>
    </Box>
  );
}
