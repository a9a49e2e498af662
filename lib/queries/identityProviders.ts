"use client";

import { useAdminMutation } from "./adminMutation";
import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { readAllPages, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";

/** Every identity provider query of the realm: the list, each provider and its parts (mappers, mapper types). */
export const identityProviderKeys = {
  all: (realm: string) => [...realmKey(realm), "identity-providers"] as const,
  /** The list table's key (its pages are cached under it). */
  list: (realm: string) => [...identityProviderKeys.all(realm), "list"] as const,
  /** Every provider of the realm at once, for what looks across them all (the advisor). */
  whole: (realm: string) => [...identityProviderKeys.all(realm), "whole"] as const,
  order: (realm: string) => [...identityProviderKeys.all(realm), "order"] as const,
  detail: (realm: string, alias: string) => [...identityProviderKeys.all(realm), "detail", alias] as const,
  part: (realm: string, alias: string, part: string, ...rest: unknown[]) =>
    [...identityProviderKeys.detail(realm, alias), part, ...rest] as const,
};

/** One page of the realm's identity providers, searched by alias on the server. */
export function useIdentityProvidersLoader(realm: string): TableLoader<IdentityProviderRepresentation> {
  const adminClient = useAdminClient();
  return useCallback(
    (first, max, search) =>
      adminClient.identityProviders.find({ realm, first, max, realmOnly: true, ...(search ? { search } : {}) }),
    [adminClient, realm],
  );
}

/** Every identity provider of the realm (not an organization's), read a page at a time. */
export function useAllIdentityProviders(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderKeys.whole(realm),
    queryFn: () =>
      readAllPages((first, max) => adminClient.identityProviders.find({ realm, first, max, realmOnly: true })),
  });
}

/** Saves any provider of the realm in place, for a change made from outside its own screen. */
export function useSaveIdentityProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) =>
      adminClient.identityProviders.update({ realm, alias: provider.alias! }, provider),
    {
      successKey: "updateSuccessIdentityProvider",
      errorKey: "updateErrorIdentityProvider",
      keys: () => [identityProviderKeys.all(realm)],
    },
  );
}

/** Deletes an identity provider by alias and says how it went; the list reloads. */
export function useDeleteIdentityProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) => adminClient.identityProviders.del({ realm, alias: provider.alias! }),
    {
      successKey: "deletedSuccessIdentityProvider",
      errorKey: "deleteErrorIdentityProvider",
      keys: () => [identityProviderKeys.all(realm)],
    },
  );
}

/** The identity providers table's data. */
export function useIdentityProvidersSource(realm: string): TableSource<IdentityProviderRepresentation> {
  return { queryKey: identityProviderKeys.list(realm), loader: useIdentityProvidersLoader(realm) };
}

/** The provider with this alias (its secret masked by the server), or null when there is none. */
export function useIdentityProvider(realm: string, alias: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderKeys.detail(realm, alias),
    queryFn: async () => (await adminClient.identityProviders.findOne({ realm, alias })) ?? null,
  });
}

/** Adds a provider; a taken alias (409) or an invalid one (400) is for the form to show on its field. */
export function useCreateIdentityProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) => adminClient.identityProviders.create({ realm, ...provider }),
    { successKey: "createIdentityProviderSuccess", keys: () => [identityProviderKeys.all(realm)] },
  );
}

/** Saves a provider in place; a masked secret sent back keeps the stored one (the server's rule). */
export function useUpdateIdentityProvider(realm: string, alias: string, successKey = "updateSuccessIdentityProvider") {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (provider: IdentityProviderRepresentation) => adminClient.identityProviders.update({ realm, alias }, provider),
    { successKey, keys: () => [identityProviderKeys.all(realm)] },
  );
}

/** Where import-config reads the provider's metadata from: a URL (discovery or descriptor) or an uploaded file. */
export type ProviderMetadataSource = { providerId: string } & ({ fromUrl: string } | { file: string });

/**
 * POST identity-provider/import-config: the server reads the metadata and answers the provider config it implies.
 * A file goes as multipart `providerId` and `file`, as Keycloak's console sends it; the realm rides on the form
 * object, where the admin client looks for its URL parameters.
 */
export function useImportIdentityProviderConfig(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (source: ProviderMetadataSource) => {
      if ("fromUrl" in source) return adminClient.identityProviders.importFromUrl({ realm, ...source });
      const form = new FormData();
      form.append("providerId", source.providerId);
      form.append("file", new Blob([source.file], { type: "text/xml" }));
      return adminClient.identityProviders.importFromUrl(Object.assign(form, { realm }));
    },
    { errorKey: "importConfigError", keys: () => [] },
  );
}

/** Every identity provider of the realm's own (not an organization's), as the display-order dialog lists them. */
export function useIdentityProvidersForOrder(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: identityProviderKeys.order(realm),
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
      keys: () => [identityProviderKeys.all(realm)],
    },
  );
}
