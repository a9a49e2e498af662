"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useRealmName } from "@/lib/router/useRealmName";
import { AdminEventsTab } from "./AdminEventsTab";
import { EVENT_TABS, isEventTab, type EventTab } from "./eventTabs";
import { UserEventsTab } from "./UserEventsTab";
import { PageHeader } from "@/components/kit/PageHeader";

const TAB_TITLES: Record<EventTab, string> = { "user-events": "userEvents", "admin-events": "adminEvents" };

const TAB_CONTENT: Record<EventTab, () => React.JSX.Element> = {
  "user-events": UserEventsTab,
  "admin-events": AdminEventsTab,
};

/** /{realm}/events[/{tab}]: user events and admin events, each tab its own route. */
export default function EventsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const tab: EventTab = isEventTab(param) ? param : "user-events";
  const Content = TAB_CONTENT[tab];

  const openTab = (next: EventTab) =>
    void (next === "user-events"
      ? navigate({ to: "/$realm/events", params: { realm } })
      : navigate({ to: "/$realm/events/$tab", params: { realm, tab: next } }));

  return (
    <Box>
      <PageHeader title={t("titleEvents")} subtitle={t("eventExplain")} />
      <RouteTabs tabs={EVENT_TABS} active={tab} label={(value) => t(TAB_TITLES[value])} onSelect={openTab}>
        <Content />
      </RouteTabs>
    </Box>
  );
}
