import { tabList, type TabOf } from "@/lib/router/tabList";

/** The clients screen's tabs, with Keycloak's path names. */
export const clientListTabs = tabList("clients", ["list", "initial-access-token", "client-registration"], {
  bare: true,
  firstAtBare: true,
});

export type ClientListTab = TabOf<typeof clientListTabs>;

/** Message key of each tab's title. */
export const CLIENT_LIST_TAB_TITLES: Record<ClientListTab, string> = {
  list: "clientList",
  "initial-access-token": "initialAccessToken",
  "client-registration": "clientRegistration",
};
