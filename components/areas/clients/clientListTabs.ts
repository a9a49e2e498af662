import { tabList, type TabOf } from "@/lib/router/tabList";

/** The clients screen's tabs, with Keycloak's path names. */
export const clientListTabs = tabList("clients", ["list", "initial-access-token", "client-registration"], {
  bare: true,
  firstAtBare: true,
  titles: { list: "clientList" },
});

export type ClientListTab = TabOf<typeof clientListTabs>;
