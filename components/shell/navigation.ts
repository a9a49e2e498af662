import type { StaticDataRouteOption } from "@tanstack/react-router";
import { hasNavAccess, type AccessRule } from "@/lib/access";
import type { NavEntry, NavGroup } from "@/lib/router/staticData";

export type NavItem = {
  /** Message key of the label; for a provider-defined page its id, which names it unless the messages know it. */
  label: string;
  translate: boolean;
  /** Route path pattern, e.g. "/$realm/users". */
  to: string;
  params: Record<string, string>;
};

export type NavSection = { group: NavGroup; label: NavGroup; items: NavItem[] };

/** A registered route that asks for a sidebar entry, at the path its link opens, with who may open it. */
export type NavRoute = { to: string; nav: NavEntry; access: AccessRule };

type RouteLike = { fullPath: string; options: { staticData?: StaticDataRouteOption } };

/**
 * The sidebar entries the routes declare (`staticData.nav`), in their order; a trailing splat or optional segment
 * is left off the link ("/$realm/groups/$" links to "/$realm/groups").
 */
export function navRoutesOf(routes: Iterable<RouteLike>): NavRoute[] {
  const found: NavRoute[] = [];
  for (const route of routes) {
    const nav = route.options.staticData?.nav;
    const access = route.options.staticData?.access;
    if (nav) found.push({ to: route.fullPath.replace(/\/(\$|\{-\$[^}]+\})$/, ""), nav, access });
  }
  return found.sort((a, b) => a.nav.order - b.nav.order);
}

export const PROVIDER_PAGE = "/$realm/page-section/$providerId";

export const MANAGE_GROUP_PERMISSIONS = ["view-realm", "query-groups", "query-users", "query-clients", "view-events"];
export const CONFIGURE_GROUP_PERMISSIONS = ["view-realm", "query-clients", "view-identity-providers"];

export type NavigationInput = {
  realm: string;
  permissions: readonly string[];
  /** The registered routes' sidebar entries (navRoutesOf). */
  navRoutes: readonly NavRoute[];
  /** The organizations feature and the realm's organizationsEnabled flag are both on. */
  organizationsEnabled: boolean;
  /** Provider ids of the UI pages when the declarative UI feature is on. */
  providerPages: readonly string[];
  /** The provider pages' route, when it is registered: who may open it. */
  providerPageRoute?: { access: AccessRule };
  onCreateRealmPage: boolean;
};

/**
 * The sidebar's groups and items: an item shows when its route declares it and the user holds any of the permissions
 * the spec's table names for it; a group shows when the user holds any of its permissions and it has an item. Nothing
 * shows on the create-realm page.
 */
export function navigationSections(input: NavigationInput): NavSection[] {
  if (input.onCreateRealmPage) return [];
  const holdsAny = (permissions: readonly string[]) => permissions.some((p) => input.permissions.includes(p));
  const allowed = (access: AccessRule) => hasNavAccess(access, input.permissions);
  const item = (label: string, to: string, params: Record<string, string> = {}): NavItem => ({
    label,
    translate: !params.providerId,
    to,
    params: { realm: input.realm, ...params },
  });
  const itemsOf = (group: NavGroup) =>
    input.navRoutes
      .filter(({ nav }) => nav.group === group && (!nav.organizationsOnly || input.organizationsEnabled))
      .filter(({ access }) => allowed(access))
      .map(({ to, nav }) => item(nav.label, to));

  const manage = itemsOf("manage");
  const providerPages =
    input.providerPageRoute && allowed(input.providerPageRoute.access)
      ? input.providerPages.map((providerId) => item(providerId, PROVIDER_PAGE, { providerId }))
      : [];
  const configure = [...itemsOf("configure"), ...providerPages];

  const sections: NavSection[] = [];
  if (holdsAny(MANAGE_GROUP_PERMISSIONS) && manage.length > 0)
    sections.push({ group: "manage", label: "manage", items: manage });
  if (holdsAny(CONFIGURE_GROUP_PERMISSIONS) && configure.length > 0) {
    sections.push({ group: "configure", label: "configure", items: configure });
  }
  return sections;
}
