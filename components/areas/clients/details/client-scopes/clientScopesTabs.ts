import { tabList, type TabOf } from "@/lib/router/tabList";

/** The client scopes tab's own tabs: /{realm}/clients/{clientId}/clientScopes/{setup|evaluate}. */
export const clientScopesTabs = tabList("clients/$clientId/clientScopes", ["setup", "evaluate"]);

export type ClientScopesTab = TabOf<typeof clientScopesTabs>;

/** The dedicated scope's tabs; its bare path shows the mappers. */
export const dedicatedScopeTabs = tabList("clients/$clientId/clientScopes/dedicated", ["mappers", "scope"], {
  bare: true,
});

export type DedicatedScopeTab = TabOf<typeof dedicatedScopeTabs>;
