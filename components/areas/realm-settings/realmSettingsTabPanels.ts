import { lazyPanel, type LazyPanel } from "@/components/kit/ui/lazyPanel";
import type { RealmSettingsTab, RealmSettingsTabProps } from "./realmSettingsTabs";

/** Each tab is its own chunk, loaded when first opened, so the screen stays small however many tabs there are. */
export const REALM_SETTINGS_TAB_PANELS: Record<RealmSettingsTab, LazyPanel<RealmSettingsTabProps>> = {
  general: lazyPanel(() => import("./GeneralTab").then((module) => ({ default: module.GeneralTab }))),
  sessions: lazyPanel(() => import("./sessions/SessionsTab")),
  tokens: lazyPanel(() => import("./tokens/TokensTab")),
  login: lazyPanel(() => import("./login/LoginTab")),
  email: lazyPanel(() => import("./email/EmailTab")),
  themes: lazyPanel(() => import("./themes/ThemesTab")),
  "user-registration": lazyPanel(() => import("./user-registration/UserRegistrationTab")),
  events: lazyPanel(() => import("./events/EventsTab")),
  "security-defenses": lazyPanel(() => import("./security-defenses/SecurityDefensesTab")),
  "user-profile": lazyPanel(() => import("./user-profile/UserProfileTab")),
  keys: lazyPanel(() => import("./keys/KeysTab")),
  localization: lazyPanel(() => import("./localization/LocalizationTab")),
  "translation-coverage": lazyPanel(() => import("./localization/TranslationCoverageTab")),
  "client-policies": lazyPanel(() => import("./client-policies/ClientPoliciesTab")),
};
