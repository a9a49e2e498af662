import { tabList, type TabOf } from "@/lib/router/tabList";

export const authenticationTabs = tabList("authentication", ["flows", "required-actions", "policies"], {
  bare: true,
  firstAtBare: true,
});

export type AuthenticationTab = TabOf<typeof authenticationTabs>;
