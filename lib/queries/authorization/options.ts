"use client";

import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { fetchAvailableClientRoles, fetchRealmRoleRows } from "../availableRoles";
import { realmKey } from "../keys";
import { authzKeys } from "./keys";

/** One choice of a picker: the id Keycloak stores and what the admin reads. */
export type AuthzOption = { value: string; label: string };

/** How many of each kind a form's typeahead offers; the server's own order decides which. */
export const OPTION_LIMIT = 100;

export type RealmOptionKind = "users" | "clients" | "realmRoles" | "clientRoles" | "groups" | "clientScopes";
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

/** The realm's users, clients, roles, groups or client scopes as choices for a policy or the evaluation. */
export function useRealmOptions(realm: string, kind: RealmOptionKind, enabled = true) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: [...realmKey(realm), "authz-options", kind],
    enabled,
    queryFn: async (): Promise<AuthzOption[]> => {
      const page = { realm, first: 0, max: OPTION_LIMIT };
      switch (kind) {
        case "users":
          return (await adminClient.users.find({ ...page, briefRepresentation: true })).map((user) => ({
            value: user.id ?? "",
            label: user.username ?? "",
          }));
        case "clients":
          return (await adminClient.clients.find(page)).map((client) => ({
            value: client.id ?? "",
            label: client.clientId ?? "",
          }));
        case "realmRoles":
          return (await fetchRealmRoleRows(adminClient, { ...page, search: "" })).map(({ role }) => ({
            value: role.id ?? "",
            label: role.name ?? "",
          }));
        case "clientRoles":
          return (await fetchAvailableClientRoles(adminClient, { ...page, search: "" })).map((role) => ({
            value: role.id,
            label: `${role.client} ${role.role}`,
          }));
        case "groups":
          return (await adminClient.groups.find({ ...page, briefRepresentation: true })).map((group) => ({
            value: group.id ?? "",
            label: group.path ?? group.name ?? "",
          }));
        case "clientScopes":
          return (await adminClient.clientScopes.find({ realm })).map((scope) => ({
            value: scope.id ?? "",
            label: scope.name ?? "",
          }));
      }
    },
  });
}
