import { tabList, type TabOf } from "@/lib/router/tabList";

export const clientScopeTabs = tabList("client-scopes/$id", ["settings", "mappers", "scope"]);

export type ClientScopeTab = TabOf<typeof clientScopeTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const CLIENT_SCOPE_TAB_TITLES: Record<ClientScopeTab, string> = {
  settings: "settings",
  mappers: "mappers",
  scope: "scope",
};
