"use client";

import { useCallback } from "react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { useQuery } from "@tanstack/react-query";
import type { TypedPolicyRepresentation } from "@/lib/authorization/policyForm";
import { useAdminClient } from "@/lib/console-context";
import type { TableSource } from "@/lib/paging";
import { clientKeys } from "../clients/keys";

/** GET .../authz/resource-server: the enforcement mode, decision strategy and remote management flag. */
export function useResourceServer(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "server"),
    queryFn: () => adminClient.clients.getResourceServer({ realm, id: clientId }),
  });
}

/** One page of the resources; a search matches part of the name. */
export function useResourcesSource(realm: string, clientId: string): TableSource<ResourceRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) =>
      adminClient.clients.listResources({ realm, id: clientId, first, max, deep: false, name: search || undefined }),
    [adminClient, realm, clientId],
  );
  return { queryKey: clientKeys.authz(realm, clientId, "resources"), loader };
}

/** One resource with its scopes (null: no such resource). */
export function useAuthzResource(realm: string, clientId: string, resourceId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "resource", resourceId),
    queryFn: async () =>
      (await adminClient.clients.getResource({ realm, id: clientId, resourceId: resourceId ?? "" })) ?? null,
    enabled: !!resourceId,
  });
}

/** The permissions that apply to a resource, for its expandable row. */
export function useResourcePermissions(realm: string, clientId: string, resourceId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "resource", resourceId, "permissions"),
    queryFn: () => adminClient.clients.listPermissionsByResource({ realm, id: clientId, resourceId }),
  });
}

/** One page of the authorization scopes; a search matches part of the name. */
export function useAuthzScopesSource(realm: string, clientId: string): TableSource<ScopeRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) =>
      adminClient.clients.listAllScopes({ realm, id: clientId, first, max, deep: false, name: search || undefined }),
    [adminClient, realm, clientId],
  );
  return { queryKey: clientKeys.authz(realm, clientId, "scopes"), loader };
}

/** One authorization scope (null: no such scope). */
export function useAuthzScope(realm: string, clientId: string, scopeId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "scope", scopeId),
    queryFn: async () =>
      (await adminClient.clients.getAuthorizationScope({ realm, id: clientId, scopeId: scopeId ?? "" })) ?? null,
    enabled: !!scopeId,
  });
}

/** The resources and permissions that use a scope, for its expandable row. */
export function useScopeUsage(realm: string, clientId: string, scopeId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "scope", scopeId, "usage"),
    queryFn: async () => {
      const target = { realm, id: clientId, scopeId };
      const [resources, permissions] = await Promise.all([
        adminClient.clients.listAllResourcesByScope(target),
        adminClient.clients.listAllPermissionsByScope(target),
      ]);
      return { resources, permissions };
    },
  });
}

/** One page of the policies (permissions left out, as Keycloak's console lists them apart). */
export function usePoliciesSource(realm: string, clientId: string): TableSource<PolicyRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback(
    async (first: number, max: number, search: string) =>
      (await adminClient.clients.listPolicies({
        realm,
        id: clientId,
        first,
        max,
        permission: "false",
        name: search || undefined,
      })) || [],
    [adminClient, realm, clientId],
  );
  return { queryKey: clientKeys.authz(realm, clientId, "policies"), loader };
}

/** GET .../policy/{type}/{id}: the typed representation with the type's own fields (null: no such policy). */
export function useAuthzPolicy(realm: string, clientId: string, type: string, policyId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "policy", policyId, type),
    queryFn: async () =>
      ((await adminClient.clients.findOnePolicyWithType({
        realm,
        id: clientId,
        type,
        policyId: policyId ?? "",
      })) as TypedPolicyRepresentation | undefined) ?? null,
    enabled: !!policyId,
  });
}

/** The permissions and aggregated policies that depend on a policy (what deleting it would touch). */
export function useDependentPolicies(realm: string, clientId: string, policyId: string, enabled = true) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "policy", policyId, "dependents"),
    queryFn: () => adminClient.clients.listDependentPolicies({ realm, id: clientId, policyId }),
    enabled,
  });
}

/** One page of the permissions; a search matches part of the name. */
export function usePermissionsSource(realm: string, clientId: string): TableSource<PolicyRepresentation> {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) =>
      adminClient.clients.findPermissions({ realm, id: clientId, first, max, name: search || undefined }),
    [adminClient, realm, clientId],
  );
  return { queryKey: clientKeys.authz(realm, clientId, "permissions"), loader };
}

/** A permission with what Keycloak keeps apart: its resources, scopes and applied policies (null: none such). */
export function useAuthzPermission(realm: string, clientId: string, type: string, permissionId: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "permission", permissionId, type),
    queryFn: async () => {
      const target = { realm, id: clientId, permissionId: permissionId ?? "" };
      const permission = await adminClient.clients.findOnePermission({ ...target, type });
      if (!permission) return null;
      const [resources, scopes, policies] = await Promise.all([
        adminClient.clients.getAssociatedResources(target),
        adminClient.clients.getAssociatedScopes(target),
        adminClient.clients.getAssociatedPolicies(target),
      ]);
      return {
        permission,
        associations: {
          resources: resources.map((resource) => resource._id),
          scopes: scopes.map((scope) => scope.id),
          policies: policies.flatMap((policy) => (policy.id ? [policy.id] : [])),
        },
      };
    },
    enabled: !!permissionId,
  });
}

/** The policies a permission applies, for its expandable row. */
export function useAssociatedPolicies(realm: string, clientId: string, permissionId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "permission", permissionId, "policies"),
    queryFn: () => adminClient.clients.getAssociatedPolicies({ realm, id: clientId, permissionId }),
  });
}

/** GET .../authz/resource-server/settings: the whole resource server as Keycloak exports it. */
export function useResourceServerExport(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.authz(realm, clientId, "export"),
    queryFn: () => adminClient.clients.exportResource({ realm, id: clientId }),
  });
}
