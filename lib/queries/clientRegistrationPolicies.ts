"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { componentKeys } from "./components";
import { realmKey } from "./keys";

export const REGISTRATION_POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

/** Who a registration policy applies to: requests without a token, or those with one (Keycloak's subType). */
export const REGISTRATION_POLICY_KINDS = ["anonymous", "authenticated"] as const;
export type RegistrationPolicyKind = (typeof REGISTRATION_POLICY_KINDS)[number];

export const registrationPolicyKeys = {
  all: (realm: string) => [...realmKey(realm), "client-registration-policies"] as const,
  list: (realm: string) => [...registrationPolicyKeys.all(realm), "list"] as const,
  table: (realm: string, kind: RegistrationPolicyKind) =>
    [...registrationPolicyKeys.all(realm), "table", kind] as const,
  detail: (realm: string, id: string) => [...registrationPolicyKeys.all(realm), "detail", id] as const,
  providers: (realm: string) => [...registrationPolicyKeys.all(realm), "providers"] as const,
};

/** The registration policies of one kind, in the server's order, paged in the browser. */
export function useRegistrationPoliciesSource(
  realm: string,
  kind: RegistrationPolicyKind,
): TableSource<ComponentRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const loader = useCallback<TableLoader<ComponentRepresentation>>(
    async (first, max, search) => {
      const policies = await queryClient.fetchQuery({
        queryKey: registrationPolicyKeys.list(realm),
        queryFn: () => adminClient.components.find({ realm, type: REGISTRATION_POLICY_TYPE }),
      });
      const ofKind = policies.filter((policy) => policy.subType === kind);
      return pageLocally(ofKind, first, max, search, (policy) => [policy.name, policy.providerId].join(" "));
    },
    [adminClient, queryClient, realm, kind],
  );
  return { queryKey: registrationPolicyKeys.table(realm, kind), loader };
}

/** One registration policy (GET /components/{id}); null when no registration policy has that id. */
export function useRegistrationPolicy(realm: string, id: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: registrationPolicyKeys.detail(realm, id ?? ""),
    queryFn: async () => {
      const component = await adminClient.components.findOne({ realm, id: id! });
      return component?.providerType === REGISTRATION_POLICY_TYPE ? component : null;
    },
    enabled: id !== undefined,
  });
}

/** The policy providers with their properties, the client scope choices being the realm's. */
export function useRegistrationPolicyProviders(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: registrationPolicyKeys.providers(realm),
    queryFn: () => adminClient.realms.getClientRegistrationPolicyProviders({ realm }),
  });
}

const staleAfterWrite = (realm: string) => [registrationPolicyKeys.all(realm), componentKeys.all(realm)];

/** Creates a policy and answers its id. */
export function useCreateRegistrationPolicy(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((policy: ComponentRepresentation) => adminClient.components.create({ realm, ...policy }), {
    successKey: "providerCreateSuccess",
    errorKey: "providerCreateError",
    fieldStatus: 400,
    keys: () => staleAfterWrite(realm),
  });
}

export function useUpdateRegistrationPolicy(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((policy: ComponentRepresentation) => adminClient.components.update({ realm, id }, policy), {
    successKey: "providerUpdatedSuccess",
    errorKey: "providerUpdatedError",
    fieldStatus: 400,
    keys: () => staleAfterWrite(realm),
  });
}

export function useDeleteRegistrationPolicy(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((policy: ComponentRepresentation) => adminClient.components.del({ realm, id: policy.id! }), {
    successKey: "clientRegisterPolicyDeleteSuccess",
    errorKey: "clientRegisterPolicyDeleteError",
    keys: () => staleAfterWrite(realm),
  });
}
