import { screenRoute } from "@/components/console/screenRoutes";

export const realmRolesRoutes = [
  screenRoute("roles", () => import("./RealmRolesScreen"), { access: { any: ["view-realm"] }, title: "realmRoles" }),
  screenRoute("roles/new", () => import("./CreateRoleScreen"), {
    access: { any: ["manage-realm"] },
    title: "createRole",
  }),
] as const;
