"use client";

// GET/PUT .../management/permissions of users, a group, a client, a role or an identity provider: the fine-grained
// admin permissions of one object, and the realm's management client whose authorization screens hold them.
import type { ManagementPermissionReference } from "@keycloak/keycloak-admin-client/lib/defs/managementPermissionReference.js";
import { useQuery } from "@tanstack/react-query";
import { managementClientId } from "@/lib/authorization/managementPermissions";
import type { PermissionTarget } from "@/lib/authorization/permissionAccess";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "./adminMutation";
import { clientKeys } from "./clients/keys";
import { realmKey } from "./keys";

type AdminClient = ReturnType<typeof useAdminClient>;

const targetSegment = (target: PermissionTarget) =>
  target.kind === "users" ? "" : target.kind === "identityProviders" ? target.alias : target.id;

export const managementPermissionKeys = {
  all: (realm: string) => [...realmKey(realm), "management-permissions"] as const,
  detail: (realm: string, target: PermissionTarget) =>
    [...managementPermissionKeys.all(realm), target.kind, targetSegment(target)] as const,
};

function readReference(adminClient: AdminClient, realm: string, target: PermissionTarget) {
  switch (target.kind) {
    case "users":
      // the admin client declares no answer for this one; Keycloak sends the reference as for the others
      return adminClient.realms.getUsersManagementPermissions({ realm }) as Promise<ManagementPermissionReference>;
    case "groups":
      return adminClient.groups.listPermissions({ realm, id: target.id });
    case "clients":
      return adminClient.clients.listFineGrainPermissions({ realm, id: target.id });
    case "roles":
      return adminClient.roles.listPermissions({ realm, id: target.id });
    case "identityProviders":
      return adminClient.identityProviders.listPermissions({ realm, alias: target.alias });
  }
}

function writeReference(adminClient: AdminClient, realm: string, target: PermissionTarget, enabled: boolean) {
  switch (target.kind) {
    case "users":
      return adminClient.realms.updateUsersManagementPermissions({
        realm,
        enabled,
      }) as Promise<ManagementPermissionReference>;
    case "groups":
      return adminClient.groups.updatePermission({ realm, id: target.id }, { enabled });
    case "clients":
      return adminClient.clients.updateFineGrainPermission({ realm, id: target.id }, { enabled });
    case "roles":
      return adminClient.roles.updatePermission({ realm, id: target.id }, { enabled });
    case "identityProviders":
      return adminClient.identityProviders.updatePermission({ realm, alias: target.alias }, { enabled });
  }
}

/** The object's permission reference: `{ enabled: false }` while off. */
export function useManagementPermissions(realm: string, target: PermissionTarget) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: managementPermissionKeys.detail(realm, target),
    queryFn: () => readReference(adminClient, realm, target),
  });
}

/**
 * The realm's management client (realm-management, master-realm in master), or null when it cannot be found; an
 * admin who may not list clients gets null too, and sees the permissions without links.
 */
export function useManagementClient(realm: string, enabled: boolean) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.managementClient(realm),
    queryFn: async () => {
      const [client] = await adminClient.clients.find({ realm, clientId: managementClientId(realm) });
      return client ?? null;
    },
    enabled,
  });
}

/**
 * Switches the object's permissions on or off. The management client's resource server changes with them (its
 * resource, scopes and permissions), so its authorization screens reload too.
 */
export function useSwitchManagementPermissions(realm: string, target: PermissionTarget, managementId?: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((enabled: boolean) => writeReference(adminClient, realm, target, enabled), {
    errorKey: "enableSwitchError",
    keys: () => [
      managementPermissionKeys.detail(realm, target),
      ...(managementId ? [clientKeys.detail(realm, managementId)] : []),
    ],
  });
}
