import { createRootRouteWithContext, createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import type { Environment } from "@/lib/env";
import { ConsoleShell } from "./ConsoleShell";
import { RealmLayout } from "./RealmLayout";
import "@/lib/router/staticData";

export type RouterContext = { environment: Environment };

/** Loaded when a path no route answers is opened: the deep-link table and the not-found page are no first-load code. */
export const NotFoundOrDeepLink = lazyRouteComponent(() => import("./NotFoundOrDeepLink"), "NotFoundOrDeepLink");

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: ConsoleShell,
  notFoundComponent: NotFoundOrDeepLink,
});

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: ({ context }) => {
    throw redirect({ to: "/$realm", params: { realm: context.environment.realm }, replace: true });
  },
  staticData: { access: undefined },
});

/** Layout of every realm page: loads the realm and the signed-in user, and guards access. */
export const realmRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$realm",
  component: RealmLayout,
  notFoundComponent: NotFoundOrDeepLink,
  staticData: { access: undefined },
});
