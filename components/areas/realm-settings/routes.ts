import { screenRoute, tabRoute, tabbedRoutes } from "@/components/shell/screenRoutes";
import { keysTabs } from "./keys/keysTabs";
import { realmSettingsTabs } from "./realmSettingsTabs";
import { userProfileTabs } from "./user-profile/userProfileTabs";
import { clientPoliciesRoutes } from "./client-policies/routes";

export const realmSettingsRoutes = [
  ...tabbedRoutes(realmSettingsTabs, () => import("./RealmSettingsScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
    nav: { group: "configure", order: 1, label: "realmSettings" },
  }),
  tabRoute(keysTabs, () => import("./keys/KeysSubTabScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
  }),
  screenRoute(
    "realm-settings/keys/providers/$id/$providerType/settings",
    () => import("./keys/KeyProviderSettingsScreen"),
    { access: { any: ["view-realm"] }, title: "keyProviderSettings" },
  ),
  tabRoute(userProfileTabs, () => import("./user-profile/UserProfileSubTabScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
  }),
  screenRoute(
    "realm-settings/user-profile/attributes/add-attribute",
    () => import("./user-profile/attribute/AttributeScreen"),
    {
      access: { any: ["manage-realm"] },
      title: "createAttribute",
    },
  ),
  screenRoute(
    "realm-settings/user-profile/attributes/$attributeName/edit-attribute",
    () => import("./user-profile/attribute/AttributeScreen"),
    { access: { any: ["manage-realm"] }, title: "editAttribute" },
  ),
  screenRoute(
    "realm-settings/user-profile/attributesGroup/new",
    () => import("./user-profile/group/AttributesGroupScreen"),
    {
      access: { any: ["view-realm"] },
      title: "createAttributesGroup",
    },
  ),
  screenRoute(
    "realm-settings/user-profile/attributesGroup/edit/$name",
    () => import("./user-profile/group/AttributesGroupScreen"),
    { access: { any: ["view-realm"] }, title: "editAttributesGroup" },
  ),
  ...clientPoliciesRoutes,
] as const;
