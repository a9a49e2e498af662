"use client";

import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type SynchronizationResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/synchronizationResultRepresentation.js";
import type TestLdapConnectionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/testLdapConnection.js";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { componentKeys } from "../components";
import { groupKeys } from "../groups/keys";
import { roleKeys } from "../roleDetails";
import { userKeys } from "../users/keys";

export type SyncAction = "triggerFullSync" | "triggerChangedUsersSync";
export type MapperSyncDirection = "fedToKeycloak" | "keycloakToFed";

/** Users, groups and roles a synchronisation may have changed, besides the components. */
const afterSync = (realm: string) => [
  componentKeys.all(realm),
  userKeys.all(realm),
  groupKeys.all(realm),
  roleKeys.all(realm),
];

/**
 * Creates a provider or mapper component (POST) or saves a stored one (PUT); answers its id. The caller shows a
 * failure: the server answers LDAP settings it refuses with a message key to translate.
 */
export function useSaveComponent(realm: string, kind: "provider" | "mapper") {
  const adminClient = useAdminClient();
  const isMapper = kind === "mapper";
  return useAdminMutation(
    async (component: ComponentRepresentation): Promise<string> => {
      if (component.id) {
        await adminClient.components.update({ realm, id: component.id }, component);
        return component.id;
      }
      return (await adminClient.components.create({ realm, ...component })).id;
    },
    {
      successKey: isMapper ? "mappingUpdatedSuccess" : "saveProviderSuccess",
      keys: () => [componentKeys.all(realm)],
    },
  );
}

/** Deletes a provider (its mappers and imported users go with it) or a mapper. */
export function useDeleteComponent(realm: string, kind: "provider" | "mapper") {
  const adminClient = useAdminClient();
  return useAdminMutation((component: { id?: string }) => adminClient.components.del({ realm, id: component.id! }), {
    successKey: kind === "mapper" ? "mappingDeletedSuccess" : "userFedDeletedSuccess",
    errorKey: kind === "mapper" ? "mappingDeletedError" : "userFedDeleteError",
    keys: () => [componentKeys.all(realm), userKeys.all(realm)],
  });
}

/** Saves each provider's new priority (the "manage priorities" order), one PUT per provider whose priority changed. */
export function useSaveProviderPriorities(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async (providers: ComponentRepresentation[]) => {
      for (const provider of providers) await adminClient.components.update({ realm, id: provider.id! }, provider);
    },
    {
      successKey: "orderChangeSuccessUserFed",
      errorKey: "orderChangeErrorUserFed",
      keys: () => [componentKeys.all(realm)],
    },
  );
}

export type LdapTestAction = "testConnection" | "testAuthentication";

/**
 * POST /testLDAPConnection: the server tries the form's connection settings, reaching the host or also binding. The
 * caller shows a failure, whose message is an error code to translate.
 */
export function useTestLdapConnection(realm: string, action: LdapTestAction) {
  const adminClient = useAdminClient();
  const connection = action === "testConnection";
  return useAdminMutation(
    (settings: Omit<TestLdapConnectionRepresentation, "action">) =>
      adminClient.realms.testLDAPConnection({ realm }, { ...settings, action }),
    {
      successKey: connection ? "testLdapConnectionSuccess" : "testLdapAuthenticationSuccess",
      keys: () => [],
    },
  );
}

/** Synchronises the provider's users; the caller shows the SynchronizationResult. */
export function useSyncUsers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (action: SyncAction): Promise<SynchronizationResultRepresentation> =>
      adminClient.userStorageProvider.sync({ realm, id, action }),
    { errorKey: "syncUsersError", keys: () => afterSync(realm) },
  );
}

/** Keeps the imported users but cuts their federation link. */
export function useUnlinkUsers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.userStorageProvider.unlinkUsers({ realm, id }), {
    successKey: "unlinkUsersSuccess",
    errorKey: "unlinkUsersError",
    keys: () => afterSync(realm),
  });
}

/** Deletes every user the provider imported. */
export function useRemoveImportedUsers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.userStorageProvider.removeImportedUsers({ realm, id }), {
    successKey: "removeImportedUsersSuccess",
    errorKey: "removeImportedUsersError",
    keys: () => afterSync(realm),
  });
}

/** A group or role mapper's synchronisation in one direction; the caller shows the SynchronizationResult. */
export function useSyncLdapMapper(realm: string, providerId: string, mapperId: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (direction: MapperSyncDirection): Promise<SynchronizationResultRepresentation> =>
      adminClient.userStorageProvider.mappersSync({ realm, id: mapperId, parentId: providerId, direction }),
    { errorKey: "syncLdapMapperError", keys: () => afterSync(realm) },
  );
}
