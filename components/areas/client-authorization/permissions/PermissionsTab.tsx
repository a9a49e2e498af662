"use client";

import { Button, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { deleteRowAction } from "@/components/kit/data-table";
import { useTranslations } from "next-intl";
import type { PermissionType } from "@/lib/authorization/policyTypes";
import { usePermissionsSource } from "@/lib/queries/authorization";
import { useDeletePolicyDialog } from "../policies/useDeletePolicyDialog";
import { AuthzTable } from "../shared/AuthzTable";
import { useAuthzColumns } from "../shared/authzColumns";
import type { AuthzPanelProps } from "../shared/panelProps";
import { AssociatedPoliciesRow } from "./AssociatedPoliciesRow";

/** The permissions: type and description; expanded, the policies each applies. */
export default function PermissionsTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId);
  const create = (type: PermissionType) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/permission/new/$permissionType",
      params: { realm, clientId, permissionType: type },
    });

  return (
    <AuthzTable<PolicyRepresentation>
      readOnly={readOnly}
      source={usePermissionsSource(realm, clientId)}
      columns={useAuthzColumns(realm, clientId).permissions}
      ariaLabelKey="permissions"
      createButtons={
        <HStack gap="2">
          <PrimaryButton size="sm" onClick={() => create("resource")}>
            {t("createResourceBasedPermission")}
          </PrimaryButton>
          <Button size="sm" variant="outline" onClick={() => create("scope")}>
            {t("createScopeBasedPermission")}
          </Button>
        </HStack>
      }
      rowActions={[deleteRowAction(askDelete)]}
      detailRow={(permission) => (
        <AssociatedPoliciesRow realm={realm} clientId={clientId} permissionId={permission.id ?? ""} />
      )}
      empty={{ messageKey: "emptyPermissions", instructionsKey: "emptyPermissionInstructions" }}
      dialogs={deleteDialog}
    />
  );
}
