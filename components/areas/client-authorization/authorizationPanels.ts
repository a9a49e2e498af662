import { lazyPanel, type LazyPanel } from "@/components/kit/ui/lazyPanel";
import type { AuthorizationTab } from "./authorizationTabs";
import type { AuthzPanelProps } from "./shared/panelProps";

/** Each tab is its own chunk, loaded when first opened. */
export const AUTHORIZATION_PANELS: Record<AuthorizationTab, LazyPanel<AuthzPanelProps>> = {
  settings: lazyPanel(() => import("./settings/SettingsTab")),
  resources: lazyPanel(() => import("./resources/ResourcesTab")),
  scopes: lazyPanel(() => import("./scopes/AuthzScopesTab")),
  policies: lazyPanel(() => import("./policies/PoliciesTab")),
  permissions: lazyPanel(() => import("./permissions/PermissionsTab")),
  evaluate: lazyPanel(() => import("./evaluate/EvaluateTab")),
  export: lazyPanel(() => import("./export/ExportTab")),
};
