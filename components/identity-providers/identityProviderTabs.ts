import { tabList, type TabOf } from "@/lib/router/tabList";

export const identityProviderTabs = tabList("identity-providers/$providerId/$alias", ["settings", "mappers"]);

export type IdentityProviderTab = TabOf<typeof identityProviderTabs>;
