"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { withInheritedGroups, type MembershipRow } from "@/lib/groups/memberships";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useIdentityProvidersLoader } from "../identityProviders";
import type { OrganizationRow } from "../organizations";
import { useAdminClient } from "@/lib/console-context";
import { forbiddenAs } from "@/lib/errors";
import { authenticationKeys } from "../authentication";
import { fetchUiExt } from "../uiExt";
import { useWhoAmI } from "../whoami";
import { userKeys, type BruteForceStatus, type UserWithMetadata, type WithRealm } from "./keys";

/** The user with the realm's user-profile metadata; null when the user does not exist. */
export function useUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.detail(realm, id),
    queryFn: async () =>
      ((await adminClient.users.findOne({ realm, id, userProfileMetadata: true })) as UserWithMetadata | undefined) ??
      null,
  });
}

/**
 * A user's username by id, for a line that names the user by id alone (an event's): null when the user is gone or
 * the admin may not read users (403). Asked as Keycloak's `id:` search, which answers a gone user with an empty list
 * rather than a 404 the browser would log as an error on every event of a deleted user.
 */
export function useUsername(realm: string, id: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.part(realm, id ?? "", "username"),
    queryFn: async () => {
      const found = await adminClient.users
        .find({ realm, search: `id:${id}`, briefRepresentation: true, max: 1 })
        .catch(forbiddenAs([]));
      return found[0]?.username ?? null;
    },
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

/** A row of the user list: GET /ui-ext/brute-force-user returns each user with their brute-force status. */
export type BruteUser = UserRepresentation & { bruteForceStatus?: BruteForceStatus };

export type UsersPageQuery = { realm: string; first: number; max: number; search: string };

/**
 * One page of users with their brute-force status in a single request, as Keycloak 26's console reads them:
 * GET /admin/realms/{realm}/ui-ext/brute-force-user?first&max&search&briefRepresentation=true.
 */
export async function fetchUsersPage(
  adminClient: KeycloakAdminClient,
  { realm, first, max, search }: UsersPageQuery,
): Promise<BruteUser[]> {
  return fetchUiExt(adminClient, realm, "brute-force-user", {
    first,
    max,
    search: search || undefined,
    briefRepresentation: true,
  });
}

/** The user list's loader: searched and paged by the server. */
export function useUsersSource(realm: string): TableSource<BruteUser> {
  const adminClient = useAdminClient();
  const loader: TableLoader<BruteUser> = useCallback(
    (first, max, search) => fetchUsersPage(adminClient, { realm, first, max, search: search.trim() }),
    [adminClient, realm],
  );
  return { queryKey: userKeys.list(realm), loader };
}

export type SignedInUser = { user: UserRepresentation; realm: string };

/**
 * The signed-in admin as a user of their own realm (whoami names it), for the address the SMTP test goes to; null
 * when that user is gone. Kept under that user's key, so editing the admin's email elsewhere reloads it.
 */
export function useSignedInUser(realm: string) {
  const adminClient = useAdminClient();
  const whoAmI = useWhoAmI(realm).data;
  const home = whoAmI?.realm ?? "";
  const id = whoAmI?.userId ?? "";
  return useQuery({
    queryKey: userKeys.part(home, id, "signed-in"),
    queryFn: async (): Promise<SignedInUser | null> => {
      const user = await adminClient.users.findOne({ realm: home, id });
      return user ? { user, realm: home } : null;
    },
    enabled: !!whoAmI,
  });
}

/** The realm's enabled required actions, in priority order. */
export function useEnabledRequiredActions(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.enabledRequiredActions(realm),
    queryFn: async () => {
      const actions = (await adminClient.authenticationManagement.getRequiredActions({ realm } as void &
        WithRealm)) as RequiredActionProviderRepresentation[];
      return actions.filter((action) => action.enabled);
    },
  });
}

/** GET /attack-detection/brute-force/users/{id}. */
export function useBruteForceStatus(realm: string, id: string, enabled = true) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.part(realm, id, "brute-force"),
    queryFn: async () => ((await adminClient.attackDetection.findOne({ realm, id })) ?? {}) as BruteForceStatus,
    enabled,
  });
}

export function useCredentials(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.part(realm, id, "credentials"),
    queryFn: () => adminClient.users.getCredentials({ realm, id }),
  });
}

/** Loader of the user's group memberships (server-paged, searchable). */
/**
 * The user's groups table: direct memberships paged by the server, or with `direct` off also the groups the user is in
 * through them. Inherited rows come before the group that brings them, so a page of the combined list needs the
 * direct memberships up to its end.
 */
