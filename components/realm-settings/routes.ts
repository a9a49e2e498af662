import { tabbedRoutes } from "@/components/console/screenRoutes";
import { realmSettingsTabs } from "./realmSettingsTabs";

export const realmSettingsRoutes = tabbedRoutes(realmSettingsTabs, () => import("./RealmSettingsScreen"), {
  access: { any: ["view-realm"] },
  title: "realmSettings",
  nav: { group: "configure", order: 1, label: "realmSettings" },
});
