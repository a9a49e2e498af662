import { tabList, type TabOf } from "@/lib/router/tabList";

/** The client policies tab's own tabs: /{realm}/realm-settings/client-policies/{profiles|policies}. */
export const clientPoliciesTabs = tabList("realm-settings/client-policies", ["profiles", "policies"]);

export type ClientPoliciesTab = TabOf<typeof clientPoliciesTabs>;
