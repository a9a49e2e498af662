import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { routePathSegments } from "@/lib/router/routePath";

const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }), DEFAULT_ENVIRONMENT);

/**
 * The route whose screen shows at the path: the leaf route matching it, unless that route's guard finds it not found
 * (a tab route given a name that is not one of its tabs). Undefined when the not-found page shows.
 */
export function routeAnswering(pathname: string): AnyRoute | undefined {
  const [, params, found] = router.getMatchedRoutes(pathname);
  if (!found || found.isRoot || (found.children && Object.keys(found.children).length > 0)) return undefined;
  // the router also answers a longer path with the route matching its beginning, to show that route's not-found page
  const routeSegments = routePathSegments(found.fullPath);
  if (routeSegments.at(-1) !== "$" && routeSegments.length !== routePathSegments(pathname).length) return undefined;
  try {
    found.options.beforeLoad?.({ params } as never);
  } catch {
    return undefined;
  }
  return found;
}
