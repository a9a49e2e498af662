import { createMemoryHistory } from "@tanstack/react-router";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { navRoutesOf } from "@/components/shell/navigation";
import type { Environment } from "@/lib/env";
import { routePathShape } from "@/lib/router/routePath";

const appRouter = createAppRouter(createMemoryHistory(), { realm: "master" } as Environment);

/** The sidebar entries the console's real routes declare. */
export const APP_NAV_ROUTES = navRoutesOf(Object.values(appRouter.routesById));

/** The sidebar entry and access of the real route a test's stand-in route (e.g. "events/{-$tab}") has the shape of. */
export function appNavRouteFor(path: string) {
  const shape = routePathShape(`/$realm/${path}`).replace(/\/(\*|\?:)$/, "");
  return APP_NAV_ROUTES.find((route) => routePathShape(route.to) === shape);
}

/** The access rule of the real route of that shape, sidebar entry or not (e.g. "page-section/$providerId"). */
export function appRouteAccessFor(path: string) {
  const shape = routePathShape(`/$realm/${path}`);
  return Object.values(appRouter.routesById).find((route) => routePathShape(route.fullPath) === shape)?.options
    .staticData?.access;
}
