import { tabList } from "@/lib/router/tabList";

/** The tabs of /{realm}/users/{tab}; the permissions tab comes with fine-grained admin permissions. */
export const userListTabs = tabList("users", ["list", "permissions"], { bare: true, firstAtBare: true });
