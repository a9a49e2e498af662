import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ClientTab, ClientTabProps } from "./clientTabs";

/**
 * Each tab is its own chunk, loaded when first opened, so the details route stays small however many tabs there
 * are. Authorization has none: it opens the client-authorization area's screen (clientTabs).
 */
export const CLIENT_TAB_PANELS: Partial<Record<ClientTab, LazyExoticComponent<ComponentType<ClientTabProps>>>> = {
  settings: lazy(() => import("./settings/SettingsTab")),
  keys: lazy(() => import("./keys/KeysTab")),
  credentials: lazy(() => import("./credentials/CredentialsTab")),
  roles: lazy(() => import("./roles/RolesTab")),
  clientScopes: lazy(() => import("./client-scopes/ClientScopesTab")),
  serviceAccount: lazy(() => import("./service-account/ServiceAccountTab")),
  sessions: lazy(() => import("./sessions/SessionsTab")),
  permissions: lazy(() => import("./permissions/PermissionsTab")),
  advanced: lazy(() => import("./advanced/AdvancedTab")),
};
