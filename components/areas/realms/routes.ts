import { screenRoute } from "@/components/shell/screenRoutes";

export const realmsRoutes = [
  // The spec adds "createRealm true" to view-realm; that is the user's flag, checked by the screen.
  screenRoute("add-realm", () => import("./CreateRealmScreen"), {
    access: { any: ["view-realm"] },
    title: "createRealm",
  }),
] as const;
