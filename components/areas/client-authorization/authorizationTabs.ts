import { tabList, type TabOf } from "@/lib/router/tabList";

/** A client's authorization services: /{realm}/clients/{clientId}/authorization/{tab}. */
export const authorizationTabs = tabList(
  "clients/$clientId/authorization",
  ["settings", "resources", "scopes", "policies", "permissions", "evaluate", "export"],
  { titles: { scopes: "authorizationScopes" } },
);

export type AuthorizationTab = TabOf<typeof authorizationTabs>;
