import { screenRoute } from "@/components/shell/screenRoutes";

export const sessionsRoutes = [
  screenRoute("sessions", () => import("./SessionsScreen"), {
    access: { any: ["view-realm", "view-clients", "view-users"] },
    title: "sessions",
    nav: { group: "manage", order: 6, label: "sessions" },
  }),
] as const;
