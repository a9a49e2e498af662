"use client";

import { Box, Heading, Tabs, Text } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";
import { AdminEventsTab } from "./AdminEventsTab";
import { isEventTab, type EventTab } from "./eventTabs";
import { UserEventsTab } from "./UserEventsTab";

const TAB_TITLES: Record<EventTab, string> = { "user-events": "userEvents", "admin-events": "adminEvents" };

/** /{realm}/events[/{tab}]: user events and admin events, each tab its own route. */
export default function EventsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: EventTab = isEventTab(param) ? param : "user-events";

  const openTab = (next: string) =>
    void (next === "user-events"
      ? navigate({ to: "/$realm/events", params: { realm } })
      : navigate({ to: "/$realm/events/$tab", params: { realm, tab: next } }));

  return (
    <Box>
      <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
        <Heading as="h1" size="2xl">
          {t("titleEvents")}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t("eventExplain")}
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
        <Tabs.Content value="user-events">
          <UserEventsTab />
        </Tabs.Content>
        <Tabs.Content value="admin-events">
          <AdminEventsTab />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
