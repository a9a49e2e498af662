"use client";

import { useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useTranslations } from "next-intl";
import { useDeleteResource, useResourcesSource } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { ResourceDetailRow } from "./ResourceDetailRow";
import { useResourceColumns } from "./resourceColumns";

/** The resource server's resources: expand a row for its URIs, scopes, type, owner and permissions. */
export default function ResourcesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const source = useResourcesSource(realm, clientId);
  const deleteResource = useDeleteResource(realm, clientId);
  const columns = useResourceColumns(realm, clientId);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<ResourceRepresentation>({
    titleKey: "deleteResource",
    messageKey: "deleteResourceConfirm",
    messageValues: (resource) => ({ name: resource.name ?? "" }),
    onDelete: deleteResource.mutateAsync,
  });

  const toCreate = () =>
    void navigate({ to: "/$realm/clients/$clientId/authorization/resource/new", params: { realm, clientId } });
  const toPermission = (resource: ResourceRepresentation) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/permission/new/$permissionType/$selectedId",
      params: { realm, clientId, permissionType: "resource", selectedId: resource._id ?? "" },
    });
  const rowActions: RowAction<ResourceRepresentation>[] = readOnly
    ? []
    : [
        { labelKey: "createPermission", onClick: toPermission },
        { labelKey: "delete", danger: true, onClick: confirmDelete },
      ];

  return (
    <Box py="4">
      {DeleteConfirm}
      <DataTable<ResourceRepresentation>
        source={source}
        columns={columns}
        getRowId={(row, index) => row._id ?? String(index)}
        ariaLabelKey="resources"
        searchPlaceholderKey="searchByName"
        state={view}
        onStateChange={setView}
        toolbar={() =>
          !readOnly && (
            <Button size="sm" colorPalette="blue" onClick={toCreate}>
              {t("createResource")}
            </Button>
          )
        }
        rowActions={rowActions}
        detailRow={(resource) => <ResourceDetailRow realm={realm} clientId={clientId} resource={resource} />}
        emptyState={{
          messageKey: "emptyResources",
          instructionsKey: "emptyResourcesInstructions",
          ...(readOnly ? {} : { actionKey: "createResource", onAction: toCreate }),
        }}
      />
    </Box>
  );
}
