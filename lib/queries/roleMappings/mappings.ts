"use client";

import { useAdminMutation } from "../adminMutation";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useCallback, useMemo } from "react";
import { useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { pageLocally, type TableLoader, type TableSource } from "@/lib/paging";
import { useAdminClient } from "@/lib/console-context";
import {
  expandComposites,
  mappedClientRole,
  mappedRolesOf,
  roleMappingRows,
  rowSearchText,
  withClients,
  type MappedRole,
  type RoleMappingRow,
  type UiClientRole,
} from "@/lib/roles/effectiveRoles";
import { roleKeys } from "../roleDetails";
import { fetchUiExt } from "../uiExt";
import { availableRoleKeys, roleMappingKeys, type RoleMappingTarget } from "./keys";

/** Resolves client internal ids to clientIds. */
export type ClientIdResolver = (clientUuids: readonly string[]) => Promise<Map<string, string>>;

/** GET /admin/realms/{realm}/ui-ext/effective-roles/{kind}/{id}: the client roles the target holds, directly or not. */
export async function fetchEffectiveClientRoles(
  adminClient: KeycloakAdminClient,
  { realm, kind, id }: RoleMappingTarget,
): Promise<UiClientRole[]> {
  return fetchUiExt(adminClient, realm, `effective-roles/${kind}/${encodeURIComponent(id)}`);
}

async function directMappings(
  adminClient: KeycloakAdminClient,
  { realm, kind, id }: RoleMappingTarget,
  clientIds: ClientIdResolver,
): Promise<MappedRole[]> {
  switch (kind) {
    case "users":
      return mappedRolesOf(await adminClient.users.listRoleMappings({ realm, id }));
    case "groups":
      return mappedRolesOf(await adminClient.groups.listRoleMappings({ realm, id }));
    case "clients":
      return mappedRolesOf(await adminClient.clients.listScopeMappings({ realm, id }));
    case "clientScopes":
      return mappedRolesOf(await adminClient.clientScopes.listScopeMappings({ realm, id }));
    case "roles":
      return withResolvedClients(await adminClient.roles.getCompositeRoles({ realm, id }), clientIds);
  }
}

async function withResolvedClients(roles: RoleRepresentation[], clientIds: ClientIdResolver): Promise<MappedRole[]> {
  const uuids = [
    ...new Set(roles.filter((role) => role.clientRole && role.containerId).map((role) => role.containerId!)),
  ];
  return withClients(roles, await clientIds(uuids));
}

/** Effective realm roles: Keycloak's composite role-mapping (or scope-mapping) endpoints. */
function effectiveRealmRoles(
  adminClient: KeycloakAdminClient,
  { realm, kind, id }: Exclude<RoleMappingTarget, { kind: "roles" }>,
) {
  switch (kind) {
    case "users":
      return adminClient.users.listCompositeRealmRoleMappings({ realm, id });
    case "groups":
      return adminClient.groups.listCompositeRealmRoleMappings({ realm, id });
    case "clients":
      return adminClient.clients.listCompositeRealmScopeMappings({ realm, id });
    case "clientScopes":
      return adminClient.clientScopes.listCompositeRealmScopeMappings({ realm, id });
    default:
      return Promise.resolve([]);
  }
}

async function effectiveMappings(
  adminClient: KeycloakAdminClient,
  target: RoleMappingTarget,
  direct: MappedRole[],
  clientIds: ClientIdResolver,
): Promise<MappedRole[]> {
  const { realm, kind } = target;
  if (kind === "roles") {
    // Keycloak's ui-ext answers every client role of the realm for a role, so the composites are expanded here.
    const all = await expandComposites(
      direct.map((row) => row.role),
      (role) => adminClient.roles.getCompositeRoles({ realm, id: role.id! }),
    );
    return withResolvedClients(all, clientIds);
  }
  const [realmRoles, clientRoles] = await Promise.all([
    effectiveRealmRoles(adminClient, target),
    fetchEffectiveClientRoles(adminClient, target),
  ]);
  return [...realmRoles.map((role) => ({ role })), ...clientRoles.map(mappedClientRole)];
}

/** The target's rows: its direct mappings, or with `hideInherited` off every effective role marked inherited or not. */
export async function fetchRoleMappingRows(
  adminClient: KeycloakAdminClient,
  target: RoleMappingTarget,
  hideInherited: boolean,
  clientIds: ClientIdResolver,
): Promise<RoleMappingRow[]> {
  const direct = await directMappings(adminClient, target, clientIds);
  const effective = hideInherited ? [] : await effectiveMappings(adminClient, target, direct, clientIds);
  return roleMappingRows(direct, effective, hideInherited);
}

/** clientIds by internal id, each client read once and kept for a while: client ids rarely change. */
export function cachedClientIdResolver(
  adminClient: KeycloakAdminClient,
  queryClient: QueryClient,
  realm: string,
): ClientIdResolver {
  return async (uuids) => {
    const entries = await Promise.all(
      uuids.map(async (uuid) => {
        const clientId = await queryClient.fetchQuery({
          queryKey: roleMappingKeys.clientId(realm, uuid),
          queryFn: async () => (await adminClient.clients.findOne({ realm, id: uuid }))?.clientId ?? null,
          staleTime: 5 * 60_000,
        });
        return [uuid, clientId] as const;
      }),
    );
    return new Map(entries.filter((entry): entry is readonly [string, string] => entry[1] !== null));
  };
}

/** The rows query for one target and toggle state; the table pages through its result. */
export function roleMappingRowsQuery(
  adminClient: KeycloakAdminClient,
  queryClient: QueryClient,
  target: RoleMappingTarget,
  hideInherited: boolean,
) {
  return {
    queryKey: roleMappingKeys.target(target.realm, target.kind, target.id, { hideInherited }, "rows"),
    queryFn: () =>
      fetchRoleMappingRows(
        adminClient,
        target,
        hideInherited,
        cachedClientIdResolver(adminClient, queryClient, target.realm),
      ),
  };
}

const payload = (roles: MappedRole[]) => roles.map(({ role }) => ({ id: role.id!, name: role.name! }));

function byClient(rows: MappedRole[]): Map<string, MappedRole[]> {
  const groups = new Map<string, MappedRole[]>();
  for (const row of rows) {
    if (row.client) groups.set(row.client.id, [...(groups.get(row.client.id) ?? []), row]);
  }
  return groups;
}

/** Adds (or with `remove` takes away) the roles: realm roles in one call, client roles in one call per client. */
export async function changeRoleMappings(
  adminClient: KeycloakAdminClient,
  { realm, kind, id }: RoleMappingTarget,
  rows: MappedRole[],
  remove: boolean,
) {
  if (kind === "roles") {
    const roles = rows.map(({ role }) => role);
    return remove
      ? adminClient.roles.delCompositeRoles({ realm, id }, roles)
      : adminClient.roles.createComposite({ realm, roleId: id }, roles);
  }
  const realmRoles = payload(rows.filter((row) => !row.client));
  const calls: Promise<unknown>[] = [];
  if (realmRoles.length > 0) {
    if (kind === "users")
      calls.push(
        remove
          ? adminClient.users.delRealmRoleMappings({ realm, id, roles: realmRoles })
          : adminClient.users.addRealmRoleMappings({ realm, id, roles: realmRoles }),
      );
    if (kind === "groups")
      calls.push(
        remove
          ? adminClient.groups.delRealmRoleMappings({ realm, id, roles: realmRoles })
          : adminClient.groups.addRealmRoleMappings({ realm, id, roles: realmRoles }),
      );
    if (kind === "clients")
      calls.push(
        remove
          ? adminClient.clients.delRealmScopeMappings({ realm, id }, realmRoles)
          : adminClient.clients.addRealmScopeMappings({ realm, id }, realmRoles),
      );
    if (kind === "clientScopes")
      calls.push(
        remove
          ? adminClient.clientScopes.delRealmScopeMappings({ realm, id }, realmRoles)
          : adminClient.clientScopes.addRealmScopeMappings({ realm, id }, realmRoles),
      );
  }
  for (const [client, clientRows] of byClient(rows)) {
    const roles = payload(clientRows);
    if (kind === "users")
      calls.push(
        remove
          ? adminClient.users.delClientRoleMappings({ realm, id, clientUniqueId: client, roles })
          : adminClient.users.addClientRoleMappings({ realm, id, clientUniqueId: client, roles }),
      );
    if (kind === "groups")
      calls.push(
        remove
          ? adminClient.groups.delClientRoleMappings({ realm, id, clientUniqueId: client, roles })
          : adminClient.groups.addClientRoleMappings({ realm, id, clientUniqueId: client, roles }),
      );
    if (kind === "clients")
      calls.push(
        remove
          ? adminClient.clients.delClientScopeMappings({ realm, id, client }, roles)
          : adminClient.clients.addClientScopeMappings({ realm, id, client }, roles),
      );
    if (kind === "clientScopes")
      calls.push(
        remove
          ? adminClient.clientScopes.delClientScopeMappings({ realm, id, client }, roles)
          : adminClient.clientScopes.addClientScopeMappings({ realm, id, client }, roles),
      );
  }
  await Promise.all(calls);
}

const MESSAGES = {
  assign: { success: "roleMappingUpdatedSuccess", error: "roleMappingUpdatedError" },
  unassign: { success: "roleMappingRemovedSuccess", error: "roleMappingRemovedError" },
  assignComposite: { success: "addAssociatedRolesSuccess", error: "addAssociatedRolesError" },
  unassignComposite: { success: "associatedRolesRemoved", error: "associatedRolesRemoveError" },
} as const;

function useChangeRoleMappings(target: RoleMappingTarget, remove: boolean) {
  const adminClient = useAdminClient();
  const messages = MESSAGES[`${remove ? "unassign" : "assign"}${target.kind === "roles" ? "Composite" : ""}`];
  return useAdminMutation((rows: MappedRole[]) => changeRoleMappings(adminClient, target, rows, remove), {
    successKey: messages.success,
    errorKey: messages.error,
    keys: () => [
      roleMappingKeys.target(target.realm, target.kind, target.id),
      availableRoleKeys.all(target.realm),
      ...(target.kind === "roles" ? [roleKeys.detail(target.realm, target.id)] : []),
    ],
  });
}

/** Maps the rows' roles to the target; says so, or shows the server's error. */
export function useAssignRoles(target: RoleMappingTarget) {
  return useChangeRoleMappings(target, false);
}

/** Removes the rows' direct mappings from the target; says so, or shows the server's error. */
export function useUnassignRoles(target: RoleMappingTarget) {
  return useChangeRoleMappings(target, true);
}

/** The role mapping table's data, and the target's whole mapping answer it pages through (empty or not). */
export function useRoleMappingRows(target: RoleMappingTarget, hideInherited: boolean) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const rowsQuery = useMemo(
    () => roleMappingRowsQuery(adminClient, queryClient, target, hideInherited),
    [adminClient, queryClient, target, hideInherited],
  );
  const rows = useQuery(rowsQuery);
  // The mapping endpoints answer a target's mappings whole; the table pages through that one answer.
  const loader = useCallback<TableLoader<RoleMappingRow>>(
    async (first, max, search) =>
      pageLocally(await queryClient.fetchQuery(rowsQuery), first, max, search, rowSearchText),
    [queryClient, rowsQuery],
  );
  const source: TableSource<RoleMappingRow> = {
    queryKey: roleMappingKeys.target(target.realm, target.kind, target.id, { hideInherited }),
    loader,
  };
  return { rows, source };
}
