"use client";

import { useMemo } from "react";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import { useSearch } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { useServerInfo } from "@/lib/console-context";
import { useAdminEventsSource, type AdminEventFilters } from "@/lib/queries/events";
import { useRealmName } from "@/lib/router/useRealmName";
import { AdminEventDetails } from "./AdminEventDetails";
import { AdminEventsFilterForm } from "./AdminEventsFilterForm";
import { EventTime } from "@/components/shared/event-table/EventTime";
import { FALLBACK_OPERATION_TYPES } from "@/components/shared/event-table/eventFilters";
import { EventsTable } from "@/components/shared/event-table/EventsTable";
import { useEventFilters } from "@/components/shared/event-table/useEventFilters";

const FILTER_LABELS: Record<keyof AdminEventFilters, string> = {
  resourceTypes: "resourceTypes",
  operationTypes: "operationTypes",
  resourcePath: "resourcePath",
  authRealm: "realm",
  authClient: "client",
  authUser: "user",
  authIpAddress: "ipAddress",
  dateFrom: "dateFrom",
  dateTo: "dateTo",
};

function useColumns(): DataTableColumn<AdminEventRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      { id: "time", header: t("time"), cell: ({ row }) => <EventTime time={row.original.time} /> },
      { id: "resourcePath", header: t("resourcePath"), cell: ({ row }) => row.original.resourcePath ?? "" },
      { id: "resourceType", header: t("resourceType"), cell: ({ row }) => row.original.resourceType ?? "" },
      { id: "operationType", header: t("operationType"), cell: ({ row }) => row.original.operationType ?? "" },
      { id: "user", header: t("user"), cell: ({ row }) => row.original.authDetails?.userId ?? "" },
    ],
    [t],
  );
}

/**
 * /{realm}/events/admin-events[?resourcePath=…]: the realm's admin events, filtered by the server, each row
 * expandable. A resource's details link here with its resource path as the first filter.
 */
export function AdminEventsTab() {
  const search: { resourcePath?: unknown } = useSearch({ strict: false });
  const resourcePath = typeof search.resourcePath === "string" ? search.resourcePath : undefined;
  // another resource's link starts over from its own filter
  return <AdminEventsList key={resourcePath ?? ""} resourcePath={resourcePath} />;
}

function AdminEventsList({ resourcePath }: { resourcePath: string | undefined }) {
  const t = useTranslations();
  const realm = useRealmName();
  const enums = useServerInfo().enums;
  const state = useEventFilters<AdminEventFilters>({ resourcePath });
  const source = useAdminEventsSource(realm, state.filters);
  const columns = useColumns();

  return (
    <EventsTable<AdminEventRepresentation, AdminEventFilters>
      state={state}
      searchLabel={t("searchForAdminEvent")}
      filterLabels={FILTER_LABELS}
      form={
        <AdminEventsFilterForm
          filters={state.filters}
          resourceTypes={enums?.resourceType ?? []}
          operationTypes={enums?.operationType ?? FALLBACK_OPERATION_TYPES}
          onSearch={state.apply}
          onCancel={() => state.setFormOpen(false)}
        />
      }
      source={source}
      columns={columns}
      ariaLabelKey="adminEvents"
      emptyState={{ messageKey: "emptyAdminEvents", instructionsKey: "emptyAdminEventsInstructions" }}
      detailRow={(event) => <AdminEventDetails event={event} />}
    />
  );
}
