import { tabList, type TabOf } from "@/lib/router/tabList";

export const userTabs = tabList(
  "users/$id",
  [
    "settings",
    "attributes",
    "credentials",
    "role-mapping",
    "groups",
    "consents",
    "identity-provider-links",
    "sessions",
    "organizations",
    "events",
  ],
  { titles: { settings: "details", events: "userEvents" } },
);

export type UserTab = TabOf<typeof userTabs>;

/** Which optional tabs the user's realm shows, and whether the admin may view events (the events tab). */
export type TabConditions = { unmanagedAttributes: boolean; organizations: boolean; events: boolean };

const CONDITION_OF: Partial<Record<UserTab, keyof TabConditions>> = {
  attributes: "unmanagedAttributes",
  organizations: "organizations",
  events: "events",
};

export function visibleUserTabs(conditions: TabConditions): UserTab[] {
  return userTabs.tabs.filter((tab) => {
    const condition = CONDITION_OF[tab];
    return condition ? conditions[condition] : true;
  });
}

/** Unmanaged attributes show as their own tab when the policy lets admins see them. */
export function unmanagedAttributesShown(policy: string | undefined): boolean {
  return policy === "ENABLED" || policy === "ADMIN_EDIT" || policy === "ADMIN_VIEW";
}

/** Admins may change unmanaged attributes under these policies. */
export function unmanagedAttributesEditable(policy: string | undefined): boolean {
  return policy === "ENABLED" || policy === "ADMIN_EDIT";
}
