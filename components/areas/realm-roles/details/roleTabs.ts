import { ROLE_TAB_NAMES } from "@/components/shared/role-details/roleTabNames";
import { tabList, type TabOf } from "@/lib/router/tabList";

export const roleTabs = tabList("roles/$id", ROLE_TAB_NAMES);

export type RoleTab = TabOf<typeof roleTabs>;

export const isRoleTab = roleTabs.is;
