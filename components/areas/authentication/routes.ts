import { screenRoute, tabbedRoutes } from "@/components/shell/screenRoutes";
import { authenticationTabs } from "./authenticationTabs";

export const authenticationRoutes = [
  ...tabbedRoutes(authenticationTabs, () => import("./AuthenticationScreen"), {
    access: { any: ["view-realm", "view-identity-providers", "view-clients"] },
    title: "authentication",
    nav: { group: "configure", order: 2, label: "authentication" },
  }),
  screenRoute("authentication/$id/$usedBy", () => import("./flow-editor/FlowEditorScreen"), {
    access: { any: ["view-authorization"] },
    title: "flowDetails",
  }),
  screenRoute("authentication/$id/$usedBy/$builtIn", () => import("./flow-editor/FlowEditorScreen"), {
    access: { any: ["view-authorization"] },
    title: "flowDetails",
  }),
  screenRoute("authentication/flows/create", () => import("./flows/CreateFlowScreen"), {
    access: { any: ["manage-authorization"] },
    title: "createFlow",
  }),
] as const;
