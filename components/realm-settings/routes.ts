import { screenRoute, tabbedRoutes, tabRoute } from "@/components/console/screenRoutes";
import { keysTabs } from "./keys/keysTabs";
import { realmSettingsTabs } from "./realmSettingsTabs";

export const realmSettingsRoutes = [
  ...tabbedRoutes(realmSettingsTabs, () => import("./RealmSettingsScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
    nav: { group: "configure", order: 1, label: "realmSettings" },
  }),
  tabRoute(keysTabs, () => import("./keys/KeysSubTabScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
  }),
  screenRoute(
    "realm-settings/keys/providers/$id/$providerType/settings",
    () => import("./keys/KeyProviderSettingsScreen"),
    { access: { any: ["view-realm"] }, title: "keyProviderSettings" },
  ),
];
