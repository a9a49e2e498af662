"use client";

import { useCallback } from "react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAdminClient, useAlerts } from "@/lib/console-context";
import { errorStatus } from "@/lib/errors";
import { mapWithConcurrency } from "@/lib/groups/concurrency";
import { nextPageFirst, searchMatches, TREE_PAGE_SIZE } from "@/lib/groups/treePaging";
import { realmKey } from "./keys";
import { groupPickerKey } from "./users/keys";

type AdminClient = ReturnType<typeof useAdminClient>;

/** A row of a child-groups table: the group, and the ids between the listed level and it (search matches). */
export type GroupRow = GroupRepresentation & { ancestorIds: string[] };

/** A member row; with sub-group users included, the groups the user is listed through. */
export type MemberRow = UserRepresentation & { via: string[] };

export const groupsKey = (realm: string) => [...realmKey(realm), "groups"] as const;
const treeKey = (realm: string) => [...groupsKey(realm), "tree"] as const;
export const groupChildrenKey = (realm: string, parentId?: string) =>
  [...groupsKey(realm), "children", parentId ?? ""] as const;
export const groupKey = (realm: string, id: string) => [...groupsKey(realm), "group", id] as const;
export const groupMembersKey = (realm: string, id: string) => [...groupsKey(realm), "members", id] as const;
export const memberPickerKey = (realm: string) => [...groupsKey(realm), "memberPicker"] as const;

/** Everything that shows where groups sit or what they are called. */
const structureKeys = (realm: string): QueryKey[] => [
  treeKey(realm),
  groupMovePickerKey(realm),
  [...groupsKey(realm), "children"],
  [...groupsKey(realm), "group"],
  groupPickerKey(realm),
];

/** Concurrent writes when adding or removing many members (the server and the browser both stay responsive). */
const WRITE_CONCURRENCY = 4;
/** Children fetched per request when a whole subtree has to be walked (duplicate, sub-group members). */
const WALK_PAGE = 100;

// ---------- reads ----------

/** One level of the tree (top level without a parent), loaded a page at a time ('Load more'). */
export function useGroupTreeLevel(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  return useInfiniteQuery({
    queryKey: [...treeKey(realm), "level", parentId ?? ""],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const page = { realm, first: pageParam, max: TREE_PAGE_SIZE + 1, briefRepresentation: true };
      return parentId ? adminClient.groups.listSubGroups({ ...page, parentId }) : adminClient.groups.find(page);
    },
    getNextPageParam: (_last, pages) => nextPageFirst(pages),
  });
}

/** The tree's search: pages of matches, each answer a tree of the matches under their ancestors. */
export function useGroupTreeSearch(realm: string, search: string) {
  const adminClient = useAdminClient();
  return useInfiniteQuery({
    queryKey: [...treeKey(realm), "search", search],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      adminClient.groups.find({ realm, search, first: pageParam, max: TREE_PAGE_SIZE + 1, briefRepresentation: true }),
    getNextPageParam: (last, pages) =>
      searchMatches(last, search).length > TREE_PAGE_SIZE ? pages.length * TREE_PAGE_SIZE : undefined,
    enabled: search !== "",
  });
}

/** GET /groups/{id}: the full group (attributes, role names, access); null when it does not exist. */
export function useGroup(realm: string, id: string | undefined, enabled = true) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: groupKey(realm, id ?? ""),
    queryFn: async () => (await adminClient.groups.findOne({ realm, id: id! })) ?? null,
    enabled: enabled && id !== undefined,
  });
}

/**
 * One page of a level: a group's children (GET /groups/{id}/children, searched on the server), or the top level
 * (GET /groups), where a search finds groups at any depth and lists each match with its ancestors' ids.
 */
async function loadGroupLevel(
  adminClient: AdminClient,
  realm: string,
  parentId: string | undefined,
  first: number,
  max: number,
  search: string,
): Promise<GroupRow[]> {
  if (parentId) {
    const children = await adminClient.groups.listSubGroups({
      realm,
      parentId,
      first,
      max,
      search: search || undefined,
      briefRepresentation: true,
    });
    return children.map((group) => ({ ...group, ancestorIds: [] }));
  }
  if (!search) {
    const top = await adminClient.groups.find({ realm, first, max, briefRepresentation: true });
    return top.map((group) => ({ ...group, ancestorIds: [] }));
  }
  const tree = await adminClient.groups.find({ realm, first, max, search, briefRepresentation: true });
  return searchMatches(tree, search).map(({ group, ancestors }) => ({
    ...group,
    ancestorIds: ancestors.map((ancestor) => ancestor.id ?? ""),
  }));
}

/** Loader of a child-groups table (see loadGroupLevel). */
export function useChildGroupsLoader(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) => loadGroupLevel(adminClient, realm, parentId, first, max, search),
    [adminClient, realm, parentId],
  );
}

/** Loader of any level, for pickers that walk the tree (the move dialog). */
export function useGroupLevelLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (parentId: string | undefined, first: number, max: number, search: string) =>
      loadGroupLevel(adminClient, realm, parentId, first, max, search),
    [adminClient, realm],
  );
}

/** The move dialog's pages. */
export const groupMovePickerKey = (realm: string) => [...groupsKey(realm), "movePicker"] as const;

/** The ids of a group's descendants, walking the children a page at a time. */
async function descendantIds(
  adminClient: AdminClient,
  realm: string,
  parentId: string,
): Promise<{ id: string; path: string }[]> {
  const found: { id: string; path: string }[] = [];
  const queue = [parentId];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (let first = 0; ; first += WALK_PAGE) {
      const children = await adminClient.groups.listSubGroups({
        realm,
        parentId: current,
        first,
        max: WALK_PAGE,
        briefRepresentation: true,
      });
      for (const child of children) {
        found.push({ id: child.id ?? "", path: child.path ?? child.name ?? "" });
        if ((child.subGroupCount ?? 0) > 0) queue.push(child.id ?? "");
      }
      if (children.length < WALK_PAGE) break;
    }
  }
  return found;
}

