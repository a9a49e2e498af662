"use client";

import { useCallback, useMemo } from "react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import type { TableLoader, TableSource } from "@/lib/paging";
import { useAdminMutation } from "../adminMutation";
import type { RoleContainer } from "../roleDetails";
import { clientKeys } from "./keys";
import type { NewRealmRole } from "../roles";

/** A client as the container of its roles, the same object for the same client. */
export function useClientRoleContainer(clientId: string): RoleContainer {
  return useMemo(() => ({ kind: "client", clientId }), [clientId]);
}

/** One page of a client's roles: GET /clients/{id}/roles?first&max[&search] (the server matches the name). */
export function useClientRolesSource(realm: string, clientId: string): TableSource<RoleRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback<TableLoader<RoleRepresentation>>(
    (first, max, search) =>
      adminClient.clients.listRoles({
        realm,
        id: clientId,
        first,
        max,
        search: search || undefined,
        briefRepresentation: true,
      } as Parameters<typeof adminClient.clients.listRoles>[0]),
    [adminClient, realm, clientId],
  );
  return { queryKey: clientKeys.roles(realm, clientId, "list"), loader };
}

/**
 * POST /clients/{id}/roles, then reads the new role back for its id (the Location header only names it).
 * Says so on success; failures are the caller's, whose form puts a name clash on the name field.
 */
export function useCreateClientRole(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ name, description }: NewRealmRole): Promise<RoleRepresentation | undefined> => {
      await adminClient.clients.createRole({ realm, id: clientId, name, description: description || undefined });
      return (await adminClient.clients.findRole({ realm, id: clientId, roleName: name })) ?? undefined;
    },
    { successKey: "roleCreated", keys: () => [clientKeys.roles(realm, clientId)] },
  );
}
