import { screenRoute } from "@/components/shell/screenRoutes";

export const realmDiffRoutes = [
  screenRoute("realm-diff", () => import("./RealmDiffScreen"), {
    access: { any: ["view-realm"] },
    title: "realmDiff",
    nav: { group: "configure", order: 6, label: "realmDiff" },
  }),
] as const;
