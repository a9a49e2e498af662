import { tabList } from "@/lib/router/tabList";
import { permissionAccess } from "@/lib/authorization/permissionAccess";

/** The tabs of /{realm}/users/{tab}; the permissions tab comes with fine-grained admin permissions. */
export const userListTabs = tabList("users", ["list", "permissions"], {
  bare: true,
  firstAtBare: true,
  tabAccess: { permissions: permissionAccess({ kind: "users" }).view },
  titles: { list: "userList" },
});
