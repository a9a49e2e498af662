"use client";

import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import { Stack } from "@chakra-ui/react";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, SelectionButton, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useServerInfo } from "@/lib/console-context";
import { useEnabledEventTypesSource, useUpdateEventsConfig } from "@/lib/queries/eventsConfig";
import { AddEventTypesDialog } from "./AddEventTypesDialog";
import { addableEventTypes, withChanges } from "./eventsForm";

type EventTypeRow = { id: string };

type EventTypesTableProps = { realm: string; config: RealmEventsConfigRepresentation };

/** The event types saved; adding or removing types saves the config at once, as Keycloak's console does. */
export function EventTypesTable({ realm, config }: EventTypesTableProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const source = useEnabledEventTypesSource(realm);
  const update = useUpdateEventsConfig(realm);
  const known = useServerInfo().enums?.eventType ?? [];
  const saved = config.enabledEventTypes ?? [];
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<EventTypeRow[]>([]);

  const saveTypes = (enabledEventTypes: string[]) =>
    update.mutateAsync({ config: withChanges(config, { enabledEventTypes }) });
  // resolves to whether the types went; a failure is already on screen as the mutation's alert
  const remove = (rows: EventTypeRow[]) => {
    const gone = new Set(rows.map((row) => row.id));
    return saveTypes(saved.filter((type) => !gone.has(type))).then(
      () => true,
      () => false,
    );
  };

  const columns: DataTableColumn<EventTypeRow>[] = [
    { id: "id", header: t("eventType"), cell: ({ row }) => row.original.id },
  ];
  const rowActions: RowAction<EventTypeRow>[] = readOnly
    ? []
    : [{ labelKey: "remove", danger: true, onClick: (row) => remove([row]) }];

  return (
    <Stack gap="3" py="4">
      {/* mounted only while open, so each opening starts with nothing chosen */}
      {adding && (
        <AddEventTypesDialog
          realm={realm}
          open
          addable={addableEventTypes(known, saved)}
          onAdd={(types) => saveTypes([...saved, ...types])}
          onClose={() => setAdding(false)}
        />
      )}
      <DataTable<EventTypeRow>
        source={source}
        columns={columns}
        ariaLabelKey="eventTypes"
        searchPlaceholderKey="searchEventType"
        getRowId={(row) => row.id}
        urlStatePrefix="types"
        canSelect={!readOnly}
        onSelect={setSelected}
        rowActions={rowActions}
        emptyState={{
          messageKey: "emptyEventTypes",
          instructionsKey: "emptyEventTypesInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "addSavedTypes", onClick: () => setAdding(true) }}
        toolbar={({ clearSelection }) =>
          !readOnly && (
            <SelectionButton
              rows={selected}
              onClick={(rows) => void remove(rows).then((removed) => removed && clearSelection())}
              danger
            >
              {t("remove")}
            </SelectionButton>
          )
        }
      />
    </Stack>
  );
}
