import { screenRoute } from "@/components/shell/screenRoutes";

export const realmRolesRoutes = [
  screenRoute("roles", () => import("./RealmRolesScreen"), {
    access: { any: ["view-realm"] },
    title: "realmRoles",
    nav: { group: "manage", order: 3, label: "realmRoles" },
  }),
  screenRoute("roles/new", () => import("./CreateRoleScreen"), {
    access: { any: ["manage-realm"] },
    title: "createRole",
  }),
] as const;
