import { screenRoute, tabRoute } from "@/components/shell/screenRoutes";
import { authorizationTabs } from "./authorizationTabs";

const authorization = "clients/$clientId/authorization";
const manage = { any: ["manage-clients", "manage-authorization"] };
const view = { any: ["manage-clients", "view-authorization", "manage-authorization"] };

export const clientAuthorizationRoutes = [
  tabRoute(authorizationTabs, () => import("./AuthorizationScreen"), {
    access: { any: ["view-authorization", "manage-authorization"] },
    title: "authorization",
  }),
  screenRoute(`${authorization}/resource/new`, () => import("./resources/ResourceScreen"), {
    access: manage,
    title: "createResource",
  }),
  screenRoute(`${authorization}/resource/$resourceId`, () => import("./resources/ResourceScreen"), {
    access: view,
    title: "resourceDetails",
  }),
  screenRoute(`${authorization}/scope/new`, () => import("./scopes/AuthzScopeScreen"), {
    access: manage,
    title: "createAuthorizationScope",
  }),
  screenRoute(`${authorization}/scope/$scopeId`, () => import("./scopes/AuthzScopeScreen"), {
    access: { any: ["manage-clients", "view-authorization"] },
    title: "authorizationScopeDetails",
  }),
  screenRoute(`${authorization}/policy/new/$policyType`, () => import("./policies/PolicyScreen"), {
    access: manage,
    title: "createAuthorizationPolicy",
  }),
  screenRoute(`${authorization}/policy/$policyId/$policyType`, () => import("./policies/PolicyScreen"), {
    access: view,
    title: "policyDetails",
  }),
  screenRoute(`${authorization}/permission/new/$permissionType`, () => import("./permissions/PermissionScreen"), {
    access: manage,
    title: "createPermission",
  }),
  screenRoute(
    `${authorization}/permission/new/$permissionType/$selectedId`,
    () => import("./permissions/PermissionScreen"),
    { access: manage, title: "createPermission" },
  ),
  screenRoute(
    `${authorization}/permission/$permissionType/$permissionId`,
    () => import("./permissions/PermissionScreen"),
    { access: view, title: "permissionDetails" },
  ),
] as const;
