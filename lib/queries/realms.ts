"use client";

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { Environment } from "@/lib/env";
import { getAccessToken } from "@/lib/auth/token";
import { useAdminClient, useEnvironment } from "@/lib/core-context";
import { bootAnswerKey } from "@/lib/boot/bootGlobal";
import { isJsonObject, takeBootAnswer } from "@/lib/boot/bootAnswers";
import { realmKey, realmNamesKey } from "./keys";
import { requestUiExt } from "./uiExt";

/** An item of GET /ui-ext/realms/names. */
export type RealmNameRepresentation = { name: string; displayName?: string };

export type RealmNamesQuery = { first?: number; max?: number; search?: string };

export const realmRepresentationKey = (realm: string) => [...realmKey(realm), "realm"] as const;

/** The realm; null when it does not exist. */
export function realmQuery(adminClient: KeycloakAdminClient, realm: string) {
  return queryOptions({
    queryKey: realmRepresentationKey(realm),
    queryFn: async () =>
      (await takeBootAnswer<RealmRepresentation>(bootAnswerKey.realm(realm), isJsonObject)) ??
      (await adminClient.realms.findOne({ realm })) ??
      null,
  });
}

export function useRealm(realm: string) {
  return useQuery(realmQuery(useAdminClient(), realm));
}

/**
 * GET {adminBaseUrl}/admin/realms/{login realm}/ui-ext/realms/names. The admin client has no method for it.
 * A client error (below 500) yields an empty list, since a user may see no realm list at all; 5xx is rethrown.
 */
export async function fetchRealmNames(
  env: Pick<Environment, "adminBaseUrl" | "realm">,
  { first, max, search }: RealmNamesQuery,
  token: () => Promise<string> = () => getAccessToken(),
): Promise<RealmNameRepresentation[]> {
  const { response, body } = await requestUiExt({
    baseUrl: env.adminBaseUrl,
    realm: env.realm,
    path: "realms/names",
    query: { first, max, search: search || undefined },
    token,
  });
  if (response.status >= 500) {
    throw new Error(`${response.statusText || "Server error"} (${response.status})`);
  }
  return response.ok ? (body as RealmNameRepresentation[]) : [];
}

/** One page of realm names (name, displayName), for the realm selector. */
export function useRealmNames(query: RealmNamesQuery, options: { enabled?: boolean } = {}) {
  const env = useEnvironment();
  return useQuery({
    queryKey: [...realmNamesKey, query],
    queryFn: () => fetchRealmNames(env, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

/** Creates a realm; realm names and whoami are reloaded afterwards. */
export function useCreateRealm() {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realm: RealmRepresentation) => adminClient.realms.create(realm),
    onSuccess: async () => {
      // the new realm shows in the names and in the creator's realm_access
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmNamesKey }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => queryKey[0] === "realm" && queryKey[2] === "whoami",
        }),
      ]);
    },
  });
}
