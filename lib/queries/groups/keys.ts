import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { type QueryKey } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "../keys";

export type AdminClient = ReturnType<typeof useAdminClient>;

/** A row of a child-groups table: the group, and the ids between the listed level and it (search matches). */
export type GroupRow = GroupRepresentation & { ancestorIds: string[] };

/** A member row; with sub-group users included, the groups the user is listed through. */
export type MemberRow = UserRepresentation & { via: string[] };

/** The realm's groups: the tree, each group's children, details and members, and the pickers. */
export const groupKeys = {
  all: (realm: string) => [...realmKey(realm), "groups"] as const,
  tree: (realm: string, ...rest: unknown[]) => [...groupKeys.all(realm), "tree", ...rest] as const,
  /** A parent's children table ("" for the top level); without a parent, every one. */
  children: (realm: string, ...parentId: unknown[]) => [...groupKeys.all(realm), "children", ...parentId] as const,
  /** One group's details; without an id, every group's. */
  detail: (realm: string, ...id: unknown[]) => [...groupKeys.all(realm), "group", ...id] as const,
  /** A group's members table; without an id, every group's. */
  members: (realm: string, ...id: unknown[]) => [...groupKeys.all(realm), "members", ...id] as const,
  /** The groups holding realm-admin or a manage-* role of realm-management directly. */
  adminRoleHolders: (realm: string) => [...groupKeys.all(realm), "admin-role-holders"] as const,
  movePicker: (realm: string) => [...groupKeys.all(realm), "move-picker"] as const,
  memberPicker: (realm: string) => [...groupKeys.all(realm), "member-picker"] as const,
};

/** The group picker's pages (search results and children): apart from the groups, so their writes leave it be. */
export const groupPickerKeys = {
  all: (realm: string) => [...realmKey(realm), "group-picker"] as const,
};

/** Everything that shows where groups sit or what they are called. */
export const structureKeys = (realm: string): QueryKey[] => [
  groupKeys.tree(realm),
  groupKeys.movePicker(realm),
  groupKeys.children(realm),
  groupKeys.detail(realm),
  groupPickerKeys.all(realm),
];

/** Concurrent writes when adding or removing many members (the server and the browser both stay responsive). */
export const WRITE_CONCURRENCY = 4;
/** Children fetched per request when a whole subtree has to be walked (duplicate, sub-group members). */
export const WALK_PAGE = 100;
