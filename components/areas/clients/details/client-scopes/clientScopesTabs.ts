import { tabList, type TabOf } from "@/lib/router/tabList";

/** The client scopes tab's own tabs: /{realm}/clients/{clientId}/clientScopes/{setup|evaluate}. */
export const clientScopesTabs = tabList("clients/$clientId/clientScopes", ["setup", "evaluate"]);

export type ClientScopesTab = TabOf<typeof clientScopesTabs>;

/** The dedicated scope's tabs; its bare path shows the mappers. */
export const dedicatedScopeTabs = tabList("clients/$clientId/clientScopes/dedicated", ["mappers", "scope"], {
  bare: true,
});

export type DedicatedScopeTab = TabOf<typeof dedicatedScopeTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const CLIENT_SCOPES_TAB_TITLES: Record<ClientScopesTab, string> = { setup: "setup", evaluate: "evaluate" };
export const DEDICATED_SCOPE_TAB_TITLES: Record<DedicatedScopeTab, string> = { mappers: "mappers", scope: "scope" };
