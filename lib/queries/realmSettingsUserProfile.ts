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
import { clientScopesKey } from "./clientScopes/keys";
import { profileKey } from "./users/keys";

/** The realm's user-profile configuration; its metadata (the users' forms) lives under the same root key. */
export const userProfileKeys = {
  all: profileKey,
  // the same key the users' screens read the configuration with, so both see one copy
  config: (realm: string) => [...profileKey(realm), "config"] as const,
  groups: (realm: string) => [...profileKey(realm), "groups"] as const,
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

/** The realm's client scope names, for an attribute enabled or required when scopes are requested. */
export function useClientScopeNames(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: [...clientScopesKey(realm), "names"],
    queryFn: async () =>
      (await adminClient.clientScopes.find({ realm }))
        .map((scope) => scope.name ?? "")
        .filter((name) => name !== "")
        .sort((a, b) => a.localeCompare(b)),
  });
}
