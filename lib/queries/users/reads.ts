"use client";

import { useCallback } from "react";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { pageLocally } from "@/lib/paging";
import type { OrganizationRow } from "../organizations";
import { useAdminClient } from "@/lib/console-context";
import {
  profileKey,
  requiredActionsKey,
  userKeys,
  type BruteForceStatus,
  type UserWithMetadata,
  type WithRealm,
} from "./keys";

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

/** GET /users/profile/metadata: the attributes and groups of the realm's user profile. */
export function useUserProfileMetadata(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: [...profileKey(realm), "metadata"],
    queryFn: () => adminClient.users.getProfileMetadata({ realm }),
  });
}

/** GET /users/profile: the realm's user-profile configuration (for its unmanaged-attribute policy). */
export function useUserProfileConfig(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: [...profileKey(realm), "config"],
    queryFn: () => adminClient.users.getProfile({ realm }) as Promise<UserProfileConfig>,
  });
}

/** The realm's enabled required actions, in priority order. */
export function useEnabledRequiredActions(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: requiredActionsKey(realm),
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
    queryKey: userKeys.part(realm, id, "bruteForce"),
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
export function useUserGroupsLoader(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) =>
      adminClient.users.listGroups({ realm, id, first, max, search: search || undefined, briefRepresentation: false }),
    [adminClient, realm, id],
  );
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
export function useConsentsLoader(realm: string, id: string) {
  return useWholeListLoader(
    userKeys.part(realm, id, "consentsAll"),
    (client) => client.users.listConsents({ realm, id }),
    (c: UserConsentRepresentation) => c.clientId ?? "",
  );
}

export function useFederatedIdentities(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.part(realm, id, "federatedIdentities"),
    queryFn: () =>
      adminClient.users.listFederatedIdentities({ realm, id }) as Promise<FederatedIdentityRepresentation[]>,
  });
}

export function useUserSessionsLoader(realm: string, id: string) {
  return useWholeListLoader(
    userKeys.part(realm, id, "sessionsAll"),
    (client) => client.users.listSessions({ realm, id }),
    (s: UserSessionRepresentation) => [s.ipAddress, ...Object.values(s.clients ?? {})].join(" "),
  );
}

/** GET /organizations/members/{userId}/organizations, paged in the browser (the server returns them whole). */
export function useUserOrganizationsLoader(realm: string, id: string) {
  return useWholeListLoader(
    userKeys.part(realm, id, "organizationsAll"),
    (client) =>
      client.organizations.memberOrganizations({ realm, userId: id } as WithRealm & { userId: string }) as Promise<
        OrganizationRow[]
      >,
    (o: OrganizationRow) => o.name ?? "",
  );
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
