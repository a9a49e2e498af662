"use client";

import { useMemo } from "react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";

/** Name (to the permission's form), type (resource- or scope-based) and description. */
export function usePermissionColumns(realm: string, clientId: string): DataTableColumn<PolicyRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <NameLink
            name={row.original.name ?? ""}
            to="/$realm/clients/$clientId/authorization/permission/$permissionType/$permissionId"
            params={{ realm, clientId, permissionType: row.original.type ?? "", permissionId: row.original.id ?? "" }}
          />
        ),
      },
      {
        id: "type",
        header: () => t("type"),
        cell: ({ row }) => t(row.original.type === "scope" ? "scopeBasedPermission" : "resourceBasedPermission"),
      },
      { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t, realm, clientId],
  );
}
