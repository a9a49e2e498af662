import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { realmRoute } from "@/components/console/realmRoute";

const CreateUserScreen = lazyRouteComponent(() => import("./CreateUserScreen"));

export const createUserRoute = createRoute({
  getParentRoute: () => realmRoute,
  path: "users/add-user",
  component: CreateUserScreen,
  staticData: { access: { any: ["query-users", "query-groups"] }, title: "createUser" },
});

export const createUserRoutes = [createUserRoute] as const;
