"use client";

import { useMemo } from "react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useTranslations } from "next-intl";
import type { DataTableColumn } from "@/components/kit/data-table";
import { NameLink } from "@/components/kit/ui/NameLink";
import { isPolicyType, POLICY_TYPE_TITLES } from "@/lib/authorization/policyTypes";

/** Name (to the policy's form), type and description. */
export function usePolicyColumns(realm: string, clientId: string): DataTableColumn<PolicyRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <NameLink
            name={row.original.name ?? ""}
            to="/$realm/clients/$clientId/authorization/policy/$policyId/$policyType"
            params={{ realm, clientId, policyId: row.original.id ?? "", policyType: row.original.type ?? "" }}
          />
        ),
      },
      {
        id: "type",
        header: () => t("type"),
        cell: ({ row }) => {
          const type = row.original.type ?? "";
          return isPolicyType(type) ? t(POLICY_TYPE_TITLES[type]) : type;
        },
      },
      { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t, realm, clientId],
  );
}
