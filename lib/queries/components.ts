"use client";

import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

export const USER_STORAGE_PROVIDER_TYPE = "org.keycloak.storage.UserStorageProvider";
/** The components of declarative admin pages (Keycloak's UiPageProvider extensions). */
export const UI_PAGE_PROVIDER_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";

/**
 * The realm's components: user storage providers, their mappers, and the admin pages' components. Key providers
 * and client registration policies are components too, so their writes reload `all` as well.
 */
export const componentKeys = {
  all: (realm: string) => [...realmKey(realm), "components"] as const,
  userStorage: (realm: string, parentId: string) => [...componentKeys.all(realm), "user-storage", parentId] as const,
  /** User federation providers (by "provider", id) and their mappers (by "mapper", id). */
  userFederation: (realm: string, ...rest: unknown[]) =>
    [...componentKeys.all(realm), "user-federation", ...rest] as const,
  /** The declarative admin pages' components: a provider's list ("list", providerId) and one ("detail", id). */
  pages: (realm: string, ...rest: unknown[]) => [...componentKeys.all(realm), "ui-pages", ...rest] as const,
};

/** Sorted by name, as the console shows them. */
export function byName(a: ComponentRepresentation, b: ComponentRepresentation): number {
  return (a.name ?? "").localeCompare(b.name ?? "");
}

/** The realm's user-storage providers (LDAP, Kerberos, custom): GET /components?type=…&parent={realm id}. */
export function useUserStorageProviders(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: componentKeys.userStorage(realm, parentId ?? ""),
    queryFn: async () =>
      (await adminClient.components.find({ realm, type: USER_STORAGE_PROVIDER_TYPE, parent: parentId })).sort(byName),
    enabled: parentId !== undefined,
  });
}

/**
 * One page provider's components in the realm, paged in the browser: GET /components?type=…&parent={realm id} answers
 * them whole, for every page provider, so the provider's own are picked out here.
 */
export function usePageComponentsSource(
  realm: string,
  parentId: string,
  providerId: string,
  text: (component: ComponentRepresentation) => string,
): TableSource<ComponentRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const queryKey = componentKeys.pages(realm, "list", providerId);
  const loader = useCallback<TableLoader<ComponentRepresentation>>(
    async (first, max, search) => {
      const all = await queryClient.fetchQuery({
        queryKey: componentKeys.pages(realm, "list", providerId, "all"),
        queryFn: () => adminClient.components.find({ realm, type: UI_PAGE_PROVIDER_TYPE, parent: parentId }),
      });
      const own = all.filter((component) => component.providerId === providerId);
      return pageLocally(own, first, max, search, text);
    },
    [adminClient, queryClient, realm, parentId, providerId, text],
  );
  return { queryKey, loader };
}

/** One page component (GET /components/{id}); null when there is none of that page provider with that id. */
export function usePageComponent(realm: string, providerId: string, id: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: componentKeys.pages(realm, "detail", id),
    queryFn: async () => {
      const component = await adminClient.components.findOne({ realm, id });
      return component?.providerType === UI_PAGE_PROVIDER_TYPE && component.providerId === providerId
        ? component
        : null;
    },
  });
}

/** Creates a page component; answers its new id. */
export function useCreatePageComponent(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.create({ realm, ...component }),
    {
      successKey: "itemSaveSuccessful",
      errorKey: "itemSaveError",
      keys: () => [componentKeys.pages(realm)],
    },
  );
}

/** Saves a page component's settings. */
export function useUpdatePageComponent(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.update({ realm, id }, component),
    {
      successKey: "itemSaveSuccessful",
      errorKey: "itemSaveError",
      keys: () => [componentKeys.pages(realm)],
    },
  );
}

/** Deletes a page component. */
export function useDeletePageComponent(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (component: ComponentRepresentation) => adminClient.components.del({ realm, id: component.id! }),
    {
      successKey: "itemDeletedSuccess",
      errorKey: "itemDeleteError",
      keys: () => [componentKeys.pages(realm)],
    },
  );
}
