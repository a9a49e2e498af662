import { tabList, type TabOf } from "@/lib/router/tabList";

/** The keys tab's own tabs, as URLs: realm-settings/keys/{list|providers}; the bare keys tab is the list. */
export const keysTabs = tabList("realm-settings/keys", ["list", "providers"], { titles: { list: "keysList" } });

export type KeysTab = TabOf<typeof keysTabs>;

/** The settings route of a key provider. */
export const keyProviderSettingsPath = "/$realm/realm-settings/keys/providers/$id/$providerType/settings" as const;
