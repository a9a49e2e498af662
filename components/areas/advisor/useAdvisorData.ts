"use client";

import { useMemo } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { FailedQuery } from "@/components/kit/ui/QueryError";
import type { AdvisorData } from "@/lib/advisor/types";
import { useClientPolicies, useClientProfiles } from "@/lib/queries/clientPolicies";
import { useAllClients, useServiceAccountsManagementRoles } from "@/lib/queries/clients";
import { useUserStorageProviders } from "@/lib/queries/components";
import { useAdminRoleGroups } from "@/lib/queries/groups/adminRoleGroups";
import { useEventsConfig } from "@/lib/queries/eventsConfig";
import { useAllIdentityProviders } from "@/lib/queries/identityProviders";
import { useRealm } from "@/lib/queries/realms";
import { useCompositeRoles, useRoleComposites } from "@/lib/queries/roleDetails";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import { useManagementRoleHolders } from "@/lib/queries/users";

export type AdvisorLoad = {
  /** The parts of the configuration read so far; a part refused or failed stays out. */
  data: Partial<AdvisorData>;
  loading: boolean;
  failed: FailedQuery[];
};

const loaded = <T>(query: UseQueryResult<T>): T | undefined => (query.isSuccess ? query.data : undefined);

/**
 * Every part of the configuration the rules read, asked for at once: each its own request, so that one refused to
 * this admin (the events' settings need view-events) leaves the others and their rules standing.
 */
export function useAdvisorData(realm: string): AdvisorLoad {
  const realmQuery = useRealm(realm);
  const clients = useAllClients(realm);
  const identityProviders = useAllIdentityProviders(realm);
  const eventsConfig = useEventsConfig(realm);
  const userProfile = useUserProfileSettings(realm);
  const clientPolicies = useClientPolicies(realm);
  const clientProfiles = useClientProfiles(realm);
  const administrators = useManagementRoleHolders(realm);
  const adminGroups = useAdminRoleGroups(realm);
  // the realm is in the cache already: the realm's frame loaded it
  const representation = loaded(realmQuery) ?? undefined;
  const userStorage = useUserStorageProviders(realm, representation?.id);
  const defaultRoles = useRoleComposites(realm, representation?.defaultRole?.id);
  const clientList = loaded(clients);
  const serviceAccountClients = useMemo(
    () => (clientList ?? []).filter((client) => client.serviceAccountsEnabled).map((client) => client.id!),
    [clientList],
  );
  const serviceAccounts = useServiceAccountsManagementRoles(realm, serviceAccountClients);
  const clientIds = useMemo(() => clientList?.map((client) => client.id!), [clientList]);
  const compositeRoles = useCompositeRoles(realm, clientIds);

  const queries = [
    realmQuery,
    clients,
    identityProviders,
    eventsConfig,
    userProfile,
    clientPolicies,
    clientProfiles,
    administrators,
    adminGroups,
    compositeRoles,
    userStorage,
    defaultRoles,
  ];
  const policies = loaded(clientPolicies);
  const profiles = loaded(clientProfiles);
  const data: Partial<AdvisorData> = {
    now: Math.max(...queries.map((query) => query.dataUpdatedAt)),
    realm: representation,
    clients: clientList,
    identityProviders: loaded(identityProviders),
    clientPolicies: policies && [...policies.own, ...policies.global],
    clientProfiles: profiles && [...profiles.own, ...profiles.global],
    eventsConfig: loaded(eventsConfig),
    userProfile: loaded(userProfile),
    userStorage: loaded(userStorage),
    defaultRoles: loaded(defaultRoles),
    administrators: loaded(administrators),
    adminGroups: loaded(adminGroups),
    compositeRoles: loaded(compositeRoles),
    ...(clients.isSuccess && !serviceAccounts.pending && !serviceAccounts.error
      ? { serviceAccountAdminRoles: serviceAccounts.rolesByClient, serviceAccountUsers: serviceAccounts.userIds }
      : {}),
  };
  const failed: FailedQuery[] = queries.filter((query) => query.isError);
  if (serviceAccounts.error) {
    failed.push({ error: serviceAccounts.error, isFetching: false, refetch: serviceAccounts.refetch });
  }
  return {
    data,
    loading: queries.some((query) => query.isLoading) || (clients.isSuccess && serviceAccounts.pending),
    failed,
  };
}
