import { tabList, type TabOf } from "@/lib/router/tabList";

/** The user profile tab's own tabs: /{realm}/realm-settings/user-profile/{attributes|attributes-group|json-editor}. */
export const userProfileTabs = tabList("realm-settings/user-profile", [
  "attributes",
  "attributes-group",
  "json-editor",
]);

export type UserProfileSubTab = TabOf<typeof userProfileTabs>;
