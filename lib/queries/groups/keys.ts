import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { type QueryKey } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { realmKey } from "../keys";
import { groupPickerKey } from "../users/keys";

export type AdminClient = ReturnType<typeof useAdminClient>;

/** A row of a child-groups table: the group, and the ids between the listed level and it (search matches). */
export type GroupRow = GroupRepresentation & { ancestorIds: string[] };

/** A member row; with sub-group users included, the groups the user is listed through. */
export type MemberRow = UserRepresentation & { via: string[] };

export const groupsKey = (realm: string) => [...realmKey(realm), "groups"] as const;
export const treeKey = (realm: string) => [...groupsKey(realm), "tree"] as const;
export const groupChildrenKey = (realm: string, parentId?: string) =>
  [...groupsKey(realm), "children", parentId ?? ""] as const;
export const groupKey = (realm: string, id: string) => [...groupsKey(realm), "group", id] as const;
export const groupMembersKey = (realm: string, id: string) => [...groupsKey(realm), "members", id] as const;
export const groupMovePickerKey = (realm: string) => [...groupsKey(realm), "movePicker"] as const;
export const memberPickerKey = (realm: string) => [...groupsKey(realm), "memberPicker"] as const;

/** Everything that shows where groups sit or what they are called. */
export const structureKeys = (realm: string): QueryKey[] => [
  treeKey(realm),
  groupMovePickerKey(realm),
  [...groupsKey(realm), "children"],
  [...groupsKey(realm), "group"],
  groupPickerKey(realm),
];

/** Concurrent writes when adding or removing many members (the server and the browser both stay responsive). */
export const WRITE_CONCURRENCY = 4;
/** Children fetched per request when a whole subtree has to be walked (duplicate, sub-group members). */
export const WALK_PAGE = 100;
