"use client";

import { Link as ChakraLink } from "@chakra-ui/react";
import type { ManagementPermissionReference } from "@keycloak/keycloak-admin-client/lib/defs/managementPermissionReference.js";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { scopePermissionRows, scopeDescriptionKey } from "@/lib/authorization/managementPermissions";
import type { PermissionTarget } from "@/lib/authorization/permissionAccess";

export type ScopePermissionsTableProps = {
  realm: string;
  target: PermissionTarget;
  reference: ManagementPermissionReference;
  /** The management client's id, when the admin may open its authorization screens: the names link there. */
  managementId?: string;
};

/** One row per scope: its name (to the scope permission behind it) and what the permission decides. */
export function ScopePermissionsTable({ realm, target, reference, managementId }: ScopePermissionsTableProps) {
  const t = useTranslations();
  return (
    <SimpleTable
      label={t("permissionsList")}
      rows={scopePermissionRows(reference)}
      rowKey={(row) => row.id}
      columns={[
        {
          headerKey: "permissionsScopeName",
          cell: ({ scope, id }) =>
            managementId ? (
              <ChakraLink asChild colorPalette="blue">
                <Link
                  to="/$realm/clients/$clientId/authorization/permission/$permissionType/$permissionId"
                  params={{ realm, clientId: managementId, permissionType: "scope", permissionId: id }}
                >
                  {scope}
                </Link>
              </ChakraLink>
            ) : (
              scope
            ),
        },
        { headerKey: "description", cell: ({ scope }) => t(scopeDescriptionKey(target, scope)) },
      ]}
    />
  );
}
