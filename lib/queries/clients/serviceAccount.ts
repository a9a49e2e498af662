"use client";

import { useQueries, useQuery } from "@tanstack/react-query";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { clientKeys } from "./keys";

/** GET /clients/{id}/service-account-user: the user a client with service accounts acts as. */
export function useServiceAccountUser(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, clientId, "service-account-user"),
    queryFn: () => adminClient.clients.getServiceAccountUser({ realm, id: clientId }),
  });
}

const MANAGEMENT_CLIENT = "realm-management";

/**
 * Each of these clients' service-account user, and the roles of the realm's management client mapped to it
 * directly, by client id; all asked at once, two requests a client.
 */
export function useServiceAccountsManagementRoles(realm: string, clientIds: readonly string[]) {
  const adminClient = useAdminClient();
  return useQueries({
    queries: clientIds.map((id) => ({
      queryKey: clientKeys.part(realm, id, "service-account-roles"),
      queryFn: async (): Promise<{ userId: string; roles: RoleRepresentation[] }> => {
        const user = await adminClient.clients.getServiceAccountUser({ realm, id });
        const mappings = await adminClient.users.listRoleMappings({ realm, id: user.id! });
        return { userId: user.id!, roles: mappings.clientMappings?.[MANAGEMENT_CLIENT]?.mappings ?? [] };
      },
    })),
    combine: (results) => ({
      rolesByClient: Object.fromEntries(clientIds.map((id, index) => [id, results[index]?.data?.roles ?? []])),
      userIds: results.flatMap((result) => (result.data ? [result.data.userId] : [])),
      pending: results.some((result) => result.isPending),
      error: results.find((result) => result.error)?.error ?? null,
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
