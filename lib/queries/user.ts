"use client";

import { useCallback } from "react";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";
import type {
  UserProfileConfig,
  UserProfileMetadata,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type UserSessionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userSessionRepresentation.js";
import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { pageLocally } from "@/lib/paging";
import type { OrganizationRow } from "./organizations";
import { useAdminClient, useAlerts } from "@/lib/console-context";
import { errorStatus } from "@/lib/errors";
import { realmKey } from "./keys";

/** A user as GET /users/{id}?userProfileMetadata=true returns it. */
export type UserWithMetadata = UserRepresentation & { userProfileMetadata?: UserProfileMetadata };

/** What a user's credential can be moved to: the first place, or right after another credential. */
export type CredentialMove = { credentialId: string } & ({ to: "first" } | { to: "after"; previousId: string });

export type BruteForceStatus = {
  disabled?: boolean;
  numFailures?: number;
  lastFailure?: number;
  lastIPFailure?: string;
};

const usersKey = (realm: string) => [...realmKey(realm), "users"] as const;
export const userKey = (realm: string, id: string) => [...usersKey(realm), id] as const;
export const userPartKey = (realm: string, id: string, part: string) => [...userKey(realm, id), part] as const;
const profileKey = (realm: string) => [...realmKey(realm), "userProfile"] as const;
const requiredActionsKey = (realm: string) => [...realmKey(realm), "userRequiredActions"] as const;
/** The group picker's pages (search results and children). */
export const groupPickerKey = (realm: string) => [...realmKey(realm), "groupPicker"] as const;

/** Realm calls take the realm explicitly; the admin client's typings leave it out of some payloads. */
type WithRealm = { realm: string };

// ---------- reads ----------

/** The user with the realm's user-profile metadata; null when the user does not exist. */
export function useUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKey(realm, id),
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
    queryKey: userPartKey(realm, id, "bruteForce"),
    queryFn: async () => ((await adminClient.attackDetection.findOne({ realm, id })) ?? {}) as BruteForceStatus,
    enabled,
  });
}

export function useCredentials(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userPartKey(realm, id, "credentials"),
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
    userPartKey(realm, id, "consentsAll"),
    (client) => client.users.listConsents({ realm, id }),
    (c: UserConsentRepresentation) => c.clientId ?? "",
  );
}

export function useFederatedIdentities(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userPartKey(realm, id, "federatedIdentities"),
    queryFn: () =>
      adminClient.users.listFederatedIdentities({ realm, id }) as Promise<FederatedIdentityRepresentation[]>,
  });
}

/** One page of the realm's identity providers (server-paged). */
export function useIdentityProvidersLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string): Promise<IdentityProviderRepresentation[]> =>
      adminClient.identityProviders.find({ realm, first, max, search: search || undefined, realmOnly: true }),
    [adminClient, realm],
  );
}

export function useSessionsLoader(realm: string, id: string) {
  return useWholeListLoader(
    userPartKey(realm, id, "sessionsAll"),
    (client) => client.users.listSessions({ realm, id }),
    (s: UserSessionRepresentation) => [s.ipAddress, ...Object.values(s.clients ?? {})].join(" "),
  );
}

/** GET /organizations/members/{userId}/organizations, paged in the browser (the server returns them whole). */
export function useUserOrganizationsLoader(realm: string, id: string) {
  return useWholeListLoader(
    userPartKey(realm, id, "organizationsAll"),
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

// ---------- writes ----------

/** A refusal (403) reads as "you may not do this" instead of the server's terse text. */
export function explainError(error: unknown, t: (key: string) => string): unknown {
  return errorStatus(error) === 403 ? t("forbiddenError") : error;
}

/** A mutation that reports success with `successKey` and failure with `errorKey`, then invalidates `keys`. */
function useUserMutation<V, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  { successKey, errorKey, keys }: { successKey?: string; errorKey?: string; keys: (variables: V) => QueryKey[] },
) {
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (successKey) addAlert(t(successKey), "success");
    },
    onError: (error) => {
      if (errorKey) addError(errorKey, explainError(error, t));
    },
    onSettled: (_data, _error, variables) =>
      Promise.all(keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Creates a user; resolves to the new user's id. Field errors are for the caller (no alert on failure). */
export function useCreateUser(realm: string) {
  const adminClient = useAdminClient();
  return useUserMutation(async (user: UserRepresentation) => (await adminClient.users.create({ realm, ...user })).id, {
    successKey: "userCreated",
    keys: () => [usersKey(realm)],
  });
}

/** Saves the user. Without `errorKey` failures are for the caller, which places field errors on the form. */
export function useUpdateUser(
  realm: string,
  id: string,
  { successKey = "userSaved", errorKey }: { successKey?: string; errorKey?: string } = {},
) {
  const adminClient = useAdminClient();
  return useUserMutation((user: UserRepresentation) => adminClient.users.update({ realm, id }, user), {
    successKey,
    errorKey,
    keys: () => [usersKey(realm)],
  });
}

export function useDeleteUser(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useUserMutation((id: string) => adminClient.users.del({ realm, id }), {
    successKey: "userDeletedSuccess",
    errorKey: "userDeletedError",
    keys: (id) => {
      queryClient.removeQueries({ queryKey: userKey(realm, id) });
      return [usersKey(realm)];
    },
  });
}

export function useUnlockUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(() => adminClient.attackDetection.del({ realm, id }), {
    successKey: "unlockSuccess",
    errorKey: "unlockError",
    keys: () => [userKey(realm, id), usersKey(realm)],
  });
}

/** POST /users/{id}/impersonation; resolves to where the impersonation continues, if the server says. */
export function useImpersonateUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    async () =>
      (await adminClient.users.impersonation({ realm, id }, { user: id, realm })) as {
        redirect?: string;
        sameRealm?: boolean;
      },
    { errorKey: "impersonateError", keys: () => [] },
  );
}