export function useUserGroupsSource(realm: string, id: string, direct: boolean): TableSource<MembershipRow> {
  const adminClient = useAdminClient();
  const loader = useCallback(
    async (first: number, max: number, search: string): Promise<MembershipRow[]> => {
      const list = (from: number, count: number) =>
        adminClient.users.listGroups({
          realm,
          id,
          first: from,
          max: count,
          search: search || undefined,
          briefRepresentation: false,
        });
      if (direct) return (await list(first, max)).map((group) => ({ ...group, inherited: false }));
      return withInheritedGroups(await list(0, first + max)).slice(first, first + max);
    },
    [adminClient, realm, id, direct],
  );
  return { queryKey: userKeys.part(realm, id, "groups", { direct }), loader };
}

/** The identity providers a user is not linked to yet: the server pages the realm's providers, linked ones are left out. */
export function useAvailableIdentityProvidersSource(
  realm: string,
  id: string,
  linkedAliases: ReadonlySet<string | undefined>,
): TableSource<IdentityProviderRepresentation> {
  const loadProviders = useIdentityProvidersLoader(realm);
  const loader = useCallback(
    async (first: number, max: number, search: string) =>
      (await loadProviders(first, max, search)).filter((provider) => !linkedAliases.has(provider.alias)),
    [loadProviders, linkedAliases],
  );
  return { queryKey: userKeys.part(realm, id, "available-idps", [...linkedAliases].sort().join(",")), loader };
}

/** Loader of the group picker: top-level groups or a group's children, or (with a search) matching groups with their paths. */
export function useGroupPickerLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    async (
      parentId: string | undefined,
      first: number,
      max: number,
      search: string,
    ): Promise<GroupRepresentation[]> => {
      if (parentId)
        return (
          (await adminClient.groups.listSubGroups({
            realm,
            parentId,
            first,
            max,
            search: search || undefined,
          } as never)) ?? []
        );
      return adminClient.groups.find({ realm, first, max, search: search || undefined, briefRepresentation: true });
    },
    [adminClient, realm],
  );
}

/** The user's consents, paged in the browser (the server returns them whole). */
export function useConsentsSource(realm: string, id: string) {
  const loader = useWholeListLoader(
    userKeys.part(realm, id, "consents-all"),
    (client) => client.users.listConsents({ realm, id }),
    (c: UserConsentRepresentation) => c.clientId ?? "",
  );
  return { queryKey: userKeys.part(realm, id, "consents"), loader };
}

export function useFederatedIdentities(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.part(realm, id, "federated-identities"),
    queryFn: () =>
      adminClient.users.listFederatedIdentities({ realm, id }) as Promise<FederatedIdentityRepresentation[]>,
  });
}

export function useUserSessionsSource(realm: string, id: string) {
  const loader = useWholeListLoader(
    userKeys.part(realm, id, "sessions-all"),
    (client) => client.users.listSessions({ realm, id }),
    (s: UserSessionRepresentation) => [s.ipAddress, ...Object.values(s.clients ?? {})].join(" "),
  );
  return { queryKey: userKeys.part(realm, id, "sessions"), loader };
}

/** GET /organizations/members/{userId}/organizations, paged in the browser (the server returns them whole). */
export function useUserOrganizationsSource(realm: string, id: string) {
  const loader = useWholeListLoader(
    userKeys.part(realm, id, "organizations-all"),
    (client) =>
      client.organizations.memberOrganizations({ realm, userId: id } as WithRealm & { userId: string }) as Promise<
        OrganizationRow[]
      >,
    (o: OrganizationRow) => o.name ?? "",
  );
  return { queryKey: userKeys.part(realm, id, "organizations"), loader };
}

type AdminClient = ReturnType<typeof useAdminClient>;

/** A table loader over a list the server only returns whole: one cached read, pages cut in the browser. */
function useWholeListLoader<T>(
  key: QueryKey,
  fetchAll: (client: AdminClient) => Promise<T[]>,
  text: (row: T) => string,
) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const keyText = JSON.stringify(key);
  return useCallback(
    async (first: number, max: number, search: string) => {
      const all = await queryClient.fetchQuery({
        queryKey: JSON.parse(keyText) as QueryKey,
        queryFn: () => fetchAll(adminClient),
        staleTime: 1_000,
      });
      return pageLocally(all, first, max, search, text);
    },
    // fetchAll and text are inline lambdas over the same realm and id as the key, so the key stands for them
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adminClient, queryClient, keyText],
  );
}
