export const ROLE_TABS = ["details", "associated-roles", "attributes", "users-in-role"] as const;

export type RoleTab = (typeof ROLE_TABS)[number];

/** Message key of each tab's title (Keycloak's names). */
export const ROLE_TAB_TITLES: Record<RoleTab, string> = {
  details: "details",
  "associated-roles": "associatedRolesText",
  attributes: "attributes",
  "users-in-role": "usersInRole",
};

export function isRoleTab(tab: string | undefined): tab is RoleTab {
  return (ROLE_TABS as readonly (string | undefined)[]).includes(tab);
}
