"use client";

import { useAccess } from "@/lib/console-context";
import { useClient } from "@/lib/queries/clients";

/** Whether the admin may change the client's roles: managing clients, or configuring this one. */
export function useCanManageClientRoles(realm: string, clientId: string): boolean {
  const canManageClients = useAccess().hasAny("manage-clients");
  const client = useClient(realm, clientId);
  return canManageClients || !!client.data?.access?.configure;
}
