"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { KeyMetadataRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/keyMetadataRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { componentKeys } from "./components";
import { realmKey } from "./keys";

export const KEY_PROVIDER_TYPE = "org.keycloak.keys.KeyProvider";

/** The key statuses the keys list filters by, as Keycloak names them. */
export const KEY_STATUSES = ["ACTIVE", "PASSIVE", "DISABLED"] as const;
export type KeyStatus = (typeof KEY_STATUSES)[number];

/** A key of GET /keys (the admin client's type lacks `use`) with the name and type of the provider that made it. */
export type KeyRow = KeyMetadataRepresentation & { use?: string; providerName?: string; providerType?: string };

export const keyProviderKeys = {
  all: (realm: string) => [...realmKey(realm), "keys"] as const,
  metadata: (realm: string) => [...keyProviderKeys.all(realm), "metadata"] as const,
  list: (realm: string, status: KeyStatus) => [...keyProviderKeys.all(realm), "list", status] as const,
  providers: (realm: string) => [...keyProviderKeys.all(realm), "providers"] as const,
  providerTable: (realm: string) => [...keyProviderKeys.all(realm), "provider-table"] as const,
  detail: (realm: string, id: string) => [...keyProviderKeys.all(realm), "provider", id] as const,
};

const priorityOf = (component: ComponentRepresentation) => Number(component.config?.priority?.[0] ?? 0);

/** Highest priority first, as Keycloak's providers tab lists them; then by name. */
export function byPriority(a: ComponentRepresentation, b: ComponentRepresentation): number {
  return priorityOf(b) - priorityOf(a) || (a.name ?? "").localeCompare(b.name ?? "");
}

function useKeyProvidersQuery(realm: string, realmId: string) {
  const adminClient = useAdminClient();
  return {
    queryKey: keyProviderKeys.providers(realm),
    queryFn: async () =>
      (await adminClient.components.find({ realm, type: KEY_PROVIDER_TYPE, parent: realmId })).sort(byPriority),
  };
}

function useKeysMetadataQuery(realm: string) {
  const adminClient = useAdminClient();
  return { queryKey: keyProviderKeys.metadata(realm), queryFn: () => adminClient.realms.getKeys({ realm }) };
}

/** The realm's keys of one status with their providers' names, paged in the browser (GET /keys answers whole). */
export function useKeysListSource(realm: string, realmId: string, status: KeyStatus): TableSource<KeyRow> {
  const queryClient = useQueryClient();
  const keysQuery = useKeysMetadataQuery(realm);
  const providersQuery = useKeyProvidersQuery(realm, realmId);
  const loader = useCallback<TableLoader<KeyRow>>(
    async (first, max, search) => {
      const [metadata, providers] = await Promise.all([
        queryClient.fetchQuery(keysQuery),
        queryClient.fetchQuery(providersQuery),
      ]);
      const byId = new Map(providers.map((provider) => [provider.id, provider]));
      const rows: KeyRow[] = (metadata.keys ?? [])
        .filter((key) => key.status === status)
        .map((key) => {
          const provider = byId.get(key.providerId);
          return { ...key, providerName: provider?.name, providerType: provider?.providerId };
        });
      return pageLocally(rows, first, max, search, (row) =>
        [row.algorithm, row.type, row.kid, row.providerName].join(" "),
      );
    },
    [queryClient, keysQuery, providersQuery, status],
  );
  return { queryKey: keyProviderKeys.list(realm, status), loader };
}

/** The realm's key providers by priority, paged in the browser. */
export function useKeyProvidersSource(realm: string, realmId: string): TableSource<ComponentRepresentation> {
  const queryClient = useQueryClient();
  const query = useKeyProvidersQuery(realm, realmId);
  const loader = useCallback<TableLoader<ComponentRepresentation>>(
    async (first, max, search) =>
      pageLocally(await queryClient.fetchQuery(query), first, max, search, (row) =>
        [row.name, row.providerId].join(" "),
      ),
    [queryClient, query],
  );
  return { queryKey: keyProviderKeys.providerTable(realm), loader };
}

/** One key provider (GET /components/{id}); null when there is none with that id. */
export function useKeyProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: keyProviderKeys.detail(realm, id),
    queryFn: async () => {
      const component = await adminClient.components.findOne({ realm, id });
      return component?.providerType === KEY_PROVIDER_TYPE ? component : null;
    },
  });
}

// a provider's keys change with it: the keys list, the providers and every component list are stale
const staleAfterWrite = (realm: string) => [keyProviderKeys.all(realm), componentKeys.all(realm)];

/** Adds a key provider; the server makes its key. */
export function useAddKeyProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.create({ realm, ...component }),
    {
      successKey: "saveProviderSuccess",
      errorKey: "saveProviderError",
      fieldStatus: 400,
      keys: () => staleAfterWrite(realm),
    },
  );
}

/** Saves a key provider's settings (a masked private key or secret is kept by the server). */
export function useUpdateKeyProvider(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.update({ realm, id }, component),
    {
      successKey: "saveProviderSuccess",
      errorKey: "saveProviderError",
      fieldStatus: 400,
      keys: () => staleAfterWrite(realm),
    },
  );
}

/** Deletes a key provider and with it its keys. */
export function useDeleteKeyProvider(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.del({ realm, id: component.id! }),
    {
      successKey: "deleteProviderSuccess",
      errorKey: "deleteProviderError",
      keys: () => staleAfterWrite(realm),
    },
  );
}
