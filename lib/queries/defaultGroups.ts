"use client";

import { useMemo } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { realmKey } from "./keys";

export const defaultGroupsKeys = {
  all: (realm: string) => [...realmKey(realm), "default-groups"] as const,
  list: (realm: string) => [...defaultGroupsKeys.all(realm), "list"] as const,
  table: (realm: string) => [...defaultGroupsKeys.all(realm), "table"] as const,
};

/** GET /admin/realms/{realm}/default-groups: the groups every new user joins, returned whole. */
export function useDefaultGroups(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: defaultGroupsKeys.list(realm),
    queryFn: () => adminClient.realms.getDefaultGroups({ realm }),
  });
}

/** The default groups a page at a time, searched by name or path in the browser (Keycloak returns them whole). */
export function useDefaultGroupsSource(realm: string): TableSource<GroupRepresentation> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: defaultGroupsKeys.table(realm),
      loader: async (first, max, search) => {
        const all = await queryClient.fetchQuery({
          queryKey: defaultGroupsKeys.list(realm),
          queryFn: () => adminClient.realms.getDefaultGroups({ realm }),
          staleTime: 1_000,
        });
        return pageLocally(all, first, max, search, (group) => `${group.name ?? ""} ${group.path ?? ""}`);
      },
    }),
    [adminClient, queryClient, realm],
  );
}

/** PUT /admin/realms/{realm}/default-groups/{id} for each chosen group. */
export function useAddDefaultGroups(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.realms.addDefaultGroup({ realm, id: group.id ?? "" }))),
    {
      successKey: "defaultGroupAdded",
      successValues: (groups) => ({ count: groups.length }),
      errorKey: "defaultGroupAddedError",
      keys: () => [defaultGroupsKeys.all(realm)],
    },
  );
}

/** DELETE /admin/realms/{realm}/default-groups/{id} for each group. */
export function useRemoveDefaultGroups(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (groups: GroupRepresentation[]) =>
      Promise.all(groups.map((group) => adminClient.realms.removeDefaultGroup({ realm, id: group.id ?? "" }))),
    {
      successKey: "groupRemove",
      successValues: (groups) => ({ count: groups.length }),
      errorKey: "groupRemoveError",
      keys: () => [defaultGroupsKeys.all(realm)],
    },
  );
}
