"use client";

import { useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import type { PermissionType } from "@/lib/authorization/policyTypes";
import { usePermissionsSource } from "@/lib/queries/authorization";
import { useDeletePolicyDialog } from "../policies/useDeletePolicyDialog";
import type { AuthzPanelProps } from "../shared/panelProps";
import { AssociatedPoliciesRow } from "./AssociatedPoliciesRow";
import { usePermissionColumns } from "./permissionColumns";

/** The permissions: type and description; expanded, the policies each applies. */
export default function PermissionsTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const source = usePermissionsSource(realm, clientId);
  const columns = usePermissionColumns(realm, clientId);
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId);
  const rowActions: RowAction<PolicyRepresentation>[] = readOnly
    ? []
    : [{ labelKey: "delete", danger: true, onClick: askDelete }];
  const create = (type: PermissionType) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/permission/new/$permissionType",
      params: { realm, clientId, permissionType: type },
    });
  const createButtons = (
    <HStack gap="2">
      <Button size="sm" colorPalette="blue" onClick={() => create("resource")}>
        {t("createResourceBasedPermission")}
      </Button>
      <Button size="sm" variant="outline" onClick={() => create("scope")}>
        {t("createScopeBasedPermission")}
      </Button>
    </HStack>
  );

  return (
    <Box py="4">
      {deleteDialog}
      <DataTable<PolicyRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="permissions"
        searchPlaceholderKey="searchByName"
        state={view}
        onStateChange={setView}
        toolbar={() => !readOnly && createButtons}
        rowActions={rowActions}
        detailRow={(permission) => (
          <AssociatedPoliciesRow realm={realm} clientId={clientId} permissionId={permission.id ?? ""} />
        )}
        emptyState={{
          messageKey: "emptyPermissions",
          instructionsKey: "emptyPermissionInstructions",
          ...(readOnly ? {} : { actions: createButtons }),
        }}
      />
    </Box>
  );
}
