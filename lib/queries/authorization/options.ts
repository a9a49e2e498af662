"use client";

import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { authzKeys } from "./keys";

/** One choice of a picker: the id Keycloak stores and what the admin reads. */
export type AuthzOption = { value: string; label: string };

/** How many of the resource server's objects a form's typeahead offers; the server's own order decides which. */
export const OPTION_LIMIT = 100;

export type ServerOptionKind = "resources" | "scopes" | "policies";

/** The resource server's resources, scopes or policies as choices for a permission or aggregated policy. */
export function useServerOptions(realm: string, clientId: string, kind: ServerOptionKind, enabled = true) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authzKeys.part(realm, clientId, "options", kind),
    enabled,
    queryFn: async (): Promise<AuthzOption[]> => {
      const page = { realm, id: clientId, first: 0, max: OPTION_LIMIT };
      switch (kind) {
        case "resources":
          return (await adminClient.clients.listResources({ ...page, deep: false })).map((resource) => ({
            value: resource._id ?? "",
            label: resource.name ?? "",
          }));
        case "scopes":
          return (await adminClient.clients.listAllScopes({ ...page, deep: false })).map((scope) => ({
            value: scope.id ?? "",
            label: scope.name ?? "",
          }));
        case "policies":
          return ((await adminClient.clients.listPolicies({ ...page, permission: "false" })) || []).map((policy) => ({
            value: policy.id ?? "",
            label: policy.name ?? "",
          }));
      }
    },
  });
}
