"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type { TableLoader, TableSource } from "@/lib/paging";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";

/** The membership type is not in the admin client's type; Keycloak adds it when listing a member's organizations. */
export type OrganizationRow = OrganizationRepresentation & { membershipType?: string };

export const organizationsKey = (realm: string) => [...realmKey(realm), "organizations"] as const;
/** The list table's key (its pages are cached under it). */
export const organizationListKey = (realm: string) => [...organizationsKey(realm), "list"] as const;

/** One page of the realm's organizations, searched by name or domain on the server. */
export function useOrganizationsSource(realm: string): TableSource<OrganizationRepresentation> {
  const adminClient = useAdminClient();
  const loader: TableLoader<OrganizationRepresentation> = useCallback(
    (first, max, search) => adminClient.organizations.find({ realm, first, max, ...(search ? { search } : {}) }),
    [adminClient, realm],
  );
  return { queryKey: organizationListKey(realm), loader };
}

/** Deletes an organization and says how it went; the list reloads. */
export function useDeleteOrganization(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (organization: { id?: string }) => adminClient.organizations.delById({ realm, id: organization.id! }),
    {
      successKey: "organizationDeletedSuccess",
      errorKey: "organizationDeleteError",
      keys: () => [organizationsKey(realm)],
    },
  );
}

/**
 * Creates an organization; resolves to its id. Failures are left to the form, which puts them on its fields or
 * raises an alert.
 */
export function useCreateOrganization(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (organization: OrganizationRepresentation) =>
      (await adminClient.organizations.create({ realm, ...organization })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsKey(realm) }),
  });
}
