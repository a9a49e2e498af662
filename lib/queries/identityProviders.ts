"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type { TableLoader, TableSource } from "@/lib/paging";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";

export const identityProvidersKey = (realm: string) => [...realmKey(realm), "identityProviders"] as const;
/** The list table's key (its pages are cached under it). */
export const identityProviderListKey = (realm: string) => [...identityProvidersKey(realm), "list"] as const;
const anyIdentityProviderKey = (realm: string) => [...identityProvidersKey(realm), "any"] as const;

/**
 * Whether the realm has any identity provider of its own (not one bound to an organization): one row is enough to
 * choose between the table and the empty page with the provider types.
 */
export function useHasIdentityProviders(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: anyIdentityProviderKey(realm),
    queryFn: async () => (await adminClient.identityProviders.find({ realm, realmOnly: true, max: 1 })).length > 0,
  });
}

/** One page of the realm's identity providers, searched by alias on the server. */
export function useIdentityProvidersLoader(realm: string): TableLoader<IdentityProviderRepresentation> {
  const adminClient = useAdminClient();
  return useCallback(
    (first, max, search) =>
      adminClient.identityProviders.find({ realm, first, max, realmOnly: true, ...(search ? { search } : {}) }),
    [adminClient, realm],
  );
}

/** Deletes an identity provider by alias and says how it went; the list (and the emptiness check) reload. */
export function useDeleteIdentityProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) => adminClient.identityProviders.del({ realm, alias: provider.alias! }),
    {
      successKey: "deletedSuccessIdentityProvider",
      errorKey: "deleteErrorIdentityProvider",
      keys: () => [identityProvidersKey(realm)],
    },
  );
}

/** The identity providers table's data. */
export function useIdentityProvidersSource(realm: string): TableSource<IdentityProviderRepresentation> {
  return { queryKey: identityProviderListKey(realm), loader: useIdentityProvidersLoader(realm) };
}

const identityProviderOrderKey = (realm: string) => [...identityProvidersKey(realm), "order"] as const;

/** Every identity provider of the realm's own (not an organization's), as the display-order dialog lists them. */
export function useIdentityProvidersForOrder(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderOrderKey(realm),
    queryFn: () => adminClient.identityProviders.find({ realm, realmOnly: true }),
  });
}

/**
 * Saves a display order: each provider whose place changed gets its place as `config.guiOrder`, one PUT per
 * provider as Keycloak's console writes it (the server has no bulk order endpoint).
 */
export function useSaveIdentityProviderOrder(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async (ordered: IdentityProviderRepresentation[]) => {
      for (const [index, provider] of ordered.entries()) {
        if (provider.config?.guiOrder === String(index)) continue;
        await adminClient.identityProviders.update(
          { realm, alias: provider.alias! },
          { ...provider, config: { ...provider.config, guiOrder: String(index) } },
        );
      }
    },
    {
      successKey: "orderChangeSuccess",
      errorKey: "orderChangeError",
      keys: () => [identityProvidersKey(realm)],
    },
  );
}
