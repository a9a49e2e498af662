"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";
import { realmKeys } from "./realms";

export const clientPoliciesKeys = {
  all: (realm: string) => [...realmKey(realm), "client-policies"] as const,
  profiles: (realm: string) => [...clientPoliciesKeys.all(realm), "profiles"] as const,
  profileRows: (realm: string) => [...clientPoliciesKeys.profiles(realm), "rows"] as const,
  policies: (realm: string) => [...clientPoliciesKeys.all(realm), "policies"] as const,
  policyRows: (realm: string) => [...clientPoliciesKeys.policies(realm), "rows"] as const,
  /** A profile's executors, a policy's conditions or profiles, as one table shows them. */
  part: (realm: string, owner: "profiles" | "policies", name: string, part: string, rows: readonly unknown[]) =>
    [...clientPoliciesKeys.all(realm), owner, name, part, rows] as const,
};

/** A profile as the tables list it: the realm's own, then Keycloak's global ones, which no one may change. */
export type ClientProfileRow = ClientProfileRepresentation & { global: boolean };
export type ClientPolicyRow = ClientPolicyRepresentation & { global: boolean };

function useProfilesQuery(realm: string) {
  const adminClient = useAdminClient();
  return {
    queryKey: clientPoliciesKeys.profiles(realm),
    queryFn: () => adminClient.clientPolicies.listProfiles({ realm, includeGlobalProfiles: true }),
  };
}

function usePoliciesQuery(realm: string) {
  const adminClient = useAdminClient();
  return {
    queryKey: clientPoliciesKeys.policies(realm),
    queryFn: () => adminClient.clientPolicies.listPolicies({ realm, includeGlobalPolicies: true }),
  };
}

/** The realm's own profiles or policies, which it may change, and Keycloak's global ones, which no one may. */
export type OwnAndGlobal<T> = { own: T[]; global: T[] };

const ownAndGlobal = <T>(own: T[] | undefined, global: T[] | undefined): OwnAndGlobal<T> => ({
  own: own ?? [],
  global: global ?? [],
});

/** GET client-policies/profiles?include-global-profiles=true */
export function useClientProfiles(realm: string) {
  return useQuery({
    ...useProfilesQuery(realm),
    select: (answer) => ownAndGlobal(answer.profiles, answer.globalProfiles),
  });
}

/** GET client-policies/policies?include-global-policies=true */
export function useClientPolicies(realm: string) {
  return useQuery({
    ...usePoliciesQuery(realm),
    select: (answer) => ownAndGlobal(answer.policies, answer.globalPolicies),
  });
}

const rowsOf = <T>(own: T[] | undefined, global: T[] | undefined) => [
  ...(own ?? []).map((item) => ({ ...item, global: false })),
  ...(global ?? []).map((item) => ({ ...item, global: true })),
];

const nameAndDescription = (row: { name?: string; description?: string }) =>
  `${row.name ?? ""} ${row.description ?? ""}`;

/** The realm's and the global profiles, paged in the browser: Keycloak returns them whole. */
export function useClientProfileRowsSource(realm: string): TableSource<ClientProfileRow> {
  const queryClient = useQueryClient();
  const query = useProfilesQuery(realm);
  const loader = useCallback<TableLoader<ClientProfileRow>>(
    async (first, max, search) => {
      const answer = await queryClient.fetchQuery(query);
      return pageLocally(rowsOf(answer.profiles, answer.globalProfiles), first, max, search, nameAndDescription);
    },
    [queryClient, query],
  );
  return { queryKey: clientPoliciesKeys.profileRows(realm), loader };
}

export function useClientPolicyRowsSource(realm: string): TableSource<ClientPolicyRow> {
  const queryClient = useQueryClient();
  const query = usePoliciesQuery(realm);
  const loader = useCallback<TableLoader<ClientPolicyRow>>(
    async (first, max, search) => {
      const answer = await queryClient.fetchQuery(query);
      return pageLocally(rowsOf(answer.policies, answer.globalPolicies), first, max, search, nameAndDescription);
    },
    [queryClient, query],
  );
  return { queryKey: clientPoliciesKeys.policyRows(realm), loader };
}

/** Alert keys of one kind of change; the error alert carries the server's message. */
export type ChangeFeedback = { successKey: string; errorKey: string };

/**
 * PUT client-policies/profiles with the realm's whole list of profiles (Keycloak replaces the set; the global
 * profiles are never sent). Policies name profiles, so they are reloaded too.
 */
export function useSaveClientProfiles(realm: string, { successKey, errorKey }: ChangeFeedback) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (profiles: ClientProfileRepresentation[]) => adminClient.clientPolicies.createProfiles({ realm, profiles }),
    { successKey, errorKey, keys: () => [clientPoliciesKeys.all(realm), realmKeys.all(realm)] },
  );
}

/** PUT client-policies/policies with the realm's whole list of policies. */
export function useSaveClientPolicies(realm: string, { successKey, errorKey }: ChangeFeedback) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (policies: ClientPolicyRepresentation[]) => adminClient.clientPolicies.updatePolicy({ realm, policies }),
    { successKey, errorKey, keys: () => [clientPoliciesKeys.policies(realm), realmKeys.all(realm)] },
  );
}

/** serverinfo's component types of the client policy executors and conditions. */
export const EXECUTOR_PROVIDER_TYPE = "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider";
export const CONDITION_PROVIDER_TYPE = "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider";

/** Rows of a profile or policy already loaded (its executors, conditions or profiles), paged in the browser. */
export function partRowsSource<T>(
  queryKey: ReturnType<typeof clientPoliciesKeys.part>,
  rows: readonly T[],
  text: (row: T) => string,
): TableSource<T> {
  return { queryKey, loader: async (first, max, search) => pageLocally(rows, first, max, search, text) };
}
