import { createRootRouteWithContext, createRoute, redirect } from "@tanstack/react-router";
import type { Environment } from "@/lib/env";
import { ConsoleShell } from "./ConsoleShell";
import { NotFoundOrDeepLink } from "./NotFoundOrDeepLink";
import { RealmLayout } from "./RealmLayout";
import "@/lib/router/staticData";

export type RouterContext = { environment: Environment };

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
