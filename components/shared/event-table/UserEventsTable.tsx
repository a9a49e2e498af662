"use client";

import { useMemo } from "react";
import { Badge, HStack, Text } from "@chakra-ui/react";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { useServerInfo } from "@/lib/console-context";
import { useUserEventsSource, type UserEventFilters } from "@/lib/queries/events";
import { useRealmName } from "@/lib/router/useRealmName";
import { EventTime } from "./EventTime";
import { EventUser } from "./EventUser";
import { FALLBACK_EVENT_TYPES } from "./eventFilters";
import { EventsTable } from "./EventsTable";
import { useEventFilters } from "./useEventFilters";
import { UserEventDetails } from "./UserEventDetails";
import { UserEventsFilterForm } from "./UserEventsFilterForm";

type FilterField = keyof UserEventFilters;

const FILTER_LABELS: Record<FilterField, string> = {
  user: "usernameOrUserId",
  type: "eventType",
  client: "client",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
  ipAddress: "ipAddress",
};

/** The filters without the user, for a table whose user is fixed. */
const { user: _user, ...FILTER_LABELS_BUT_USER } = FILTER_LABELS;

function useColumns(realm: string): DataTableColumn<EventRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      { id: "time", header: t("time"), cell: ({ row }) => <EventTime time={row.original.time} /> },
      { id: "user", header: t("user"), cell: ({ row }) => <EventUser realm={realm} event={row.original} /> },
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
    [t, realm],
  );
}

/**
 * A realm's user events, filtered by the server, newest first, each row expandable: all users' (the events screen)
 * or one user's (`userId`, the user's events tab), whose filter is then fixed and not offered.
 */
export function UserEventsTable({ userId }: { userId?: string }) {
  const t = useTranslations();
  const realm = useRealmName();
  const serverInfo = useServerInfo();
  const eventTypes = serverInfo.enums?.eventType ?? FALLBACK_EVENT_TYPES;
  const state = useEventFilters<UserEventFilters>();
  const filters = userId ? { ...state.filters, user: userId } : state.filters;
  const source = useUserEventsSource(realm, filters, { userIsId: userId !== undefined });
  const columns = useColumns(realm);

  return (
    <EventsTable<EventRepresentation, UserEventFilters>
      state={state}
      searchLabel={t("searchForUserEvent")}
      filterLabels={userId ? FILTER_LABELS_BUT_USER : FILTER_LABELS}
      form={
        <UserEventsFilterForm
          userFixed={userId !== undefined}
          filters={state.filters}
          eventTypes={eventTypes}
          onSearch={state.apply}
          onCancel={() => state.setFormOpen(false)}
        />
      }
      source={source}
      columns={columns}
      ariaLabelKey="userEvents"
      emptyState={{ messageKey: "noUserEvents", instructionsKey: "noUserEventsInstructions" }}
      detailRow={(event) => <UserEventDetails event={event} />}
    />
  );
}