export type ResetPasswordValues = { password: string; temporary: boolean };

/** PUT /users/{id}/reset-password; failures are for the dialog, which keeps what was typed. */
export function useResetPassword(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    ({ password, temporary }: ResetPasswordValues) =>
      adminClient.users.resetPassword({ realm, id, credential: { type: "password", value: password, temporary } }),
    { successKey: "savePasswordSuccess", keys: () => [userKey(realm, id)] },
  );
}

export type ActionsEmailValues = { actions: string[]; lifespan: number };

export function useExecuteActionsEmail(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    ({ actions, lifespan }: ActionsEmailValues) =>
      adminClient.users.executeActionsEmail({ realm, id, actions, lifespan }),
    { successKey: "credentialResetEmailSuccess", errorKey: "credentialResetEmailError", keys: () => [] },
  );
}

export function useDeleteCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation((credentialId: string) => adminClient.users.deleteCredential({ realm, id, credentialId }), {
    successKey: "deleteCredentialsSuccess",
    errorKey: "deleteCredentialsError",
    keys: () => [userKey(realm, id)],
  });
}

/** PUT /users/{id}/credentials/{credentialId}/userLabel with a text/plain body. */
export function useRenameCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    ({ credentialId, label }: { credentialId: string; label: string }) =>
      adminClient.users.updateCredentialLabel({ realm, id, credentialId }, label),
    {
      successKey: "updateCredentialUserLabelSuccess",
      errorKey: "updateCredentialUserLabelError",
      keys: () => [userPartKey(realm, id, "credentials")],
    },
  );
}

/** moveToFirst or moveAfter/{previousId}. */
export function useMoveCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (move: CredentialMove) =>
      move.to === "first"
        ? adminClient.users.moveCredentialPositionUp({ realm, id, credentialId: move.credentialId })
        : adminClient.users.moveCredentialPositionDown({
            realm,
            id,
            credentialId: move.credentialId,
            newPreviousCredentialId: move.previousId,
          }),
    {
      successKey: "updatedCredentialMoveSuccess",
      errorKey: "updatedCredentialMoveError",
      keys: () => [userPartKey(realm, id, "credentials")],
    },
  );
}

/** The user's group memberships table key; joining and leaving reload it. */
export const userGroupsKey = (realm: string, id: string) => userPartKey(realm, id, "groups");

export function useJoinGroups(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.users.addToGroup({ realm, id, groupId: group.id! }))),
    {
      successKey: "addedGroupMembership",
      errorKey: "addedGroupMembershipError",
      keys: () => [userGroupsKey(realm, id)],
    },
  );
}

export function useLeaveGroups(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.users.delFromGroup({ realm, id, groupId: group.id! }))),
    {
      successKey: "removedGroupMembership",
      errorKey: "removedGroupMembershipError",
      keys: () => [userGroupsKey(realm, id)],
    },
  );
}

export const userConsentsKey = (realm: string, id: string) => userPartKey(realm, id, "consents");

export function useRevokeConsent(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation((clientId: string) => adminClient.users.revokeConsent({ realm, id, clientId }), {
    successKey: "deleteGrantsSuccess",
    errorKey: "deleteGrantsError",
    keys: () => [userConsentsKey(realm, id), userPartKey(realm, id, "consentsAll")],
  });
}

export function useLinkIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (link: FederatedIdentityRepresentation & { identityProvider: string }) =>
      adminClient.users.addToFederatedIdentity({
        realm,
        id,
        federatedIdentityId: link.identityProvider,
        federatedIdentity: link,
      }),
    {
      successKey: "idpLinkSuccess",
      errorKey: "couldNotLinkIdP",
      keys: () => [userPartKey(realm, id, "federatedIdentities"), userPartKey(realm, id, "availableIdps")],
    },
  );
}

export function useUnlinkIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (alias: string) => adminClient.users.delFromFederatedIdentity({ realm, id, federatedIdentityId: alias }),
    {
      successKey: "idpUnlinkSuccess",
      errorKey: "mappingDeletedError",
      keys: () => [userPartKey(realm, id, "federatedIdentities"), userPartKey(realm, id, "availableIdps")],
    },
  );
}

export const userSessionsKey = (realm: string, id: string) => userPartKey(realm, id, "sessions");

/** DELETE /sessions/{sessionId}. */
export function useSignOutSession(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(
    (sessionId: string) => adminClient.realms.deleteSession({ realm, session: sessionId, isOffline: false }),
    {
      successKey: "signedOut",
      errorKey: "signOutError",
      keys: () => [userSessionsKey(realm, id), userPartKey(realm, id, "sessionsAll")],
    },
  );
}

/** POST /users/{id}/logout: every session of the user. */
export function useSignOutAllSessions(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useUserMutation(() => adminClient.users.logout({ realm, id }), {
    successKey: "signedOutAll",
    errorKey: "signOutError",
    keys: () => [userSessionsKey(realm, id), userPartKey(realm, id, "sessionsAll")],
  });
}
