/** A role's tabs, the same wherever the role lives; each place declares its own tab list (its path) from these. */
export const ROLE_TAB_NAMES = ["details", "associated-roles", "attributes", "users-in-role", "permissions"] as const;

export type RoleTab = (typeof ROLE_TAB_NAMES)[number];

/** Message key of each tab's title (Keycloak's names). */
export const ROLE_TAB_TITLES: Record<RoleTab, string> = {
  details: "details",
  "associated-roles": "associatedRolesText",
  attributes: "attributes",
  "users-in-role": "usersInRole",
  permissions: "permissions",
};
