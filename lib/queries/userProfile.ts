"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

/** The realm's user-profile configuration; its metadata (the users' forms) lives under the same root key. */
export const userProfileKeys = {
  all: (realm: string) => [...realmKey(realm), "user-profile"] as const,
  config: (realm: string) => [...userProfileKeys.all(realm), "config"] as const,
  metadata: (realm: string) => [...userProfileKeys.all(realm), "metadata"] as const,
  groups: (realm: string) => [...userProfileKeys.all(realm), "groups"] as const,
};

function configQuery(adminClient: ReturnType<typeof useAdminClient>, realm: string) {
  return {
    queryKey: userProfileKeys.config(realm),
    queryFn: () => adminClient.users.getProfile({ realm }) as Promise<UserProfileConfig>,
  };
}

/** GET /users/profile: the whole UPConfig (attributes in their order, groups, unmanaged-attribute policy). */
export function useUserProfileSettings(realm: string) {
  return useQuery(configQuery(useAdminClient(), realm));
}

/** The attributes groups of the configuration, paged in the browser (Keycloak answers the configuration whole). */
export function useAttributeGroupsSource(realm: string): TableSource<UserProfileGroup> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const loader = useCallback<TableLoader<UserProfileGroup>>(
    async (first, max, search) => {
      const config = await queryClient.fetchQuery(configQuery(adminClient, realm));
      return pageLocally(config.groups ?? [], first, max, search, (group) => group.name ?? "");
    },
    [adminClient, queryClient, realm],
  );
  return { queryKey: userProfileKeys.groups(realm), loader };
}

type SaveOptions = {
  /** Message key of the success alert; Keycloak's "user profile saved" unless a screen says more. */
  successKey?: string;
  /** Message key of the failure alert; without it the caller shows the failure on its form. */
  errorKey?: string;
};

/**
 * PUT /users/profile with the whole configuration: every change (an attribute, its order, a group, the JSON) is one
 * save of all of it, as in Keycloak. Reloads the configuration and the metadata the users' forms are built from.
 */
export function useSaveUserProfile(realm: string, { successKey = "userProfileSuccess", errorKey }: SaveOptions = {}) {
  const adminClient = useAdminClient();
  return useAdminMutation((config: UserProfileConfig) => adminClient.users.updateProfile({ ...config, realm }), {
    successKey,
    errorKey,
    keys: () => [userProfileKeys.all(realm)],
  });
}

/** GET /users/profile/metadata: the attributes and groups of the realm's user profile. */
export function useUserProfileMetadata(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userProfileKeys.metadata(realm),
    queryFn: () => adminClient.users.getProfileMetadata({ realm }),
  });
}

/**
 * PUT /users/profile with only the unmanaged-attribute policy changed, on the configuration as the server has it
 * now, so the attributes someone edits meanwhile are kept. DISABLED is no policy, as Keycloak stores it.
 */
export function useSaveUnmanagedAttributePolicy(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async (policy: string) => {
      const { unmanagedAttributePolicy: _previous, ...config } = (await adminClient.users.getProfile({
        realm,
      })) as UserProfileConfig;
      const next = policy === "DISABLED" ? config : { ...config, unmanagedAttributePolicy: policy };
      await adminClient.users.updateProfile({ ...(next as UserProfileConfig), realm });
    },
    { keys: () => [userProfileKeys.all(realm)] },
  );
}
