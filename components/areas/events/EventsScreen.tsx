"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { AdminEventsTab } from "./AdminEventsTab";
import { eventTabs, type EventTab } from "./eventTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { UserEventsTable } from "@/components/shared/event-table/UserEventsTable";
import { PageHeader } from "@/components/kit/screen/PageHeader";

const TAB_CONTENT: Record<EventTab, () => React.JSX.Element> = {
  "user-events": () => <UserEventsTable />,
  "admin-events": AdminEventsTab,
};

/** /{realm}/events[/{tab}]: user events and admin events, each tab its own route. */
export default function EventsScreen() {
  const t = useTranslations();
  const [tab, openTab] = useRouteTab(eventTabs);
  const Content = TAB_CONTENT[tab];

  return (
    <Box>
      <PageHeader title={t("titleEvents")} subtitle={t("eventExplain")} />
      <RouteTabs tabs={eventTabs.tabs} active={tab} label={(value) => t(eventTabs.title(value))} onSelect={openTab}>
        <Content />
      </RouteTabs>
    </Box>
  );
}
