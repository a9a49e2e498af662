export const USER_TABS = [
  "settings",
  "attributes",
  "credentials",
  "role-mapping",
  "groups",
  "consents",
  "identity-provider-links",
  "sessions",
  "organizations",
] as const;

export type UserTab = (typeof USER_TABS)[number];

/** Message key of each tab's title (Keycloak's names). */
export const USER_TAB_TITLES: Record<UserTab, string> = {
  settings: "details",
  attributes: "attributes",
  credentials: "credentials",
  "role-mapping": "roleMapping",
  groups: "groups",
  consents: "consents",
  "identity-provider-links": "identityProviderLinks",
  sessions: "sessions",
  organizations: "organizations",
};

export function isUserTab(tab: string | undefined): tab is UserTab {
  return (USER_TABS as readonly (string | undefined)[]).includes(tab);
}

/** Which optional tabs the user's realm shows. */
export type TabConditions = { unmanagedAttributes: boolean; organizations: boolean };

export function visibleUserTabs({ unmanagedAttributes, organizations }: TabConditions): UserTab[] {
  return USER_TABS.filter((tab) =>
    tab === "attributes" ? unmanagedAttributes : tab === "organizations" ? organizations : true,
  );
}

/** Unmanaged attributes show as their own tab when the policy lets admins see them. */
export function unmanagedAttributesShown(policy: string | undefined): boolean {
  return policy === "ENABLED" || policy === "ADMIN_EDIT" || policy === "ADMIN_VIEW";
}

/** Admins may change unmanaged attributes under these policies. */
export function unmanagedAttributesEditable(policy: string | undefined): boolean {
  return policy === "ENABLED" || policy === "ADMIN_EDIT";
}
