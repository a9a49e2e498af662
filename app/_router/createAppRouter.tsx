import { createRouter, type ErrorComponentProps, type RouterHistory } from "@tanstack/react-router";
import type { Environment } from "@/lib/env";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { NotFoundOrDeepLink } from "@/components/shell/realmRoute";
import { routeTree } from "./routeTree";

/** Hands a route's error on to the shell's ErrorBoundary, which shows it the console's way. */
function RethrowError({ error }: ErrorComponentProps): never {
  throw error;
}

export function createAppRouter(history: RouterHistory, environment: Environment) {
  return createRouter({
    routeTree,
    history,
    context: { environment },
    defaultNotFoundComponent: NotFoundOrDeepLink,
    defaultPendingComponent: LoadingSpinner,
    // a link's screen starts loading when the pointer rests on it or it takes the focus, a round trip before the click
    defaultPreload: "intent",
    defaultErrorComponent: RethrowError,
  });
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: AppRouterInstance;
  }
}
