"use client";

import { useMemo } from "react";
import { Badge, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { useServerInfo } from "@/lib/console-context";
import { userEventsKey, useUserEventsLoader, type UserEventFilters } from "@/lib/queries/events";
import { useRealmName } from "@/lib/router/useRealmName";
import { EventTime } from "./EventTime";
import { FALLBACK_EVENT_TYPES, filterChips, withoutChip } from "./eventFilters";
import { FilterChips } from "./FilterChips";
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
  const { filters, apply, tableState, setTableState, formOpen, setFormOpen, count } = useEventFilters<UserEventFilters>();
  const loader = useUserEventsLoader(realm, filters);
  const columns = useColumns();

  return (
    <Stack gap="2" py="4">
      <HStack>
        <Button variant="outline" aria-expanded={formOpen} onClick={() => setFormOpen((open) => !open)}>
          {t("searchForUserEvent")}
        </Button>
      </HStack>
      {formOpen && <UserEventsFilterForm filters={filters} eventTypes={eventTypes} onSearch={apply} onCancel={() => setFormOpen(false)} />}
      <FilterChips chips={filterChips(filters, FILTER_LABELS)} onRemove={(chip) => apply(withoutChip(filters, chip))} />
      <DataTable<EventRepresentation>
        queryKey={userEventsKey(realm, filters)}
        loader={loader}
        columns={columns}
        ariaLabelKey="userEvents"
        getRowId={(row, index) => `${row.time ?? ""}-${index}`}
        state={tableState}
        onStateChange={setTableState}
        isSearching={count > 0}
        activeFilterCount={count}
        onClearFilters={() => apply({})}
        emptyState={{ messageKey: "emptyEvents", instructionsKey: "emptyEventsInstructions" }}
        detailRow={(event) => <UserEventDetails event={event} />}
      />
    </Stack>
  );
}
