"use client";

import { useMemo } from "react";
import { Badge, HStack, Text } from "@chakra-ui/react";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/data-table";
import { useServerInfo } from "@/lib/console-context";
import { useUserEventsSource, type UserEventFilters } from "@/lib/queries/events";
import { useRealmName } from "@/lib/router/useRealmName";
import { EventTime } from "./EventTime";
import { FALLBACK_EVENT_TYPES } from "./eventFilters";
import { EventsTable } from "./EventsTable";
import { useEventFilters } from "./useEventFilters";
import { UserEventDetails } from "./UserEventDetails";
import { UserEventsFilterForm } from "./UserEventsFilterForm";

const FILTER_LABELS: Record<keyof UserEventFilters, string> = {
  user: "userId",
  type: "eventType",
  client: "client",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  ipAddress: "ipAddress",
};

function useColumns(): DataTableColumn<EventRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      { id: "time", header: t("time"), cell: ({ row }) => <EventTime time={row.original.time} /> },
      { id: "user", header: t("user"), cell: ({ row }) => row.original.details?.username ?? row.original.userId ?? "" },
      {
        id: "type",
        header: t("eventType"),
        cell: ({ row }) => (
          <HStack gap="2">
            <Text>{row.original.type}</Text>
            {row.original.error && <Badge colorPalette="red">{row.original.error}</Badge>}
          </HStack>
        ),
      },
      { id: "ipAddress", header: t("ipAddress"), cell: ({ row }) => row.original.ipAddress ?? "" },
      { id: "client", header: t("client"), cell: ({ row }) => row.original.clientId ?? "" },
    ],
    [t],
  );
}

/** /{realm}/events: the realm's user events, filtered by the server, newest first, each row expandable. */
export function UserEventsTab() {
  const t = useTranslations();
  const realm = useRealmName();
  const serverInfo = useServerInfo();
  const eventTypes = serverInfo.enums?.eventType ?? FALLBACK_EVENT_TYPES;
  const state = useEventFilters<UserEventFilters>();
  const source = useUserEventsSource(realm, state.filters);
  const columns = useColumns();

  return (
    <EventsTable<EventRepresentation, UserEventFilters>
      state={state}
      searchLabel={t("searchForUserEvent")}
      filterLabels={FILTER_LABELS}
      form={
        <UserEventsFilterForm
          filters={state.filters}
          eventTypes={eventTypes}
          onSearch={state.apply}
          onCancel={() => state.setFormOpen(false)}
        />
      }
      source={source}
      columns={columns}
      ariaLabelKey="userEvents"
      emptyState={{ messageKey: "emptyEvents", instructionsKey: "emptyEventsInstructions" }}
      detailRow={(event) => <UserEventDetails event={event} />}
    />
  );
}
