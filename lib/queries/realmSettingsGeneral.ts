"use client";

import { useQueryClient } from "@tanstack/react-query";
import type {
  PartialImportRealmRepresentation,
  PartialImportResponse,
} from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { realmKey, realmNamesKey } from "./keys";
import { profileKey } from "./users/keys";

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
    { keys: () => [profileKey(realm)] },
  );
}

/** POST /partialImport; the dialog shows the result, or the server's message while keeping what was chosen. */
export function usePartialImport(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (rep: PartialImportRealmRepresentation): Promise<PartialImportResponse> =>
      adminClient.realms.partialImport({ realm, rep }),
    // whatever the import added or overwrote may be cached anywhere in the realm
    { keys: () => [realmKey(realm)] },
  );
}

export type PartialExportOptions = { exportGroupsAndRoles: boolean; exportClients: boolean };

/** POST /partial-export: the realm's settings, and its groups, roles and clients as asked, secrets masked. */
export function usePartialExport(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((options: PartialExportOptions) => adminClient.realms.export({ realm, ...options }), {
    errorKey: "exportFail",
    keys: () => [],
  });
}

/**
 * DELETE /admin/realms/{realm}. Once the console has left the realm, `forget` drops everything cached for it and
 * reloads whoami, whose realm access still names it.
 */
export function useDeleteRealm() {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const mutation = useAdminMutation((realm: string) => adminClient.realms.del({ realm }), {
    successKey: "deletedSuccessRealmSetting",
    errorKey: "deleteErrorRealmSetting",
    keys: () => [realmNamesKey],
  });
  const forget = (realm: string) => {
    queryClient.removeQueries({ queryKey: realmKey(realm) });
    return queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === "realm" && queryKey[2] === "whoami",
    });
  };
  return { mutation, forget };
}
