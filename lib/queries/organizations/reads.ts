"use client";

import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type OrganizationInvitationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationInvitationRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminClient } from "@/lib/console-context";
import { organizationKeys, type MembershipType, type OrganizationMemberRow } from "./keys";

/** One page of the realm's organizations, searched by name or domain on the server. */
export function useOrganizationsSource(realm: string): TableSource<OrganizationRepresentation> {
  const adminClient = useAdminClient();
  const loader: TableLoader<OrganizationRepresentation> = useCallback(
    (first, max, search) => adminClient.organizations.find({ realm, first, max, ...(search ? { search } : {}) }),
    [adminClient, realm],
  );
  return { queryKey: organizationKeys.list(realm), loader };
}

/** GET /organizations/{id}: the whole organization (attributes included); null when it does not exist. */
export function useOrganization(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: organizationKeys.detail(realm, id),
    queryFn: async (): Promise<OrganizationRepresentation | null> =>
      (await adminClient.organizations.findOne({ realm, id }, { catchNotFound: true })) ?? null,
  });
}

/** One page of the organization's members, searched and filtered by membership type on the server. */
export function useOrganizationMembersSource(
  realm: string,
  id: string,
  membershipType: MembershipType | undefined,
): TableSource<OrganizationMemberRow> {
  const adminClient = useAdminClient();
  const loader: TableLoader<OrganizationMemberRow> = useCallback(
    (first, max, search) =>
      adminClient.organizations.listMembers({
        realm,
        orgId: id,
        first,
        max,
        ...(search ? { search } : {}),
        ...(membershipType ? { membershipType } : {}),
      }),
    [adminClient, realm, id, membershipType],
  );
  return { queryKey: organizationKeys.part(realm, id, "members", { membershipType }), loader };
}

/** One page of the organization's invitations, searched by email or name on the server. */
export function useOrganizationInvitationsSource(
  realm: string,
  id: string,
): TableSource<OrganizationInvitationRepresentation> {
  const adminClient = useAdminClient();
  const loader: TableLoader<OrganizationInvitationRepresentation> = useCallback(
    (first, max, search) =>
      adminClient.organizations.listInvitations({ realm, orgId: id, first, max, ...(search ? { search } : {}) }),
    [adminClient, realm, id],
  );
  return { queryKey: organizationKeys.part(realm, id, "invitations"), loader };
}

/** The realm's users for the add-member picker, one server page at a time. */
export function useOrganizationUserPickerLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) =>
      adminClient.users.find({ realm, first, max, search: search || undefined, briefRepresentation: true }),
    [adminClient, realm],
  );
}

/** The identity providers linked to the organization; Keycloak returns them whole, so they are paged here. */
export function useOrganizationIdentityProvidersSource(
  realm: string,
  id: string,
): TableSource<IdentityProviderRepresentation> {
  const adminClient = useAdminClient();
  const loader: TableLoader<IdentityProviderRepresentation> = useCallback(
    async (first, max, search) =>
      pageLocally(
        await adminClient.organizations.listIdentityProviders({ realm, orgId: id }),
        first,
        max,
        search,
        (provider) => `${provider.alias ?? ""} ${provider.displayName ?? ""}`,
      ),
    [adminClient, realm, id],
  );
  return { queryKey: organizationKeys.part(realm, id, "identity-providers"), loader };
}

/** The realm's identity providers no organization has linked yet: the ones the link dialog offers. */
export function useLinkableIdentityProviders(realm: string, id: string, enabled: boolean) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: organizationKeys.part(realm, id, "linkable"),
    // realmOnly: Keycloak leaves out the providers an organization has linked; the server refuses any other
    queryFn: (): Promise<IdentityProviderRepresentation[]> =>
      adminClient.identityProviders.find({ realm, realmOnly: true }),
    enabled,
  });
}
