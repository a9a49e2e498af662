"use client";

import { Box, Heading, Tabs, Text } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";
import { isAuthenticationTab, type AuthenticationTab } from "./authenticationTabs";
import { FlowsTab } from "./FlowsTab";
import { RequiredActionsTab } from "./RequiredActionsTab";

const TAB_TITLES: Record<AuthenticationTab, string> = { flows: "flows", "required-actions": "requiredActions" };

/** /{realm}/authentication[/{tab}]: flows and required actions, each tab its own route. */
export default function AuthenticationScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: AuthenticationTab = isAuthenticationTab(param) ? param : "flows";

  const openTab = (next: string) =>
    void (next === "flows"
      ? navigate({ to: "/$realm/authentication", params: { realm } })
      : navigate({ to: "/$realm/authentication/$tab", params: { realm, tab: next } }));

  return (
    <Box>
      <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
        <Heading as="h1" size="2xl">
          {t("titleAuthentication")}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t("authenticationExplain")}
        </Text>
      </Box>
      <Tabs.Root value={tab} onValueChange={(details) => openTab(details.value)} px="6" pt="2" lazyMount unmountOnExit>
        <Tabs.List>
          {Object.entries(TAB_TITLES).map(([value, title]) => (
            <Tabs.Trigger key={value} value={value}>
              {t(title)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="flows">
          <FlowsTab />
        </Tabs.Content>
        <Tabs.Content value="required-actions">
          <RequiredActionsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
