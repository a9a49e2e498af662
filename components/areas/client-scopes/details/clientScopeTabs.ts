import { tabList, type TabOf } from "@/lib/router/tabList";

export const clientScopeTabs = tabList("client-scopes/$id", ["settings", "mappers", "scope"]);

export type ClientScopeTab = TabOf<typeof clientScopeTabs>;
