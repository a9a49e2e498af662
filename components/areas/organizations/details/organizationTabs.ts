import { tabList, type TabOf } from "@/lib/router/tabList";

export const organizationTabs = tabList("organizations/$id", [
  "settings",
  "attributes",
  "members",
  "invitations",
  "identity-providers",
]);

export type OrganizationTab = TabOf<typeof organizationTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const ORGANIZATION_TAB_TITLES: Record<OrganizationTab, string> = {
  settings: "settings",
  attributes: "attributes",
  members: "members",
  invitations: "invitations",
  "identity-providers": "identityProviders",
};
