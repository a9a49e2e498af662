"use client";

import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import { mapWithConcurrency } from "@/lib/groups/concurrency";
import { userKeys } from "../users/keys";
import { useAdminMutation } from "../adminMutation";
import { groupKeys, structureKeys, WALK_PAGE, WRITE_CONCURRENCY, type AdminClient } from "./keys";

/** Creates a group at the top level or under `parentId`; a sibling with the same name (409) is for the form. */
export function useCreateGroup(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ parentId, name }: { parentId?: string; name: string }) =>
      (parentId
        ? await adminClient.groups.createChildGroup({ realm, id: parentId }, { name })
        : await adminClient.groups.create({ realm, name })
      ).id,
    { successKey: "groupCreated", errorKey: "couldNotCreateGroup", keys: () => structureKeys(realm), fieldStatus: 409 },
  );
}

export function useRenameGroup(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ id, name }: { id: string; name: string }) => adminClient.groups.update({ realm, id }, { name }),
    { successKey: "groupUpdated", errorKey: "groupUpdateError", keys: () => structureKeys(realm), fieldStatus: 409 },
  );
}

/** Saves a group's attributes (PUT keeps what the body leaves out). */
export function useUpdateGroupAttributes(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (attributes: Record<string, string[]>) => adminClient.groups.update({ realm, id }, { attributes }),
    { successKey: "groupUpdated", errorKey: "groupUpdateError", keys: () => [groupKeys.detail(realm, id)] },
  );
}

/** Copies a group (description, attributes, realm and client role mappings) and its subtree; resolves to the copy's id. */
async function copyGroup(
  adminClient: AdminClient,
  realm: string,
  sourceId: string,
  name: string,
  parentId: string | undefined,
): Promise<string> {
  const source = await adminClient.groups.findOne({ realm, id: sourceId });
  if (!source) throw new Error(`Could not find group by id ${sourceId}`);
  const payload = { name, description: source.description, attributes: source.attributes };
  const { id } = parentId
    ? await adminClient.groups.createChildGroup({ realm, id: parentId }, payload)
    : await adminClient.groups.create({ realm, ...payload });
  const mappings = await adminClient.groups.listRoleMappings({ realm, id: sourceId });
  const realmRoles = (mappings.realmMappings ?? []).map((role) => ({ id: role.id ?? "", name: role.name ?? "" }));
  if (realmRoles.length > 0) await adminClient.groups.addRealmRoleMappings({ realm, id, roles: realmRoles });
  for (const clientMapping of Object.values(mappings.clientMappings ?? {}) as {
    id?: string;
    mappings?: { id?: string; name?: string }[];
  }[]) {
    const roles = (clientMapping.mappings ?? []).map((role) => ({ id: role.id ?? "", name: role.name ?? "" }));
    if (clientMapping.id && roles.length > 0)
      await adminClient.groups.addClientRoleMappings({ realm, id, clientUniqueId: clientMapping.id, roles });
  }
  for (let first = 0; ; first += WALK_PAGE) {
    const children = await adminClient.groups.listSubGroups({
      realm,
      parentId: sourceId,
      first,
      max: WALK_PAGE,
      briefRepresentation: true,
    });
    for (const child of children) await copyGroup(adminClient, realm, child.id ?? "", child.name ?? "", id);
    if (children.length < WALK_PAGE) break;
  }
  return id;
}

/** Duplicates a group next to the original, under a new name, with its subtree. */
export function useDuplicateGroup(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ sourceId, name, parentId }: { sourceId: string; name: string; parentId?: string }) =>
      copyGroup(adminClient, realm, sourceId, name, parentId),
    {
      successKey: "groupDuplicated",
      errorKey: "duplicateGroupError",
      keys: () => structureKeys(realm),
      fieldStatus: 409,
    },
  );
}

/** Moves a group (with its subtree) under `destinationId`, or to the top level without one. */
export function useMoveGroup(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ group, destinationId }: { group: GroupRepresentation; destinationId?: string }) => {
      const body = { id: group.id, name: group.name };
      return destinationId
        ? adminClient.groups.updateChildGroup({ realm, id: destinationId }, body)
        : adminClient.groups.updateRoot({ realm, ...body });
    },
    { successKey: "moveGroupSuccess", errorKey: "moveGroupError", keys: () => structureKeys(realm) },
  );
}

/** Deletes groups one after the other (each with its subtree). */
export function useDeleteGroups(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async (groups: GroupRepresentation[]) => {
      for (const group of groups) await adminClient.groups.del({ realm, id: group.id ?? "" });
    },
    {
      successKey: "groupDeleted",
      successValues: (groups) => ({ count: groups.length }),
      errorKey: "groupDeleteError",
      keys: () => [...structureKeys(realm), groupKeys.members(realm)],
    },
  );
}

/** PUT /users/{id}/groups/{groupId} for each user, a few at a time. */
export function useAddMembers(realm: string, groupId: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, WRITE_CONCURRENCY, (user) =>
        adminClient.users.addToGroup({ realm, id: user.id ?? "", groupId }),
      ),
    {
      successKey: "usersAdded",
      successValues: (users) => ({ count: users.length }),
      errorKey: "usersAddedError",
      keys: () => [groupKeys.members(realm), userKeys.all(realm)],
    },
  );
}

/** DELETE /users/{id}/groups/{groupId} for each user, a few at a time. */
export function useRemoveMembers(realm: string, groupId: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, WRITE_CONCURRENCY, (user) =>
        adminClient.users.delFromGroup({ realm, id: user.id ?? "", groupId }),
      ),
    {
      successKey: "usersLeft",
      successValues: (users) => ({ count: users.length }),
      errorKey: "usersLeftError",
      keys: () => [groupKeys.members(realm), userKeys.all(realm)],
    },
  );
}
