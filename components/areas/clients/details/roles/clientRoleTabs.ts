import { ROLE_TAB_NAMES } from "@/components/shared/role-details/roleTabNames";
import { tabList } from "@/lib/router/tabList";

/** A client role's tabs: /{realm}/clients/{clientId}/roles/{id}/{tab}. */
export const clientRoleTabs = tabList("clients/$clientId/roles/$id", ROLE_TAB_NAMES);
