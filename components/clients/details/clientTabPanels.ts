import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { ClientTab } from "./clientTabs";

/** What every tab of a client's details gets: the client as loaded, and whether the admin may only view. */
export type ClientTabProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/**
 * Each tab is its own chunk, loaded when first opened, so the details route stays small however many tabs there
 * are. A tab with no panel here is not shown.
 */
export const CLIENT_TAB_PANELS: Partial<Record<ClientTab, LazyExoticComponent<ComponentType<ClientTabProps>>>> = {
  keys: lazy(() => import("./keys/KeysTab")),
  credentials: lazy(() => import("./credentials/CredentialsTab")),
  advanced: lazy(() => import("./advanced/AdvancedTab")),
};
