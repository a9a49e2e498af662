import { screenRoute } from "@/components/console/screenRoutes";

export const sessionsRoutes = [
  screenRoute("sessions", () => import("./SessionsScreen"), {
    access: { any: ["view-realm", "view-clients", "view-users"] },
    title: "sessions",
  }),
] as const;
