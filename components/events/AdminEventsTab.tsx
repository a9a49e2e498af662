"use client";

import { useMemo } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { useServerInfo } from "@/lib/console-context";
import { adminEventsKey, useAdminEventsLoader, type AdminEventFilters } from "@/lib/queries/events";
import { useRealmName } from "@/lib/router/useRealmName";
import { AdminEventDetails } from "./AdminEventDetails";
import { AdminEventsFilterForm } from "./AdminEventsFilterForm";
import { EventTime } from "./EventTime";
import { FALLBACK_OPERATION_TYPES, filterChips, withoutChip } from "./eventFilters";
import { FilterChips } from "./FilterChips";
import { useEventFilters } from "./useEventFilters";

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

/** /{realm}/events/admin-events: the realm's admin events, filtered by the server, each row expandable. */
export function AdminEventsTab() {
  const t = useTranslations();
  const realm = useRealmName();
  const enums = useServerInfo().enums;
  const { filters, apply, tableState, setTableState, formOpen, setFormOpen, count } = useEventFilters<AdminEventFilters>();
  const loader = useAdminEventsLoader(realm, filters);
  const columns = useColumns();

  return (
    <Stack gap="2" py="4">
      <HStack>
        <Button variant="outline" aria-expanded={formOpen} onClick={() => setFormOpen((open) => !open)}>
          {t("searchForAdminEvent")}
        </Button>
      </HStack>
      {formOpen && (
        <AdminEventsFilterForm
          filters={filters}
          resourceTypes={enums?.resourceType ?? []}
          operationTypes={enums?.operationType ?? FALLBACK_OPERATION_TYPES}
          onSearch={apply}
          onCancel={() => setFormOpen(false)}
        />
      )}
      <FilterChips chips={filterChips(filters, FILTER_LABELS)} onRemove={(chip) => apply(withoutChip(filters, chip))} />
      <DataTable<AdminEventRepresentation>
        queryKey={adminEventsKey(realm, filters)}
        loader={loader}
        columns={columns}
        ariaLabelKey="adminEvents"
        getRowId={(row, index) => `${row.time ?? ""}-${index}`}
        state={tableState}
        onStateChange={setTableState}
        isSearching={count > 0}
        activeFilterCount={count}
        onClearFilters={() => apply({})}
        emptyState={{ messageKey: "emptyAdminEvents", instructionsKey: "emptyAdminEventsInstructions" }}
        detailRow={(event) => <AdminEventDetails event={event} />}
      />
    </Stack>
  );
}
