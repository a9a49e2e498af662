import { tabbedRoutes } from "@/components/console/screenRoutes";
import { realmSettingsTabs } from "./realmSettingsTabs";
import { clientPoliciesRoutes } from "./client-policies/routes";

export const realmSettingsRoutes = [
  ...tabbedRoutes(realmSettingsTabs, () => import("./RealmSettingsScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
    nav: { group: "configure", order: 1, label: "realmSettings" },
  }),
  ...clientPoliciesRoutes,
] as const;
