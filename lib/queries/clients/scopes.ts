"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** How a scope is assigned to a client: always in its tokens, or when the scope parameter asks for it. */
export type ClientScopeAssignment = "default" | "optional";

export type AssignedClientScope = ClientScopeRepresentation & { type: ClientScopeAssignment };

/** The client's assigned scopes, and the realm's scopes of the client's protocol it could still be given. */
export type ClientScopesOfClient = { assigned: AssignedClientScope[]; available: ClientScopeRepresentation[] };

/** A row of the setup tab: an assigned scope, or the client's own dedicated scope (always first). */
export type ClientScopeTabRow = AssignedClientScope | { dedicated: true; name: string; description: string };

export const isDedicatedRow = (row: ClientScopeTabRow): row is Extract<ClientScopeTabRow, { dedicated: true }> =>
  "dedicated" in row;

// Pages of the table read one cached copy of the lists instead of three requests each.
const LIST_STALE_MS = 5_000;

const byName = (a: ClientScopeRepresentation, b: ClientScopeRepresentation) =>
  (a.name ?? "").localeCompare(b.name ?? "");

/**
 * The client's default and optional scopes with their descriptions, and the realm's scopes of the same protocol
 * assigned neither way. Keycloak answers each list whole, so three calls give everything.
 */
export async function fetchClientScopesOfClient(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
  protocol: string,
): Promise<ClientScopesOfClient> {
  const [defaults, optionals, scopes] = await Promise.all([
    adminClient.clients.listDefaultClientScopes({ realm, id }),
    adminClient.clients.listOptionalClientScopes({ realm, id }),
    adminClient.clientScopes.find({ realm }),
  ]);
  return assignClientScopes(defaults, optionals, scopes, protocol);
}

/** Joins the client's lists with the realm's scopes (which carry the description and protocol). */
export function assignClientScopes(
  defaults: readonly ClientScopeRepresentation[],
  optionals: readonly ClientScopeRepresentation[],
  scopes: readonly ClientScopeRepresentation[],
  protocol: string,
): ClientScopesOfClient {
  const byId = new Map(scopes.map((scope) => [scope.id, scope]));
  const full = (scope: ClientScopeRepresentation) => ({ ...scope, ...byId.get(scope.id) });
  const assigned: AssignedClientScope[] = [
    ...defaults.map((scope) => ({ ...full(scope), type: "default" as const })),
    ...optionals.map((scope) => ({ ...full(scope), type: "optional" as const })),
  ].sort(byName);
  const taken = new Set(assigned.map((scope) => scope.id));
  const available = scopes
    .filter((scope) => !taken.has(scope.id) && (scope.protocol ?? "openid-connect") === protocol)
    .sort(byName);
  return { assigned, available };
}

export function clientScopesOfClientQuery(
  adminClient: KeycloakAdminClient,
  realm: string,
  id: string,
  protocol: string,
) {
  return queryOptions({
    queryKey: clientKeys.part(realm, id, "client-scopes", protocol),
    queryFn: () => fetchClientScopesOfClient(adminClient, realm, id, protocol),
  });
}

/** The client's assigned and still available client scopes. */
export function useClientScopesOfClient(realm: string, id: string, protocol: string) {
  return useQuery(clientScopesOfClientQuery(useAdminClient(), realm, id, protocol));
}

/** The setup tab's rows: the dedicated scope first, then the assigned scopes by name, all matched by the search. */
export function useClientScopesTabSource(
  realm: string,
  id: string,
  protocol: string,
  dedicated: { name: string; description: string },
): TableSource<ClientScopeTabRow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return {
    queryKey: clientKeys.part(realm, id, "client-scopes", "table"),
    loader: async (first, max, search) => {
      const { assigned } = await queryClient.fetchQuery({
        ...clientScopesOfClientQuery(adminClient, realm, id, protocol),
        staleTime: LIST_STALE_MS,
      });
      const rows: ClientScopeTabRow[] = [{ dedicated: true, ...dedicated }, ...assigned];
      return pageLocally(rows, first, max, search, (row) => row.name ?? "");
    },
  };
}

function assign(adminClient: KeycloakAdminClient, realm: string, id: string, type: ClientScopeAssignment) {
  return (clientScopeId: string) =>
    type === "default"
      ? adminClient.clients.addDefaultClientScope({ realm, id, clientScopeId })
      : adminClient.clients.addOptionalClientScope({ realm, id, clientScopeId });
}

function unassign(adminClient: KeycloakAdminClient, realm: string, id: string, type: ClientScopeAssignment) {
  return (clientScopeId: string) =>
    type === "default"
      ? adminClient.clients.delDefaultClientScope({ realm, id, clientScopeId })
      : adminClient.clients.delOptionalClientScope({ realm, id, clientScopeId });
}

/** PUT …/{default|optional}-client-scopes/{scopeId} for each chosen scope, one after the other. */
export function useAddClientScopes(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ scopes, type }: { scopes: ClientScopeRepresentation[]; type: ClientScopeAssignment }) => {
      for (const scope of scopes) await assign(adminClient, realm, id, type)(scope.id ?? "");
    },
    {
      successKey: "clientScopeSuccess",
      errorKey: "clientScopeError",
      keys: () => [clientKeys.part(realm, id, "client-scopes")],
    },
  );
}

/** Moves an assigned scope to the other type, as Keycloak's console does: off one list, onto the other. */
export function useChangeClientScopeType(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ scope, type }: { scope: AssignedClientScope; type: ClientScopeAssignment }) => {
      if (scope.type === type) return;
      await unassign(adminClient, realm, id, scope.type)(scope.id ?? "");
      await assign(adminClient, realm, id, type)(scope.id ?? "");
    },
    {
      successKey: "clientScopeTypeChanged",
      errorKey: "clientScopeTypeChangeError",
      keys: () => [clientKeys.part(realm, id, "client-scopes")],
    },
  );
}

/** DELETE …/{default|optional}-client-scopes/{scopeId}. */
export function useRemoveClientScope(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (scope: AssignedClientScope) => unassign(adminClient, realm, id, scope.type)(scope.id ?? ""),
    {
      successKey: "clientScopeRemoveSuccess",
      errorKey: "clientScopeRemoveError",
      keys: () => [clientKeys.part(realm, id, "client-scopes")],
    },
  );
}

/** The add dialog's pages: the realm's scopes the client may still be given, paged in the browser. */
export function useAvailableClientScopesPicker(realm: string, id: string, protocol: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return {
    queryKey: clientKeys.part(realm, id, "client-scopes", "picker"),
    load: async (first: number, max: number, search: string) => {
      const { available } = await queryClient.fetchQuery({
        ...clientScopesOfClientQuery(adminClient, realm, id, protocol),
        staleTime: LIST_STALE_MS,
      });
      return pageLocally(available, first, max, search, (scope) => scope.name ?? "");
    },
  };
}
