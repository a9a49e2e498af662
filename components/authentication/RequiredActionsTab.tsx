"use client";

import { useMemo } from "react";
import { Badge, Stack } from "@chakra-ui/react";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { useRequiredActionsSource } from "@/lib/queries/authentication";
import { useRealmName } from "@/lib/router/useRealmName";

function OnOff({ on }: { on?: boolean }) {
  const t = useTranslations();
  return <Badge colorPalette={on ? "blue" : "gray"}>{t(on ? "on" : "off")}</Badge>;
}

/** /{realm}/authentication/required-actions: the registered required actions, read-only. */
export function RequiredActionsTab() {
  const t = useTranslations();
  const realm = useRealmName();
  const source = useRequiredActionsSource(realm);
  const columns = useMemo<DataTableColumn<RequiredActionProviderRepresentation>[]>(
    () => [
      { id: "name", header: t("name"), cell: ({ row }) => row.original.name ?? row.original.alias ?? "" },
      { id: "enabled", header: t("enabled"), cell: ({ row }) => <OnOff on={row.original.enabled} /> },
      {
        id: "defaultAction",
        header: t("setAsDefaultAction"),
        cell: ({ row }) => <OnOff on={row.original.enabled && row.original.defaultAction} />,
      },
    ],
    [t],
  );

  return (
    <Stack py="4">
      <DataTable<RequiredActionProviderRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="requiredActions"
        getRowId={(action, index) => action.alias ?? String(index)}
        urlStatePrefix="actions"
      />
    </Stack>
  );
}
