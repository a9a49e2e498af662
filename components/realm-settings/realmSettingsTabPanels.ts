import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { RealmSettingsTab } from "./realmSettingsTabs";

/** What every realm-settings tab gets: the realm as loaded, and whether the admin may only view it. */
export type RealmSettingsTabProps = { realm: RealmRepresentation; readOnly: boolean };

/** Each tab is its own chunk, loaded when first opened, so the screen stays small however many tabs there are. */
export const REALM_SETTINGS_TAB_PANELS: Record<
  RealmSettingsTab,
  LazyExoticComponent<ComponentType<RealmSettingsTabProps>>
> = {
  general: lazy(() => import("./GeneralTab").then((module) => ({ default: module.GeneralTab }))),
  events: lazy(() => import("./events/EventsTab")),
  "security-defenses": lazy(() => import("./security-defenses/SecurityDefensesTab")),
};
