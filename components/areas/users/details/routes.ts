import { tabRoute } from "@/components/shell/screenRoutes";
import { userTabs } from "./userTabs";

export const userDetailsRoutes = [
  tabRoute(userTabs, () => import("./UserDetailsScreen"), { access: { any: ["query-users"] }, title: "userDetails" }),
] as const;
