import { tabRoute } from "@/components/shell/screenRoutes";
import { roleTabs } from "./roleTabs";

export const roleDetailsRoutes = [
  tabRoute(roleTabs, () => import("./RoleDetailsScreen"), {
    access: { any: ["view-realm", "view-users"] },
    title: "roleDetails",
  }),
] as const;
