"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import { useQueryClient } from "@tanstack/react-query";
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
export const requiredActionsKey = (realm: string) => [...authenticationKey(realm), "required-actions"] as const;
const allRequiredActionsKey = (realm: string) => [...requiredActionsKey(realm), "all"] as const;

// The server returns these lists whole; pages read one cached copy instead of one request each.
const LIST_STALE_MS = 5_000;

/** GET /admin/realms/{realm}/ui-ext/authentication-management/flows (the admin client has no method for it). */
export async function fetchUiFlows(adminClient: KeycloakAdminClient, realm: string): Promise<UiFlow[]> {
  return fetchUiExt(adminClient, realm, "authentication-management/flows");
}

/** The realm's top-level flows (alias order), read once and shared by every page of the table. */
export function useFlowsList(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: allFlowsKey(realm),
        queryFn: async () =>
          (await fetchUiFlows(adminClient, realm)).sort((a, b) => (a.alias ?? "").localeCompare(b.alias ?? "")),
        staleTime: LIST_STALE_MS,
      }),
    [adminClient, queryClient, realm],
  );
}

/** The realm's required actions in priority order, read once and shared by every page of the table. */
export function useRequiredActionsList(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: allRequiredActionsKey(realm),
        queryFn: async () =>
          (await adminClient.authenticationManagement.getRequiredActions({ realm } as void & {
            realm: string;
          })) as RequiredActionProviderRepresentation[],
        staleTime: LIST_STALE_MS,
      }),
    [adminClient, queryClient, realm],
  );
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
