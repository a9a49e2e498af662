"use client";

import { useMemo } from "react";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";

/** Name (to the resource's form), display name and type, as Keycloak's console lists them. */
export function useResourceColumns(realm: string, clientId: string): DataTableColumn<ResourceRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <NameLink
            name={row.original.name ?? ""}
            to="/$realm/clients/$clientId/authorization/resource/$resourceId"
            params={{ realm, clientId, resourceId: row.original._id ?? "" }}
          />
        ),
      },
      { id: "displayName", header: () => t("displayName"), cell: ({ row }) => row.original.displayName ?? "" },
      { id: "type", header: () => t("type"), cell: ({ row }) => row.original.type ?? "" },
    ],
    [t, realm, clientId],
  );
}
