import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import type { Environment } from "@/lib/env";
import { createAppRouter } from "./createAppRouter";

type Preloadable = { preload?: () => Promise<unknown> };

/**
 * Starts loading the screen the address names (its chunk, the areas' texts, the admin client) while sign-in and the
 * server info are still under way, instead of once the router mounts after them: a screen opened by its URL from far
 * away waits one round trip less. The routes are matched by a router of its own, on the address as it is now; the
 * console's router is made later, after sign-in has put back the route it carried. What fails here is asked for
 * again, and reported, when the screen renders.
 */
export function preloadStartScreen(environment: Environment, hash = window.location.hash) {
  const path = hash.replace(/^#/, "") || "/";
  const matcher = createAppRouter(createMemoryHistory({ initialEntries: [path] }), environment);
  for (const match of matcher.matchRoutes(matcher.latestLocation)) {
    const route = (matcher.routesById as Record<string, AnyRoute>)[match.routeId];
    const component = route?.options.component as Preloadable | undefined;
    component?.preload?.().catch(() => undefined);
  }
}
