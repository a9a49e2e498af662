import { tabList, type TabOf } from "@/lib/router/tabList";

export const identityProviderTabs = tabList("identity-providers/$providerId/$alias", [
  "settings",
  "mappers",
  "permissions",
]);

export type IdentityProviderTab = TabOf<typeof identityProviderTabs>;
