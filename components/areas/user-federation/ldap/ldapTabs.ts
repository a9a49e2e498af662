import { tabList, type TabOf } from "@/lib/router/tabList";

export const ldapTabs = tabList("user-federation/ldap/$id", ["settings", "mappers"], { bare: true, firstAtBare: true });

export type LdapTab = TabOf<typeof ldapTabs>;
