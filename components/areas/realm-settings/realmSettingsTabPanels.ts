import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { RealmSettingsTab, RealmSettingsTabProps } from "./realmSettingsTabs";

/** Each tab is its own chunk, loaded when first opened, so the screen stays small however many tabs there are. */
export const REALM_SETTINGS_TAB_PANELS: Record<
  RealmSettingsTab,
  LazyExoticComponent<ComponentType<RealmSettingsTabProps>>
> = {
  general: lazy(() => import("./GeneralTab").then((module) => ({ default: module.GeneralTab }))),
  sessions: lazy(() => import("./sessions/SessionsTab")),
  tokens: lazy(() => import("./tokens/TokensTab")),
  login: lazy(() => import("./login/LoginTab")),
  email: lazy(() => import("./email/EmailTab")),
  themes: lazy(() => import("./themes/ThemesTab")),
  "user-registration": lazy(() => import("./user-registration/UserRegistrationTab")),
  events: lazy(() => import("./events/EventsTab")),
  "security-defenses": lazy(() => import("./security-defenses/SecurityDefensesTab")),
  "user-profile": lazy(() => import("./user-profile/UserProfileTab")),
  keys: lazy(() => import("./keys/KeysTab")),
  localization: lazy(() => import("./localization/LocalizationTab")),
  "translation-coverage": lazy(() => import("./localization/TranslationCoverageTab")),
  "client-policies": lazy(() => import("./client-policies/ClientPoliciesTab")),
};
