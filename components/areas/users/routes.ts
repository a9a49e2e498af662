import { tabbedRoutes } from "@/components/shell/screenRoutes";
import { userListTabs } from "./userListTabs";

export const usersRoutes = tabbedRoutes(userListTabs, () => import("./UsersScreen"), {
  access: { any: ["query-users"] },
  title: "users",
  nav: { group: "manage", order: 4, label: "users" },
});
