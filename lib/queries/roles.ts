"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { roleKeys } from "./roleDetails";

/** One page of realm roles: GET /roles?first&max[&search] (the server matches name and description). */
export function useRealmRolesSource(realm: string) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string): Promise<RoleRepresentation[]> =>
      adminClient.roles.find({
        realm,
        first,
        max,
        search: search || undefined,
        briefRepresentation: true,
      } as Parameters<typeof adminClient.roles.find>[0]),
    [adminClient, realm],
  );
  return { queryKey: roleKeys.list(realm), loader };
}

/** A new role, of the realm or of a client. */
export type NewRealmRole = { name: string; description: string };

/**
 * POST /roles, then reads the new role back for its id (the Location header only names it).
 * Says so on success; failures are the caller's, whose form puts a name clash on the name field.
 */
export function useCreateRealmRole(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ name, description }: NewRealmRole): Promise<RoleRepresentation | undefined> => {
      await adminClient.roles.create({ realm, name, description: description || undefined });
      return adminClient.roles.findOneByName({ realm, name });
    },
    { successKey: "roleCreated", keys: () => [roleKeys.all(realm)] },
  );
}
