import { screenRoute } from "@/components/shell/screenRoutes";

/**
 * /{realm}/groups[/{id}/{id}/…]: the splat is the path of ids down to the group whose subgroups are shown; an
 * empty splat is the top level, so this one route also answers /{realm}/groups.
 */
export const groupsRoutes = [
  screenRoute("groups/$", () => import("./GroupsScreen"), {
    access: { any: ["query-groups"] },
    title: "groups",
    nav: { group: "manage", order: 5, label: "groups" },
  }),
] as const;
