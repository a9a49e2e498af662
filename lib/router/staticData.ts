import type { AccessRule } from "@/lib/access";

export type NavGroup = "manage" | "configure";

export type NavEntry = {
  group: NavGroup;
  /** Position within its group. */
  order: number;
  /** Message key of the label. */
  label: string;
  /** Shown only when the organizations feature and the realm's organizationsEnabled flag are both on. */
  organizationsOnly?: boolean;
};

declare module "@tanstack/react-router" {
  interface StaticDataRouteOption {
    /** Who may open the route: the spec's access table entry for its path. */
    access?: AccessRule;
    /** Message key of the breadcrumb for this route. */
    title?: string;
    /** The route's sidebar entry; the sidebar lists exactly the routes that have one. */
    nav?: NavEntry;
    /** A tab route's tabs and their in-page sections, for the command palette to find each by its title. */
    tabs?: readonly string[];
    sections?: Readonly<Partial<Record<string, readonly string[]>>>;
    /** The access of the tabs that need more than the route's own. */
    tabAccess?: Readonly<Partial<Record<string, AccessRule>>>;
  }
}
