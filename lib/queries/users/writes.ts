"use client";

import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { userKeys, type CredentialMove } from "./keys";

/** Creates a user; resolves to the new user's id. Field errors are for the caller (no alert on failure). */
export function useCreateUser(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(async (user: UserRepresentation) => (await adminClient.users.create({ realm, ...user })).id, {
    successKey: "userCreated",
    keys: () => [userKeys.all(realm)],
  });
}

/** Saves the user. Without `errorKey` failures are for the caller, which places field errors on the form. */
export function useUpdateUser(
  realm: string,
  id: string,
  { successKey = "userSaved", errorKey }: { successKey?: string; errorKey?: string } = {},
) {
  const adminClient = useAdminClient();
  return useAdminMutation((user: UserRepresentation) => adminClient.users.update({ realm, id }, user), {
    successKey,
    errorKey,
    keys: () => [userKeys.all(realm)],
  });
}

export function useDeleteUser(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useAdminMutation((id: string) => adminClient.users.del({ realm, id }), {
    successKey: "userDeletedSuccess",
    errorKey: "userDeletedError",
    keys: (id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(realm, id) });
      return [userKeys.all(realm)];
    },
  });
}

export function useUnlockUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.attackDetection.del({ realm, id }), {
    successKey: "unlockSuccess",
    errorKey: "unlockError",
    keys: () => [userKeys.detail(realm, id), userKeys.all(realm)],
  });
}

/** POST /users/{id}/impersonation; resolves to where the impersonation continues, if the server says. */
export function useImpersonateUser(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
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
  return useAdminMutation(
    ({ password, temporary }: ResetPasswordValues) =>
      adminClient.users.resetPassword({ realm, id, credential: { type: "password", value: password, temporary } }),
    { successKey: "savePasswordSuccess", keys: () => [userKeys.detail(realm, id)] },
  );
}

export type ActionsEmailValues = { actions: string[]; lifespan: number };

export function useExecuteActionsEmail(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ actions, lifespan }: ActionsEmailValues) =>
      adminClient.users.executeActionsEmail({ realm, id, actions, lifespan }),
    { successKey: "credentialResetEmailSuccess", errorKey: "credentialResetEmailError", keys: () => [] },
  );
}

export function useDeleteCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((credentialId: string) => adminClient.users.deleteCredential({ realm, id, credentialId }), {
    successKey: "deleteCredentialsSuccess",
    errorKey: "deleteCredentialsError",
    keys: () => [userKeys.detail(realm, id)],
  });
}

/** PUT /users/{id}/credentials/{credentialId}/userLabel with a text/plain body. */
export function useRenameCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ credentialId, label }: { credentialId: string; label: string }) =>
      adminClient.users.updateCredentialLabel({ realm, id, credentialId }, label),
    {
      successKey: "updateCredentialUserLabelSuccess",
      errorKey: "updateCredentialUserLabelError",
      keys: () => [userKeys.part(realm, id, "credentials")],
    },
  );
}

/** moveToFirst or moveAfter/{previousId}. */
export function useMoveCredential(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
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
      keys: () => [userKeys.part(realm, id, "credentials")],
    },
  );
}

/** The user's group memberships table key; joining and leaving reload it. */
export function useJoinGroups(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.users.addToGroup({ realm, id, groupId: group.id! }))),
    {
      successKey: "addedGroupMembership",
      errorKey: "addedGroupMembershipError",
      keys: () => [userKeys.part(realm, id, "groups")],
    },
  );
}

export function useLeaveGroups(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.users.delFromGroup({ realm, id, groupId: group.id! }))),
    {
      successKey: "removedGroupMembership",
      errorKey: "removedGroupMembershipError",
      keys: () => [userKeys.part(realm, id, "groups")],
    },
  );
}

export function useRevokeConsent(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((clientId: string) => adminClient.users.revokeConsent({ realm, id, clientId }), {
    successKey: "deleteGrantsSuccess",
    errorKey: "deleteGrantsError",
    keys: () => [userKeys.part(realm, id, "consents"), userKeys.part(realm, id, "consents-all")],
  });
}

export function useLinkIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
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
      keys: () => [userKeys.part(realm, id, "federated-identities"), userKeys.part(realm, id, "available-idps")],
    },
  );
}

export function useUnlinkIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (alias: string) => adminClient.users.delFromFederatedIdentity({ realm, id, federatedIdentityId: alias }),
    {
      successKey: "idpUnlinkSuccess",
      errorKey: "mappingDeletedError",
      keys: () => [userKeys.part(realm, id, "federated-identities"), userKeys.part(realm, id, "available-idps")],
    },
  );
}

/** DELETE /sessions/{sessionId}. */
export function useSignOutSession(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (sessionId: string) => adminClient.realms.deleteSession({ realm, session: sessionId, isOffline: false }),
    {
      successKey: "signedOut",
      errorKey: "signOutError",
      keys: () => [userKeys.part(realm, id, "sessions"), userKeys.part(realm, id, "sessions-all")],
    },
  );
}

/** POST /users/{id}/logout: every session of the user. */
export function useSignOutAllSessions(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.users.logout({ realm, id }), {
    successKey: "signedOutAll",
    errorKey: "signOutError",
    keys: () => [userKeys.part(realm, id, "sessions"), userKeys.part(realm, id, "sessions-all")],
  });
}
