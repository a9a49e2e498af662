"use client";

import { useCallback } from "react";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { nextPageFirst, searchMatches, TREE_PAGE_SIZE } from "@/lib/groups/treePaging";
import { groupKeys, WALK_PAGE, type AdminClient, type GroupRow, type MemberRow } from "./keys";

/** One level of the tree (top level without a parent), loaded a page at a time ('Load more'). */
export function useGroupTreeLevel(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  return useInfiniteQuery({
    queryKey: groupKeys.tree(realm, "level", parentId ?? ""),
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
    queryKey: groupKeys.tree(realm, "search", search),
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
    queryKey: groupKeys.detail(realm, id ?? ""),
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
export function useChildGroupsSource(realm: string, parentId: string | undefined) {
  const adminClient = useAdminClient();
  const loader = useCallback(
    (first: number, max: number, search: string) => loadGroupLevel(adminClient, realm, parentId, first, max, search),
    [adminClient, realm, parentId],
  );
  return { queryKey: groupKeys.children(realm, parentId ?? ""), loader };
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
export function useGroupMembersSource(realm: string, groupId: string, groupPath: string, includeSubGroups: boolean) {
  const adminClient = useAdminClient();
  const loader = useCallback(
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
  return { queryKey: groupKeys.members(realm, groupId, { includeSubGroups }), loader };
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
