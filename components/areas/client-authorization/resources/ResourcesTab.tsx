"use client";

import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { deleteRowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteResource, useResourcesSource } from "@/lib/queries/authorization";
import { AuthzTable } from "../shared/AuthzTable";
import { useAuthzColumns } from "../shared/authzColumns";
import type { AuthzPanelProps } from "../shared/panelProps";
import { useCreatePermissionAction } from "../shared/useCreatePermissionAction";
import { ResourceDetailRow } from "./ResourceDetailRow";

/** The resource server's resources: expand a row for its URIs, scopes, type, owner and permissions. */
export default function ResourcesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const navigate = useNavigate();
  const deleteResource = useDeleteResource(realm, clientId);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ResourceRepresentation>({
    titleKey: "deleteResource",
    messageKey: "deleteResourceConfirm",
    onDelete: deleteResource.mutateAsync,
  });
  const createPermission = useCreatePermissionAction<ResourceRepresentation>(realm, clientId, "resource", (r) => r._id);
  const onCreate = () =>
    void navigate({ to: "/$realm/clients/$clientId/authorization/resource/new", params: { realm, clientId } });

  return (
    <AuthzTable<ResourceRepresentation>
      readOnly={readOnly}
      source={useResourcesSource(realm, clientId)}
      columns={useAuthzColumns(realm, clientId).resources}
      getRowId={(row, index) => row._id ?? String(index)}
      ariaLabelKey="resources"
      create={{ labelKey: "createResource", onCreate }}
      rowActions={[createPermission, deleteRowAction(confirmDelete)]}
      detailRow={(resource) => <ResourceDetailRow realm={realm} clientId={clientId} resource={resource} />}
      empty={{ messageKey: "emptyResources", instructionsKey: "emptyResourcesInstructions" }}
      dialogs={DeleteConfirm}
    />
  );
}
