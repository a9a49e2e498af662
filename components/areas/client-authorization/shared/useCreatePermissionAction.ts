"use client";

import { useNavigate } from "@tanstack/react-router";
import type { RowAction } from "@/components/kit/data-table";

/** A resource's or scope's row action: a new permission of that kind with the row already chosen. */
export function useCreatePermissionAction<T>(
  realm: string,
  clientId: string,
  permissionType: "resource" | "scope",
  idOf: (row: T) => string | undefined,
): RowAction<T> {
  const navigate = useNavigate();
  return {
    labelKey: "createPermission",
    onClick: (row) =>
      void navigate({
        to: "/$realm/clients/$clientId/authorization/permission/new/$permissionType/$selectedId",
        params: { realm, clientId, permissionType, selectedId: idOf(row) ?? "" },
      }),
  };
}
