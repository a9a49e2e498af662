"use client";

import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import type { TypedPolicyRepresentation } from "@/lib/authorization/policyForm";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "../clients/keys";

// A name already taken is the form's to show on its field (409); everything else is an alert.
const NAME_TAKEN = 409;

/** Every write reloads the whole resource server: its parts refer to each other. */
function useAuthzMutation<V, R>(
  realm: string,
  clientId: string,
  write: (variables: V) => Promise<R>,
  feedback: { successKey: string; errorKey: string; fieldStatus?: number },
) {
  return useAdminMutation(write, { ...feedback, keys: () => [clientKeys.authz(realm, clientId)] });
}

/** PUT .../authz/resource-server: enforcement mode, decision strategy, remote resource management. */
export function useUpdateResourceServer(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    (server: ResourceServerRepresentation) => adminClient.clients.updateResourceServer({ realm, id: clientId }, server),
    { successKey: "updateResourceServerSuccess", errorKey: "updateResourceServerError" },
  );
}

/** POST .../authz/resource-server/import: resources, scopes and policies from an exported file. */
export function useImportResourceServer(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    (server: ResourceServerRepresentation) => adminClient.clients.importResource({ realm, id: clientId }, server),
    { successKey: "importResourceSuccess", errorKey: "importResourceError" },
  );
}

/** Creates (no id) or updates a resource; resolves to the resource's id. */
export function useSaveResource(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    async ({ id, resource }: { id?: string; resource: ResourceRepresentation }) => {
      if (id) {
        await adminClient.clients.updateResource({ realm, id: clientId, resourceId: id }, { ...resource, _id: id });
        return id;
      }
      return (await adminClient.clients.createResource({ realm, id: clientId }, resource))._id ?? "";
    },
    { successKey: "resourceSaveSuccess", errorKey: "resourceSaveError", fieldStatus: NAME_TAKEN },
  );
}

export function useDeleteResource(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    (resource: ResourceRepresentation) =>
      adminClient.clients.delResource({ realm, id: clientId, resourceId: resource._id ?? "" }),
    { successKey: "resourceDeletedSuccess", errorKey: "resourceDeletedError" },
  );
}

/** Creates (no id) or updates an authorization scope; resolves to the scope's id. */
export function useSaveAuthzScope(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    async ({ id, scope }: { id?: string; scope: ScopeRepresentation }): Promise<string> => {
      if (id) {
        await adminClient.clients.updateAuthorizationScope({ realm, id: clientId, scopeId: id }, { ...scope, id });
        return id;
      }
      const created = (await adminClient.clients.createAuthorizationScope({ realm, id: clientId }, scope)) as
        ScopeRepresentation | undefined;
      return created?.id ?? "";
    },
    { successKey: "updateScopeSuccess", errorKey: "updateScopeError", fieldStatus: NAME_TAKEN },
  );
}

export function useDeleteAuthzScope(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    (scope: ScopeRepresentation) =>
      adminClient.clients.delAuthorizationScope({ realm, id: clientId, scopeId: scope.id ?? "" }),
    { successKey: "deleteScopeSuccess", errorKey: "deleteScopeError" },
  );
}

/** Creates (no id) or updates a policy of a type; resolves to the policy's id. */
export function useSavePolicy(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    async ({ type, policy }: { type: string; policy: TypedPolicyRepresentation }): Promise<string> => {
      const sent = policy as PolicyRepresentation;
      if (policy.id) {
        await adminClient.clients.updatePolicy({ realm, id: clientId, type, policyId: policy.id }, sent);
        return policy.id;
      }
      return (await adminClient.clients.createPolicy({ realm, id: clientId, type }, sent)).id ?? "";
    },
    { successKey: "updatePolicySuccess", errorKey: "policySaveError", fieldStatus: NAME_TAKEN },
  );
}

/** Deletes a policy or a permission: both live at .../policy/{id}. */
export function useDeletePolicy(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    (policy: PolicyRepresentation) => adminClient.clients.delPolicy({ realm, id: clientId, policyId: policy.id ?? "" }),
    { successKey: "policyDeletedSuccess", errorKey: "policyDeletedError" },
  );
}

/** Creates (no id) or updates a permission of a type; resolves to the permission's id. */
export function useSavePermission(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useAuthzMutation(
    realm,
    clientId,
    async ({ type, permission }: { type: string; permission: PolicyRepresentation }): Promise<string> => {
      if (permission.id) {
        const target = { realm, id: clientId, type, permissionId: permission.id };
        await adminClient.clients.updatePermission(target, permission);
        return permission.id;
      }
      return (await adminClient.clients.createPermission({ realm, id: clientId, type }, permission)).id ?? "";
    },
    { successKey: "permissionSaveSuccess", errorKey: "permissionSaveError", fieldStatus: NAME_TAKEN },
  );
}
