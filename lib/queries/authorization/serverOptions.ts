"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import type { SearchOption } from "@/lib/form/searchOption";
import { abandonOnAbort } from "../abandonOnAbort";
import { clientKeys } from "../clients/keys";
import type { AuthzTarget } from "./keys";
import { SEARCH_MATCHES } from "./realmOptions";

/**
 * The resource server's own objects a picker offers: resources, authorization scopes (by id, or by name as a
 * resource holds them) and policies (permissions left out, as Keycloak's console offers them).
 */
export type ServerOptionKind = "resources" | "scopes" | "scopeNames" | "policies";

const containsName = (name: string | undefined, search: string) =>
  (name ?? "").toLocaleLowerCase().includes(search.toLocaleLowerCase());

/** The first matches of `search` (part of the name, any case) among the resource server's objects of that kind. */
async function findServerOptions(
  adminClient: KeycloakAdminClient,
  { realm, clientId }: AuthzTarget,
  kind: ServerOptionKind,
  search: string,
): Promise<SearchOption[]> {
  const page = { realm, id: clientId, first: 0, max: SEARCH_MATCHES, name: search || undefined };
  switch (kind) {
    case "resources":
      return (await adminClient.clients.listResources({ ...page, deep: false })).map((resource) => ({
        value: resource._id ?? "",
        label: resource.name ?? "",
      }));
    case "scopes":
    case "scopeNames":
      return (await adminClient.clients.listAllScopes({ ...page, deep: false })).map((scope) => ({
        value: (kind === "scopes" ? scope.id : scope.name) ?? "",
        label: scope.name ?? "",
      }));
    case "policies":
      // Keycloak answers an empty search with no content
      return ((await adminClient.clients.listPolicies({ ...page, permission: "false" })) || []).map((policy) => ({
        value: policy.id ?? "",
        label: policy.name ?? "",
      }));
  }
}

/** One of the resource server's objects by its id (a scope of a resource: by its name), or undefined if gone. */
export async function findServerOption(
  adminClient: KeycloakAdminClient,
  { realm, clientId }: AuthzTarget,
  kind: ServerOptionKind,
  id: string,
): Promise<SearchOption | undefined> {
  const gone = { catchNotFound: true };
  switch (kind) {
    case "resources": {
      const resource = await adminClient.clients.getResource({ realm, id: clientId, resourceId: id }, gone);
      return resource ? { value: id, label: resource.name ?? id } : undefined;
    }
    case "scopes": {
      const scope = await adminClient.clients.getAuthorizationScope({ realm, id: clientId, scopeId: id }, gone);
      return scope ? { value: id, label: scope.name ?? id } : undefined;
    }
    case "scopeNames":
      return { value: id, label: id };
    case "policies": {
      const policy = (await adminClient.clients.findOnePolicy({ realm, id: clientId, policyId: id }, gone)) as
        PolicyRepresentation | undefined;
      return policy ? { value: id, label: policy.name ?? id } : undefined;
    }
  }
}

/**
 * What the typed text matches among the resource server's resources, scopes or policies, searched on the server;
 * `exclude` leaves one out (an aggregated policy cannot apply itself: Keycloak refuses the circular reference).
 */
export function useServerMatches(
  realm: string,
  clientId: string,
  kind: ServerOptionKind,
  search: string,
  exclude?: string,
) {
  const adminClient = useAdminClient();
  const target = { realm, clientId };
  return useQuery({
    queryKey: clientKeys.authz(target.realm, target.clientId, "options", kind, "search", search),
    queryFn: ({ signal }) => abandonOnAbort(signal, findServerOptions(adminClient, target, kind, search)),
    select: exclude ? (options) => options.filter((option) => option.value !== exclude) : undefined,
    placeholderData: keepPreviousData,
  });
}

/** The chosen objects a form holds by id, with their names, however far they are from the first matches. */
export function useServerOptionsById(realm: string, clientId: string, kind: ServerOptionKind, ids: readonly string[]) {
  const adminClient = useAdminClient();
  const target = { realm, clientId };
  const sorted = [...ids].sort();
  return useQuery({
    queryKey: clientKeys.authz(target.realm, target.clientId, "options", kind, "ids", sorted),
    enabled: sorted.length > 0,
    queryFn: async () =>
      (await Promise.all(sorted.map((id) => findServerOption(adminClient, target, kind, id)))).filter(
        (option): option is SearchOption => option !== undefined,
      ),
  });
}

/**
 * The scopes of one resource that the typed text matches: a scope-based permission on a resource protects only the
 * resource's own scopes. Keycloak returns them whole, so they are searched here.
 */
export function useResourceScopeMatches(realm: string, clientId: string, resourceId: string, search: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "options", "scopes", "of-resource", resourceId),
    queryFn: () => adminClient.clients.listScopesByResource({ realm, id: clientId, resourceName: resourceId }),
    select: (scopes): SearchOption[] =>
      scopes
        .filter((scope) => containsName(scope.name, search))
        .map((scope) => ({ value: scope.id, label: scope.name })),
  });
}
