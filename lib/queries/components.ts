"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { useAdminClient, useAlerts } from "@/lib/console-context";
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

/** Deletes a user-storage provider (its mappers go with it) and says how it went. */
export function useDeleteUserStorageProvider(realm: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn: (id: string) => adminClient.components.del({ realm, id }),
    onSuccess: async () => {
      addAlert(t("userFedDeletedSuccess"), "success");
      await queryClient.invalidateQueries({ queryKey: componentsKey(realm) });
    },
    onError: (error) => addError("userFedDeleteError", error),
  });
}
