import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AuthorizationTab } from "./authorizationTabs";
import type { AuthzPanelProps } from "./shared/panelProps";

/** Each tab is its own chunk, loaded when first opened. */
export const AUTHORIZATION_PANELS: Record<AuthorizationTab, LazyExoticComponent<ComponentType<AuthzPanelProps>>> = {
  settings: lazy(() => import("./settings/SettingsTab")),
  resources: lazy(() => import("./resources/ResourcesTab")),
  scopes: lazy(() => import("./scopes/AuthzScopesTab")),
  policies: lazy(() => import("./policies/PoliciesTab")),
  permissions: lazy(() => import("./permissions/PermissionsTab")),
  evaluate: lazy(() => import("./evaluate/EvaluateTab")),
  export: lazy(() => import("./export/ExportTab")),
};
