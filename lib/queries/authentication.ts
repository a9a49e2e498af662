"use client";

import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";
import { fetchUiExt } from "./uiExt";

export type UsedByType = "SPECIFIC_CLIENT" | "SPECIFIC_PROVIDERS" | "DEFAULT";

/** A flow as GET /ui-ext/authentication-management/flows returns it: what binds it, if anything. */
export type UiFlow = AuthenticationFlowRepresentation & { usedBy?: { type: UsedByType; values: string[] } };

/** The realm's flows, the flow editor's reads and the required actions. */
export const authenticationKeys = {
  all: (realm: string) => [...realmKey(realm), "authentication"] as const,
  /** The flows table's key; the whole list is cached under it too, so invalidating it reloads both. */
  flows: (realm: string, ...rest: unknown[]) => [...authenticationKeys.all(realm), "flows", ...rest] as const,
  /** One flow in the editor: the flow, its executions, its executions' configs, and the provider lists. */
  editor: (realm: string, ...rest: unknown[]) => [...authenticationKeys.all(realm), "editor", ...rest] as const,
  /** The required actions table's rows; the whole list is cached under them too. */
  requiredActionRows: (realm: string, ...rest: unknown[]) =>
    [...authenticationKeys.all(realm), "required-action-rows", ...rest] as const,
  requiredActionConfig: (realm: string, alias: string) =>
    [...authenticationKeys.all(realm), "required-action-config", alias] as const,
  /** The enabled required actions the users' forms offer. */
  enabledRequiredActions: (realm: string) => [...authenticationKeys.all(realm), "enabled-required-actions"] as const,
};

// The server returns these lists whole; pages read one cached copy instead of one request each.
const LIST_STALE_MS = 5_000;

/** GET /admin/realms/{realm}/ui-ext/authentication-management/flows (the admin client has no method for it). */
export async function fetchUiFlows(adminClient: KeycloakAdminClient, realm: string): Promise<UiFlow[]> {
  return fetchUiExt(adminClient, realm, "authentication-management/flows");
}

/** The realm's top-level flows with what binds each (alias order): one cached copy for the table and the editor. */
function uiFlowsQuery(adminClient: KeycloakAdminClient, realm: string) {
  return queryOptions({
    queryKey: authenticationKeys.flows(realm, "all"),
    queryFn: async () =>
      (await fetchUiFlows(adminClient, realm)).sort((a, b) => (a.alias ?? "").localeCompare(b.alias ?? "")),
    staleTime: LIST_STALE_MS,
  });
}

/** A top-level flow as the flows table last read it, if it has: what a flow opened from the table starts with. */
export function listedFlow(queryClient: QueryClient, realm: string, id: string): UiFlow | undefined {
  return queryClient.getQueryData<UiFlow[]>(authenticationKeys.flows(realm, "all"))?.find((flow) => flow.id === id);
}

/** The flows table's data: the realm's top-level flows, read once and paged in the browser. */
export function useFlowsSource(realm: string): TableSource<UiFlow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const list = useCallback(
    () => queryClient.fetchQuery(uiFlowsQuery(adminClient, realm)),
    [adminClient, queryClient, realm],
  );
  return {
    queryKey: authenticationKeys.flows(realm),
    loader: async (first, max, search) => pageLocally(await list(), first, max, search, (flow) => flow.alias ?? ""),
  };
}

/**
 * One top-level flow with what binds it, as the server has it now (null when it is not a top-level flow): a binding
 * made or removed reloads it, since it shares the table's key.
 */
export function useUiFlow(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({ ...uiFlowsQuery(adminClient, realm), select: (flows) => flows.find((f) => f.id === id) ?? null });
}

/** Deletes a flow and says how it went; the flows table reloads. */
export function useDeleteFlow(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (flow: { id?: string }) => adminClient.authenticationManagement.deleteFlow({ realm, flowId: flow.id! }),
    {
      successKey: "deleteFlowSuccess",
      errorKey: "deleteFlowError",
      keys: () => [authenticationKeys.flows(realm)],
    },
  );
}

/** The realm's top-level flows (what a setting that binds a flow, such as an identity provider's, chooses from). */
export function useTopLevelFlows(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.flows(realm, "top-level"),
    queryFn: () => adminClient.authenticationManagement.getFlows({ realm }),
  });
}
