import { tabList, type TabOf } from "@/lib/router/tabList";

export const roleTabs = tabList("roles/$id", ["details", "associated-roles", "attributes", "users-in-role"]);

export type RoleTab = TabOf<typeof roleTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const ROLE_TAB_TITLES: Record<RoleTab, string> = {
  details: "details",
  "associated-roles": "associatedRolesText",
  attributes: "attributes",
  "users-in-role": "usersInRole",
};

export const isRoleTab = roleTabs.is;
