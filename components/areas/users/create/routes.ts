import { screenRoute } from "@/components/shell/screenRoutes";

export const createUserRoutes = [
  screenRoute("users/add-user", () => import("./CreateUserScreen"), {
    access: { any: ["query-users", "query-groups"] },
    title: "createUser",
  }),
] as const;
