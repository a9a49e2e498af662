"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { byName, componentKeys, USER_STORAGE_PROVIDER_TYPE } from "../components";

export const LDAP_MAPPER_TYPE = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

/**
 * One user-storage provider (GET /components/{id}); null when there is none, or the id is another kind of component.
 * No request without an id.
 */
export function useUserStorageProvider(realm: string, id: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: componentKeys.userFederation(realm, "provider", id ?? ""),
    queryFn: async () => {
      const component = await adminClient.components.findOne({ realm, id: id! });
      return component?.providerType === USER_STORAGE_PROVIDER_TYPE ? component : null;
    },
    enabled: id !== undefined,
  });
}

/** An LDAP provider's mappers by name, paged in the browser (GET /components answers whole). */
export function useLdapMappersSource(realm: string, providerId: string): TableSource<ComponentRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const queryKey = componentKeys.userFederation(realm, "provider", providerId, "mappers");
  const loader = useCallback<TableLoader<ComponentRepresentation>>(
    async (first, max, search) => {
      const mappers = await queryClient.fetchQuery({
        queryKey,
        queryFn: async () =>
          (await adminClient.components.find({ realm, parent: providerId, type: LDAP_MAPPER_TYPE })).sort(byName),
      });
      return pageLocally(mappers, first, max, search, (row) => [row.name, row.providerId].join(" "));
    },
    // the key is derived from realm and providerId
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [adminClient, queryClient, realm, providerId],
  );
  return { queryKey: [...queryKey, "table"], loader };
}

/** One LDAP mapper; null when there is none with that id under the provider. No request without an id. */
export function useLdapMapper(realm: string, providerId: string, mapperId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: componentKeys.userFederation(realm, "mapper", mapperId ?? ""),
    queryFn: async () => {
      const component = await adminClient.components.findOne({ realm, id: mapperId! });
      return component?.providerType === LDAP_MAPPER_TYPE && component.parentId === providerId ? component : null;
    },
    enabled: mapperId !== undefined,
  });
}
