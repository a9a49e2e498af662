import type { AccessRule } from "@/lib/access";

export type NavGroup = "manage" | "configure";

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Who may open the route: the spec's access table entry for its path. */
    access?: AccessRule;
    /** Message key of the breadcrumb for this route. */
    title?: string;
    nav?: { group: NavGroup; order: number; label: string };
  }
}
