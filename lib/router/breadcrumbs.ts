/** One matched URL prefix: its pathname and the static data of the route that matched it. */
export type CrumbMatch = { pathname: string; staticData?: { title?: string } };

export type Crumb = { pathname: string; title: string; current: boolean };

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/**
 * Whether a route matched by a URL prefix shows its screen there: not a tab route given a name that is not one of its
 * tabs ("/clients/1/authorization/policy", a prefix of a policy's URL, matches the authorization tabs' route).
 */
export function showsScreen(params: Record<string, string>, staticData?: { tabs?: readonly string[] }): boolean {
  return !staticData?.tabs || params.tab === undefined || staticData.tabs.includes(params.tab);
}

/** "/master/users/1/settings" -> ["/", "/master", "/master/users", "/master/users/1", "/master/users/1/settings"] */
export function pathnamePrefixes(pathname: string): string[] {
  const segments = pathname.split("/").filter(Boolean);
  return ["/", ...segments.map((_, index) => "/" + segments.slice(0, index + 1).join("/"))];
}

/**
 * The breadcrumb trail for the routes matched by each prefix of the current URL. Leaves out the
 * root, the realm root and the page-section root, drops repeated titles, and is empty unless
 * more than one level remains.
 */
export function breadcrumbs(matches: readonly CrumbMatch[], realm: string): Crumb[] {
  const encodedRealm = "/" + encodeURIComponent(realm);
  const excluded = new Set(["/", encodedRealm, `${encodedRealm}/page-section`]);
  const seen = new Set<string>();
  const titled = matches.flatMap(({ pathname, staticData }) => {
    const path = trimSlash(pathname);
    const title = staticData?.title;
    if (!title || excluded.has(path) || seen.has(title)) return [];
    seen.add(title);
    return [{ pathname: path, title }];
  });
  if (titled.length <= 1) return [];
  return titled.map((crumb, index) => ({ ...crumb, current: index === titled.length - 1 }));
}
