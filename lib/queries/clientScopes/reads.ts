"use client";

import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { clientScopeKeys, type ClientScopeType } from "./keys";

export type ClientScopeRow = ClientScopeRepresentation & { type: ClientScopeType };

type ScopeRef = Pick<ClientScopeRepresentation, "id" | "name">;

// Pages of the table read one cached copy of the list instead of one round of requests each.
const LIST_STALE_MS = 5_000;

/** The scope's assigned type from the realm's default-default and default-optional client scopes. */
export function clientScopeType(
  scope: ScopeRef,
  defaults: readonly ScopeRef[],
  optionals: readonly ScopeRef[],
): ClientScopeType {
  const matches = (entry: ScopeRef) =>
    (entry.id !== undefined && entry.id === scope.id) || (entry.id === undefined && entry.name === scope.name);
  if (defaults.some(matches)) return "default";
  if (optionals.some(matches)) return "optional";
  return "none";
}

/** The realm's default and optional client scopes, the lists a scope's assigned type is read from. */
function fetchRealmScopeTypes(adminClient: KeycloakAdminClient, realm: string) {
  const inRealm = { realm } as void & { realm: string };
  return Promise.all([
    adminClient.clientScopes.listDefaultClientScopes(inRealm),
    adminClient.clientScopes.listDefaultOptionalClientScopes(inRealm),
  ]);
}

/**
 * Every client scope of the realm with its assigned type, by name. Keycloak returns client scopes whole
 * (the API has no paging for them), so three calls give the full list.
 */
export async function fetchClientScopeRows(adminClient: KeycloakAdminClient, realm: string): Promise<ClientScopeRow[]> {
  const [scopes, [defaults, optionals]] = await Promise.all([
    adminClient.clientScopes.find({ realm }),
    fetchRealmScopeTypes(adminClient, realm),
  ]);
  return scopes
    .map((scope) => ({ ...scope, type: clientScopeType(scope, defaults, optionals) }))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

/** The list's filters: one assigned type, one protocol (undefined: any). */
export type ClientScopeFilter = { type?: ClientScopeType; protocol?: string };

const matches = (scope: ClientScopeRow, { type, protocol }: ClientScopeFilter) =>
  (type === undefined || scope.type === type) &&
  (protocol === undefined || (scope.protocol ?? "openid-connect") === protocol);

/**
 * The client scopes table's data: the realm's client scopes that pass the filter, by name. Keycloak answers them all
 * in one call and cannot page them, so the list is read once and every page cuts the same cached answer.
 */
export function useClientScopesSource(realm: string, filter: ClientScopeFilter): TableSource<ClientScopeRow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { type, protocol } = filter;
  const list = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: clientScopeKeys.table(realm, { type, protocol }, "all"),
        queryFn: async () =>
          (await fetchClientScopeRows(adminClient, realm)).filter((scope) => matches(scope, { type, protocol })),
        staleTime: LIST_STALE_MS,
      }),
    [adminClient, queryClient, realm, type, protocol],
  );
  return {
    queryKey: clientScopeKeys.table(realm, { type, protocol }),
    loader: async (first, max, search) => pageLocally(await list(), first, max, search, (scope) => scope.name ?? ""),
  };
}

/** GET /client-scopes/{id} with its assigned type; null when there is no such scope. */
export async function fetchClientScope(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
): Promise<ClientScopeRow | null> {
  const [scope, [defaults, optionals]] = await Promise.all([
    adminClient.clientScopes.findOne({ realm, id }),
    fetchRealmScopeTypes(adminClient, realm),
  ]);
  return scope ? { ...scope, type: clientScopeType(scope, defaults, optionals) } : null;
}

export function clientScopeQuery(adminClient: KeycloakAdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientScopeKeys.detail(realm, id),
    queryFn: () => fetchClientScope(adminClient, realm, id),
  });
}

/** One client scope with its assigned type (null: not found). */
export function useClientScope(realm: string, id: string) {
  return useQuery(clientScopeQuery(useAdminClient(), realm, id));
}

/** The realm's client scope names, for an attribute enabled or required when scopes are requested. */
export function useClientScopeNames(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientScopeKeys.names(realm),
    queryFn: async () =>
      (await adminClient.clientScopes.find({ realm }))
        .map((scope) => scope.name ?? "")
        .filter((name) => name !== "")
        .sort((a, b) => a.localeCompare(b)),
  });
}