/**
 * Loader of a group's members: direct ones paged on the server, or with sub-group users included the members of
 * the group and each descendant in tree order, a user once, reading only as far as the requested page reaches.
 */
export function useGroupMembersLoader(realm: string, groupId: string, groupPath: string, includeSubGroups: boolean) {
  const adminClient = useAdminClient();
  return useCallback(
    async (first: number, max: number): Promise<MemberRow[]> => {
      if (!includeSubGroups) {
        const members = await adminClient.groups.listMembers({
          realm,
          id: groupId,
          first,
          max,
          briefRepresentation: true,
        });
        return members.map((user) => ({ ...user, via: [groupPath] }));
      }
      const groups = [{ id: groupId, path: groupPath }, ...(await descendantIds(adminClient, realm, groupId))];
      const rows = new Map<string, MemberRow>();
      const needed = first + max;
      for (const group of groups) {
        const members = await adminClient.groups.listMembers({
          realm,
          id: group.id,
          first: 0,
          max: needed,
          briefRepresentation: true,
        });
        for (const user of members) {
          const existing = rows.get(user.id ?? "");
          if (existing) existing.via.push(group.path);
          else rows.set(user.id ?? "", { ...user, via: [group.path] });
        }
        if (rows.size >= needed) break;
      }
      return [...rows.values()].slice(first, first + max);
    },
    [adminClient, realm, groupId, groupPath, includeSubGroups],
  );
}

/** Loader of the add-member picker: the realm's users, searched and paged on the server. */
export function useMemberPickerLoader(realm: string) {
  const adminClient = useAdminClient();
  return useCallback(
    (first: number, max: number, search: string) =>
      adminClient.users.find({ realm, first, max, search: search || undefined, briefRepresentation: true }),
    [adminClient, realm],
  );
}

// ---------- writes ----------

type Feedback<V> = {
  successKey?: string;
  successValues?: (variables: V) => Record<string, string | number>;
  errorKey: string;
  keys: (variables: V) => QueryKey[];
  fieldStatus?: number;
};

/** A mutation that alerts on success and failure (except a `fieldStatus` failure, which the form shows) and invalidates `keys`. */
function useGroupMutation<V, R>(mutationFn: (variables: V) => Promise<R>, feedback: Feedback<V>) {
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => {
      if (feedback.successKey) addAlert(t(feedback.successKey, feedback.successValues?.(variables)), "success");
    },
    onError: (error) => {
      if (feedback.fieldStatus !== undefined && errorStatus(error) === feedback.fieldStatus) return;
      addError(feedback.errorKey, errorStatus(error) === 403 ? t("forbiddenError") : error);
    },
    onSettled: (_data, _error, variables) =>
      Promise.all(feedback.keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Creates a group at the top level or under `parentId`; a sibling with the same name (409) is for the form. */
export function useCreateGroup(realm: string) {
  const adminClient = useAdminClient();
  return useGroupMutation(
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
  return useGroupMutation(
    ({ id, name }: { id: string; name: string }) => adminClient.groups.update({ realm, id }, { name }),
    { successKey: "groupUpdated", errorKey: "groupUpdateError", keys: () => structureKeys(realm), fieldStatus: 409 },
  );
}

/** Saves a group's attributes (PUT keeps what the body leaves out). */
export function useUpdateGroupAttributes(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useGroupMutation(
    (attributes: Record<string, string[]>) => adminClient.groups.update({ realm, id }, { attributes }),
    { successKey: "groupUpdated", errorKey: "groupUpdateError", keys: () => [groupKey(realm, id)] },
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
  return useGroupMutation(
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
  return useGroupMutation(
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
  return useGroupMutation(
    async (groups: GroupRepresentation[]) => {
      for (const group of groups) await adminClient.groups.del({ realm, id: group.id ?? "" });
    },
    {
      successKey: "groupDeleted",
      successValues: (groups) => ({ count: groups.length }),
      errorKey: "groupDeleteError",
      keys: () => [...structureKeys(realm), [...groupsKey(realm), "members"]],
    },
  );
}

/** PUT /users/{id}/groups/{groupId} for each user, a few at a time. */
export function useAddMembers(realm: string, groupId: string) {
  const adminClient = useAdminClient();
  return useGroupMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, WRITE_CONCURRENCY, (user) =>
        adminClient.users.addToGroup({ realm, id: user.id ?? "", groupId }),
      ),
    {
      successKey: "usersAdded",
      successValues: (users) => ({ count: users.length }),
      errorKey: "usersAddedError",
      keys: () => [
        [...groupsKey(realm), "members"],
        [...realmKey(realm), "users"],
      ],
    },
  );
}

/** DELETE /users/{id}/groups/{groupId} for each user, a few at a time. */
export function useRemoveMembers(realm: string, groupId: string) {
  const adminClient = useAdminClient();
  return useGroupMutation(
    (users: UserRepresentation[]) =>
      mapWithConcurrency(users, WRITE_CONCURRENCY, (user) =>
        adminClient.users.delFromGroup({ realm, id: user.id ?? "", groupId }),
      ),
    {
      successKey: "usersLeft",
      successValues: (users) => ({ count: users.length }),
      errorKey: "usersLeftError",
      keys: () => [
        [...groupsKey(realm), "members"],
        [...realmKey(realm), "users"],
      ],
    },
  );
}
