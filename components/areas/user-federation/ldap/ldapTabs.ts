import { tabList, type TabOf } from "@/lib/router/tabList";

export const ldapTabs = tabList("user-federation/ldap/$id", ["settings", "mappers"], { bare: true, firstAtBare: true });

export type LdapTab = TabOf<typeof ldapTabs>;

/** Message key of each tab's title (Keycloak's names). */
export const LDAP_TAB_TITLES: Record<LdapTab, string> = { settings: "settings", mappers: "mappers" };
