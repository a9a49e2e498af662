"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { realmKey } from "./keys";

/** How the realm hands a scope to new clients: realm default, realm optional, or not at all. */
export type ClientScopeType = "default" | "optional" | "none";

export const CLIENT_SCOPE_TYPES: readonly ClientScopeType[] = ["default", "optional", "none"];

export type ClientScopeRow = ClientScopeRepresentation & { type: ClientScopeType };

type ScopeRef = Pick<ClientScopeRepresentation, "id" | "name">;

export const clientScopesKey = (realm: string) => [...realmKey(realm), "client-scopes"] as const;
/** The table's key for one type filter (undefined: every type). */
export const clientScopesTableKey = (realm: string, type?: ClientScopeType) =>
  [...clientScopesKey(realm), { type: type ?? "any" }] as const;
/** The whole list is cached under the table's key, so the table's refresh reloads it too. */
const allClientScopesKey = (realm: string, type?: ClientScopeType) =>
  [...clientScopesTableKey(realm, type), "all"] as const;

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

/**
 * Every client scope of the realm with its assigned type, by name. Keycloak returns client scopes whole
 * (the API has no paging for them), so three calls give the full list.
 */
export async function fetchClientScopeRows(adminClient: KeycloakAdminClient, realm: string): Promise<ClientScopeRow[]> {
  const inRealm = { realm } as void & { realm: string };
  const [scopes, defaults, optionals] = await Promise.all([
    adminClient.clientScopes.find({ realm }),
    adminClient.clientScopes.listDefaultClientScopes(inRealm),
    adminClient.clientScopes.listDefaultOptionalClientScopes(inRealm),
  ]);
  return scopes
    .map((scope) => ({ ...scope, type: clientScopeType(scope, defaults, optionals) }))
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
}

/**
 * Deletes a client scope. A realm default (or optional) scope is first taken off that list, as Keycloak's
 * console does. That step needs manage-realm, which a manage-clients admin may lack; Keycloak's server drops
 * the link when the scope goes anyway, so its failure does not stop the delete.
 */
export async function deleteClientScope(
  adminClient: KeycloakAdminClient,
  realm: string,
  scope: ClientScopeRow,
): Promise<void> {
  const id = scope.id ?? "";
  const unlink =
    scope.type === "default"
      ? () => adminClient.clientScopes.delDefaultClientScope({ realm, id })
      : scope.type === "optional"
        ? () => adminClient.clientScopes.delDefaultOptionalClientScope({ realm, id })
        : undefined;
  await unlink?.().catch(() => undefined);
  await adminClient.clientScopes.del({ realm, id });
}

/** Deletes the client scope called `name`; fails with 'Scope not found.' when the realm has none by that name. */
export async function deleteClientScopeByName(
  adminClient: KeycloakAdminClient,
  realm: string,
  name: string,
): Promise<void> {
  const scope = (await fetchClientScopeRows(adminClient, realm)).find((row) => row.name === name);
  if (!scope) throw new Error("Scope not found.");
  await deleteClientScope(adminClient, realm, scope);
}

/**
 * The client scopes table's data: the realm's client scopes of one type (undefined: all) by name. Keycloak answers
 * them all in one call and cannot page them, so the list is read once and every page cuts the same cached answer.
 */
export function useClientScopesSource(realm: string, type?: ClientScopeType): TableSource<ClientScopeRow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const list = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: allClientScopesKey(realm, type),
        queryFn: async () =>
          (await fetchClientScopeRows(adminClient, realm)).filter((scope) => type === undefined || scope.type === type),
        staleTime: LIST_STALE_MS,
      }),
    [adminClient, queryClient, realm, type],
  );
  return {
    queryKey: clientScopesTableKey(realm, type),
    loader: async (first, max, search) => pageLocally(await list(), first, max, search, (scope) => scope.name ?? ""),
  };
}

/** Deletes a client scope and says how it went; the client scopes table reloads. */
export function useDeleteClientScope(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((scope: ClientScopeRow) => deleteClientScope(adminClient, realm, scope), {
    successKey: "deletedSuccessClientScope",
    errorKey: "deleteErrorClientScope",
    keys: () => [clientScopesKey(realm)],
  });
}
