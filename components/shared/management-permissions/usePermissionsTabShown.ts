"use client";

import { FINE_GRAINED_PERMISSIONS_FEATURE } from "@/lib/authorization/managementPermissions";
import { permissionAccess, type PermissionTarget } from "@/lib/authorization/permissionAccess";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";

/** Whether the object gets a Permissions tab: the server has fine-grained admin permissions and the admin may read them. */
export function usePermissionsTabShown(target: PermissionTarget): boolean {
  const serverInfo = useServerInfo();
  const { hasAccess } = useAccess();
  return isFeatureEnabled(serverInfo, FINE_GRAINED_PERMISSIONS_FEATURE) && hasAccess(permissionAccess(target).view);
}
