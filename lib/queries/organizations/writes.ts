"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminMutation } from "../adminMutation";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type OrganizationInvitationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationInvitationRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { mapWithConcurrency } from "@/lib/groups/concurrency";
import { useAdminClient } from "@/lib/console-context";
import { identityProviderKeys } from "../identityProviders";
import { userKeys } from "../users/keys";
import { organizationKeys } from "./keys";

/** Member writes run a few at a time, so neither the server nor the browser stalls on a long selection. */
const MEMBER_WRITE_CONCURRENCY = 4;

/** Deletes an organization and says how it went; the list reloads. */
export function useDeleteOrganization(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (organization: { id?: string }) => adminClient.organizations.delById({ realm, id: organization.id! }),
    {
      successKey: "organizationDeletedSuccess",
      errorKey: "organizationDeleteError",
      keys: () => [organizationKeys.all(realm)],
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationKeys.all(realm) }),
  });
}

/**
 * PUT /organizations/{id} with the whole organization: settings and attributes are saved the same way. A 409 (the
 * name taken) and a 400 (a domain) are for the form to put on their fields.
 */
export function useUpdateOrganization(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (organization: OrganizationRepresentation) => adminClient.organizations.updateById({ realm, id }, organization),
    {
      successKey: "organizationSaveSuccess",
      errorKey: "organizationSaveError",
      fieldStatus: 409,
      keys: () => [organizationKeys.all(realm)],
    },
  );
}

/** POST /organizations/{id}/members for each chosen user. */
export function useAddOrganizationMembers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, MEMBER_WRITE_CONCURRENCY, (user) =>
        adminClient.organizations.addMember({ realm, orgId: id, userId: user.id ?? "" }),
      ),
    {
      successKey: "organizationUsersAdded",
      successValues: (users) => ({ count: users.length }),
      errorKey: "organizationUsersAddedError",
      keys: () => [organizationKeys.part(realm, id, "members"), userKeys.all(realm)],
    },
  );
}

/** DELETE /organizations/{id}/members/{userId} for each chosen member. */
export function useRemoveOrganizationMembers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, MEMBER_WRITE_CONCURRENCY, (user) =>
        adminClient.organizations.delMember({ realm, orgId: id, userId: user.id ?? "" }),
      ),
    {
      successKey: "organizationUsersLeft",
      successValues: (users) => ({ count: users.length }),
      errorKey: "organizationUsersLeftError",
      keys: () => [organizationKeys.part(realm, id, "members"), userKeys.all(realm)],
    },
  );
}

export type Invitation = { email: string; firstName: string; lastName: string };

/** POST /organizations/{id}/members/invite-user (a form): the server mails the invitation. */
export function useInviteOrganizationMember(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (invitation: Invitation) => {
      const form = new FormData();
      form.append("email", invitation.email);
      form.append("firstName", invitation.firstName);
      form.append("lastName", invitation.lastName);
      return adminClient.organizations.invite({ realm, orgId: id }, form);
    },
    {
      successKey: "inviteSent",
      errorKey: "inviteSentError",
      keys: () => [organizationKeys.part(realm, id, "members"), organizationKeys.part(realm, id, "invitations")],
    },
  );
}

/** POST /organizations/{id}/members/invite-existing-user for each chosen user (a form with the user's id). */
export function useInviteExistingOrganizationMembers(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, MEMBER_WRITE_CONCURRENCY, (user) => {
        const form = new FormData();
        form.append("id", user.id ?? "");
        return adminClient.organizations.inviteExistingUser({ realm, orgId: id }, form);
      }),
    {
      successKey: "inviteSent",
      errorKey: "inviteSentError",
      keys: () => [organizationKeys.part(realm, id, "members"), organizationKeys.part(realm, id, "invitations")],
    },
  );
}

/** POST /organizations/{id}/invitations/{invitationId}/resend: withdrawn and sent again as a new invitation. */
export function useResendOrganizationInvitation(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (invitation: OrganizationInvitationRepresentation) =>
      adminClient.organizations.resendInvitation({ realm, orgId: id, invitationId: invitation.id ?? "" }),
    {
      successKey: "inviteSent",
      errorKey: "inviteSentError",
      keys: () => [organizationKeys.part(realm, id, "invitations")],
    },
  );
}

/** DELETE /organizations/{id}/invitations/{invitationId}: the invitation is withdrawn. */
export function useDeleteOrganizationInvitation(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (invitation: OrganizationInvitationRepresentation) =>
      adminClient.organizations.deleteInvitation({ realm, orgId: id, invitationId: invitation.id ?? "" }),
    {
      successKey: "invitationDeleted",
      errorKey: "invitationDeleteError",
      keys: () => [organizationKeys.part(realm, id, "invitations")],
    },
  );
}

/** What the link dialog sets on a provider: the organization's domain for it and how the login page treats it. */
export type OrganizationProviderLink = {
  alias: string;
  config: Record<string, string>;
  hideOnLogin: boolean;
  /** True when the provider is linked already and only its settings change. */
  linked: boolean;
};

/**
 * Saves the provider's organization settings (its config, hideOnLogin) on the provider itself, as Keycloak keeps
 * them, then links it when it is not linked yet.
 */
export function useLinkOrganizationIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ alias, config, hideOnLogin, linked }: OrganizationProviderLink) => {
      // a provider deleted meanwhile makes the update below answer 404, which the alert reports
      const provider = (await adminClient.identityProviders.findOne({ realm, alias })) ?? {};
      await adminClient.identityProviders.update(
        { realm, alias },
        { ...provider, hideOnLogin, config: { ...provider.config, ...config } },
      );
      if (!linked) await adminClient.organizations.linkIdp({ realm, orgId: id, alias });
    },
    {
      successKey: "linkSuccessful",
      errorKey: "linkError",
      keys: () => [organizationKeys.detail(realm, id), identityProviderKeys.all(realm)],
    },
  );
}

/** DELETE /organizations/{id}/identity-providers/{alias}: the provider stays, only the link goes. */
export function useUnlinkOrganizationIdentityProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) =>
      adminClient.organizations.unLinkIdp({ realm, orgId: id, alias: provider.alias ?? "" }),
    {
      successKey: "unLinkSuccessful",
      errorKey: "unLinkError",
      keys: () => [organizationKeys.detail(realm, id), identityProviderKeys.all(realm)],
    },
  );
}
