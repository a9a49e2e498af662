export const AUTHENTICATION_TABS = ["flows", "required-actions"] as const;

export type AuthenticationTab = (typeof AUTHENTICATION_TABS)[number];

export function isAuthenticationTab(tab: string | undefined): tab is AuthenticationTab {
  return (AUTHENTICATION_TABS as readonly (string | undefined)[]).includes(tab);
}
