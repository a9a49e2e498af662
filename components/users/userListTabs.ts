/** The tabs of /{realm}/users/{tab}; the permissions tab comes with fine-grained admin permissions. */
export const USER_LIST_TABS = ["list"] as const;

export type UserListTab = (typeof USER_LIST_TABS)[number];

export function isUserListTab(tab: string | undefined): tab is UserListTab {
  return (USER_LIST_TABS as readonly (string | undefined)[]).includes(tab);
}
