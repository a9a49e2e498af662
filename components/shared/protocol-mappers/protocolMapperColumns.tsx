"use client";

import type { ReactNode } from "react";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import type { DataTableColumn } from "@/components/kit/data-table";
import type { Translate } from "@/lib/errors";
import { mapperTypeOf } from "@/lib/protocolMapperTypes";

/** Name (to the mapper's details), category, type and priority, the last three from the server's mapper types. */
export function protocolMapperColumns(
  t: Translate,
  serverInfo: ServerInfoRepresentation,
  nameLink: (mapper: ProtocolMapperRepresentation) => ReactNode,
): DataTableColumn<ProtocolMapperRepresentation>[] {
  const typeOf = (mapper: ProtocolMapperRepresentation) => mapperTypeOf(serverInfo, mapper.protocolMapper);
  return [
    { id: "name", header: () => t("name"), cell: ({ row }) => nameLink(row.original) },
    { id: "category", header: () => t("category"), cell: ({ row }) => typeOf(row.original)?.category ?? "" },
    {
      id: "type",
      header: () => t("type"),
      cell: ({ row }) => typeOf(row.original)?.name ?? row.original.protocolMapper ?? "",
    },
    {
      id: "priority",
      header: () => t("priority"),
      cell: ({ row }) => String(typeOf(row.original)?.priority ?? ""),
    },
  ];
}
