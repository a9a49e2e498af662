"use client";

import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";
import { fetchUiExt } from "./uiExt";

export type UsedByType = "SPECIFIC_CLIENT" | "SPECIFIC_PROVIDERS" | "DEFAULT";

/** A flow as GET /ui-ext/authentication-management/flows returns it: what binds it, if anything. */
export type UiFlow = AuthenticationFlowRepresentation & { usedBy?: { type: UsedByType; values: string[] } };

export const authenticationKey = (realm: string) => [...realmKey(realm), "authentication"] as const;
/** The flows table's key; the whole list is cached under it too, so invalidating it reloads both. */
export const flowsKey = (realm: string) => [...authenticationKey(realm), "flows"] as const;
const allFlowsKey = (realm: string) => [...flowsKey(realm), "all"] as const;

// The server returns these lists whole; pages read one cached copy instead of one request each.
const LIST_STALE_MS = 5_000;

/** GET /admin/realms/{realm}/ui-ext/authentication-management/flows (the admin client has no method for it). */
export async function fetchUiFlows(adminClient: KeycloakAdminClient, realm: string): Promise<UiFlow[]> {
  return fetchUiExt(adminClient, realm, "authentication-management/flows");
}

/** The flows table's data: the realm's top-level flows (alias order), read once and paged in the browser. */
export function useFlowsSource(realm: string): TableSource<UiFlow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const list = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: allFlowsKey(realm),
        queryFn: async () =>
          (await fetchUiFlows(adminClient, realm)).sort((a, b) => (a.alias ?? "").localeCompare(b.alias ?? "")),
        staleTime: LIST_STALE_MS,
      }),
    [adminClient, queryClient, realm],
  );
  return {
    queryKey: flowsKey(realm),
    loader: async (first, max, search) => pageLocally(await list(), first, max, search, (flow) => flow.alias ?? ""),
  };
}

/** Deletes a flow and says how it went; the flows table reloads. */
export function useDeleteFlow(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (flow: { id?: string }) => adminClient.authenticationManagement.deleteFlow({ realm, flowId: flow.id! }),
    {
      successKey: "deleteFlowSuccess",
      errorKey: "deleteFlowError",
      keys: () => [flowsKey(realm)],
    },
  );
}

/** The realm's top-level flows (what a setting that binds a flow, such as an identity provider's, chooses from). */
export function useTopLevelFlows(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: [...flowsKey(realm), "topLevel"],
    queryFn: () => adminClient.authenticationManagement.getFlows({ realm }),
  });
}
