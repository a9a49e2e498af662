import { tabList } from "@/lib/router/tabList";

export const realmSettingsTabs = tabList("realm-settings", ["general"], { bare: true });
