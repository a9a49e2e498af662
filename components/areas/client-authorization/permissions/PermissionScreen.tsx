"use client";

import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { NEW_PERMISSION, toPermissionValues } from "@/lib/authorization/permissionForm";
import { isPermissionType } from "@/lib/authorization/policyTypes";
import { useAuthzPermission } from "@/lib/queries/authorization";
import { useAuthzContext } from "../shared/useAuthzContext";
import { PermissionForm } from "./PermissionForm";

/**
 * .../permission/new/{resource|scope}[/{selectedId}] (a resource or scope chosen from its row) and
 * .../permission/{type}/{permissionId}.
 */
export default function PermissionScreen() {
  const context = useAuthzContext();
  const { permissionType = "", permissionId, selectedId } = useParams({ strict: false });
  const valid = isPermissionType(permissionType);
  const permission = useAuthzPermission(
    context.realm,
    context.clientId,
    permissionType,
    valid ? permissionId : undefined,
  );
  if (!isPermissionType(permissionType)) return <PageNotFound />;
  if (!permissionId) {
    const preselected = selectedId
      ? permissionType === "scope"
        ? { scopes: [selectedId] }
        : { resources: [selectedId] }
      : {};
    return <PermissionForm {...context} type={permissionType} initial={{ ...NEW_PERMISSION, ...preselected }} />;
  }
  return (
    <QueryState query={permission}>
      {(data) => (
        <PermissionForm
          {...context}
          type={permissionType}
          permissionId={permissionId}
          initial={toPermissionValues(data.permission, data.associations)}
        />
      )}
    </QueryState>
  );
}
