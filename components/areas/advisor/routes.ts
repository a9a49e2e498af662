import { screenRoute } from "@/components/shell/screenRoutes";

export const advisorRoutes = [
  screenRoute("advisor", () => import("./AdvisorScreen"), {
    access: { any: ["view-realm"] },
    title: "advisor",
    nav: { group: "configure", order: 5, label: "advisor" },
  }),
] as const;
