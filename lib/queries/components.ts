"use client";

import { useQuery } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "./keys";

export const USER_STORAGE_PROVIDER_TYPE = "org.keycloak.storage.UserStorageProvider";

export const componentsKey = (realm: string) => [...realmKey(realm), "components"] as const;
export const userStorageProvidersKey = (realm: string, parentId: string) =>
  [...componentsKey(realm), USER_STORAGE_PROVIDER_TYPE, parentId] as const;

/** Sorted by name, as the console shows them. */
export function byName(a: ComponentRepresentation, b: ComponentRepresentation): number {
  return (a.name ?? "").localeCompare(b.name ?? "");
}

/** The realm's user-storage providers (LDAP, Kerberos, custom): GET /components?type=…&parent={realm id}. */
export function useUserStorageProviders(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userStorageProvidersKey(realm, parentId ?? ""),
    queryFn: async () =>
      (await adminClient.components.find({ realm, type: USER_STORAGE_PROVIDER_TYPE, parent: parentId })).sort(byName),
    enabled: parentId !== undefined,
  });
}
