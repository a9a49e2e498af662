import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";
import { isRealmSettingsTab } from "./realmSettingsTabs";

const RealmSettingsScreen = lazyRouteComponent(() => import("./RealmSettingsScreen"));
const access = { any: ["view-realm"] };

export const realmSettingsRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "realm-settings",
  component: RealmSettingsScreen,
  staticData: { access, title: "realmSettings" },
});

export const realmSettingsTabRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "realm-settings/$tab",
  beforeLoad: ({ params }) => {
    if (!isRealmSettingsTab(params.tab)) throw notFound();
  },
  component: RealmSettingsScreen,
  staticData: { access, title: "realmSettings" },
});

export const realmSettingsRoutes = [realmSettingsRoute, realmSettingsTabRoute] as const;
