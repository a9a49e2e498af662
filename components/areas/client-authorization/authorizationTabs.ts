import { tabList, type TabOf } from "@/lib/router/tabList";

/** A client's authorization services: /{realm}/clients/{clientId}/authorization/{tab}. */
export const authorizationTabs = tabList("clients/$clientId/authorization", [
  "settings",
  "resources",
  "scopes",
  "policies",
  "permissions",
  "evaluate",
  "export",
]);

export type AuthorizationTab = TabOf<typeof authorizationTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const AUTHORIZATION_TAB_TITLES: Record<AuthorizationTab, string> = {
  settings: "settings",
  resources: "resources",
  scopes: "authorizationScopes",
  policies: "policies",
  permissions: "permissions",
  evaluate: "evaluate",
  export: "export",
};
