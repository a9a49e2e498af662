import { createRoute, redirect } from "@tanstack/react-router";
import { rootRoute } from "@/components/shell/realmRoute";
import { screenRoute } from "@/components/shell/screenRoutes";

// Keycloak's access for every declarative admin page: the page's components are realm components
const access = { any: ["view-realm"] };

/** /{realm}/page-section/{providerId}[/add|/{id}]: the pages server extensions declare (UI page providers). */
export const pageSectionRoutes = [
  screenRoute("page-section/$providerId", () => import("./PageListScreen"), { access, title: "pageSectionList" }),
  screenRoute("page-section/$providerId/add", () => import("./AddPageItemScreen"), { access, title: "createItem" }),
  screenRoute("page-section/$providerId/$id", () => import("./PageItemScreen"), { access, title: "itemDetails" }),
] as const;

/** /page-section/{providerId}, the official console's path without a realm: the page in the console's realm. */
export const pageSectionRootRoutes = [
  createRoute({
    getParentRoute: () => rootRoute,
    path: "page-section/$providerId",
    beforeLoad: ({ context, params }) => {
      throw redirect({
        to: "/$realm/page-section/$providerId",
        params: { realm: context.environment.realm, providerId: params.providerId },
        replace: true,
      });
    },
    staticData: { access },
  }),
] as const;
