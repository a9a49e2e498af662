import { screenRoute } from "@/components/console/screenRoutes";

export const createUserRoutes = [
  screenRoute("users/add-user", () => import("./CreateUserScreen"), {
    access: { any: ["query-users", "query-groups"] },
    title: "createUser",
  }),
] as const;
