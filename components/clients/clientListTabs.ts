import { tabList } from "@/lib/router/tabList";

/** The clients screen's tabs; the initial access token and registration tabs come with client registration. */
export const clientListTabs = tabList("clients", ["list"], { bare: true, firstAtBare: true });
