import { tabList, type TabOf } from "@/lib/router/tabList";

export const organizationTabs = tabList("organizations/$id", [
  "settings",
  "attributes",
  "members",
  "invitations",
  "identity-providers",
]);

export type OrganizationTab = TabOf<typeof organizationTabs>;
