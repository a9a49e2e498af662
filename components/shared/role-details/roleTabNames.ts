/** A role's tabs, the same wherever the role lives; each place declares its own tab list (its path) from these. */
export const ROLE_TAB_NAMES = ["details", "associated-roles", "attributes", "users-in-role", "permissions"] as const;

export type RoleTab = (typeof ROLE_TAB_NAMES)[number];

/** The titles that are not the tab's name in camelCase (Keycloak's names). */
export const ROLE_TAB_TITLES: Partial<Record<RoleTab, string>> = { "associated-roles": "associatedRolesText" };
