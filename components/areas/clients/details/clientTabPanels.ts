import { lazyPanel, type LazyPanel } from "@/components/kit/ui/lazyPanel";
import type { ClientTab, ClientTabProps } from "./clientTabs";

/**
 * Each tab is its own chunk, loaded when first opened, so the details route stays small however many tabs there
 * are. Authorization has none: it opens the client-authorization area's screen (clientTabs).
 */
export const CLIENT_TAB_PANELS: Partial<Record<ClientTab, LazyPanel<ClientTabProps>>> = {
  settings: lazyPanel(() => import("./settings/SettingsTab")),
  keys: lazyPanel(() => import("./keys/KeysTab")),
  credentials: lazyPanel(() => import("./credentials/CredentialsTab")),
  roles: lazyPanel(() => import("./roles/RolesTab")),
  clientScopes: lazyPanel(() => import("./client-scopes/ClientScopesTab")),
  serviceAccount: lazyPanel(() => import("./service-account/ServiceAccountTab")),
  sessions: lazyPanel(() => import("./sessions/SessionsTab")),
  permissions: lazyPanel(() => import("./permissions/PermissionsTab")),
  advanced: lazyPanel(() => import("./advanced/AdvancedTab")),
};
