"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useServerInfo } from "@/lib/console-context";
import { mapperTypeOf } from "@/lib/protocolMapperTypes";
import { useEvaluatedMappersSource, type EvaluatedProtocolMapper } from "@/lib/queries/clients";

export type EffectiveMappersProps = {
  realm: string;
  clientId: string;
  /** The client's own clientId: its mappers come from its dedicated scope. */
  clientName: string;
  scope: string;
};

/** The protocol mappers a token for the scope parameter would run, with the client scope each comes from. */
export function EffectiveMappers({ realm, clientId, clientName, scope }: EffectiveMappersProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const source = useEvaluatedMappersSource(realm, clientId, scope);
  const columns = useMemo<DataTableColumn<EvaluatedProtocolMapper>[]>(
    () => [
      { id: "name", header: () => t("name"), cell: ({ row }) => row.original.mapperName ?? "" },
      {
        id: "parent",
        header: () => t("parentClientScope"),
        cell: ({ row }) =>
          row.original.containerType === "client"
            ? t("dedicatedScopeName", { clientName: row.original.containerName || clientName })
            : (row.original.containerName ?? ""),
      },
      {
        id: "type",
        header: () => t("mapperTypeColumn"),
        cell: ({ row }) =>
          mapperTypeOf(serverInfo, row.original.protocolMapper)?.name ?? row.original.protocolMapper ?? "",
      },
    ],
    [t, serverInfo, clientName],
  );
  return (
    <DataTable<EvaluatedProtocolMapper>
      source={source}
      columns={columns}
      ariaLabelKey="effectiveProtocolMappers"
      getRowId={(mapper, index) => mapper.mapperId ?? String(index)}
      searchPlaceholderKey="searchForMapper"
      urlStatePrefix={false}
      emptyState={{ messageKey: "noEffectiveMappers" }}
    />
  );
}
