import type { ReactNode } from "react";
import {
  Outlet,
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type AnyRouter,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { TestProviders, createTestQueryClient, settleMount } from "../test-utils";
import { appNavRouteFor, appRouteAccessFor } from "./appNavRoutes";
import { mockState } from "./consoleMocks";

// jsdom has no scrolling; the router scrolls to the top after each navigation.
window.scrollTo = () => {};

/**
 * The console's real router on a memory history, inside the test providers, once the route's lazily loaded pieces (the
 * screen's chunk, the areas' messages, the admin client) are in: a test's wait for what the screen shows then starts
 * when the screen can show it, not while its code is still being compiled on a busy machine.
 */
export async function renderConsoleAt(path: string) {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), mockState.environment);
  await router.load();
  const rendered = renderRouter(router);
  // the router's own state updates after mount (a redirect, the matches it resolved) happen inside act
  await settleMount();
  return { router, ...rendered };
}

export function renderRouter(router: AnyRouter, messages?: Record<string, string>) {
  const queryClient = createTestQueryClient();
  return {
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient} messages={messages}>
        <RouterProvider router={router} />
      </TestProviders>,
    ),
  };
}

type TestRoute = string | { path: string; title: string };

/**
 * `ui` on every page of a small router: "/$realm" plus a blank route per given path (e.g.
 * "users/{-$tab}", optionally with a breadcrumb title), so a test chooses which areas exist.
 */
export function renderWithRoutes(
  ui: ReactNode,
  { path, routes, messages }: { path: string; routes: readonly TestRoute[]; messages?: Record<string, string> },
) {
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const realm = createRoute({ getParentRoute: () => root, path: "$realm" });
  const blank = () => null;
  const children = routes.map((route) => {
    const { path: childPath, title } = typeof route === "string" ? { path: route, title: undefined } : route;
    // a stand-in keeps the sidebar entry of the real route it stands for
    const real = appNavRouteFor(childPath);
    const staticData = { title, nav: real?.nav, access: real ? real.access : appRouteAccessFor(childPath) };
    return createRoute({ getParentRoute: () => realm, path: childPath, component: blank, staticData });
  });
  const router = createRouter({
    routeTree: root.addChildren([
      realm.addChildren([createRoute({ getParentRoute: () => realm, path: "/", component: blank }), ...children]),
    ]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { router, ...renderRouter(router, messages) };
}
