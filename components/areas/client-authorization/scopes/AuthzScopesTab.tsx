"use client";

import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { deleteRowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAuthzScopesSource, useDeleteAuthzScope } from "@/lib/queries/authorization";
import { AuthzTable } from "../shared/AuthzTable";
import { useAuthzColumns } from "../shared/authzColumns";
import type { AuthzPanelProps } from "../shared/panelProps";
import { useCreatePermissionAction } from "../shared/useCreatePermissionAction";
import { ScopeDetailRow } from "./ScopeDetailRow";

/** The authorization scopes: expand a row for the resources and permissions that use it. */
export default function AuthzScopesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const navigate = useNavigate();
  const deleteScope = useDeleteAuthzScope(realm, clientId);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ScopeRepresentation>({
    titleKey: "deleteAuthorizationScope",
    messageKey: "deleteAuthorizationScopeConfirm",
    onDelete: deleteScope.mutateAsync,
  });
  const createPermission = useCreatePermissionAction<ScopeRepresentation>(realm, clientId, "scope", (s) => s.id);
  const onCreate = () =>
    void navigate({ to: "/$realm/clients/$clientId/authorization/scope/new", params: { realm, clientId } });

  return (
    <AuthzTable<ScopeRepresentation>
      readOnly={readOnly}
      source={useAuthzScopesSource(realm, clientId)}
      columns={useAuthzColumns(realm, clientId).scopes}
      ariaLabelKey="authorizationScopes"
      create={{ labelKey: "createAuthorizationScope", onCreate }}
      rowActions={[createPermission, deleteRowAction(confirmDelete)]}
      detailRow={(scope) => <ScopeDetailRow realm={realm} clientId={clientId} scopeId={scope.id ?? ""} />}
      empty={{ messageKey: "emptyAuthorizationScopes", instructionsKey: "emptyAuthorizationInstructions" }}
      dialogs={DeleteConfirm}
    />
  );
}
