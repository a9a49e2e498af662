import { tabList, type TabOf } from "@/lib/router/tabList";

export const authenticationTabs = tabList("authentication", ["flows", "required-actions", "policies"], {
  bare: true,
  firstAtBare: true,
  // the policies tab's own tabs (policies/PoliciesTab.tsx), which the command palette finds by their titles
  sections: { policies: ["passwordPolicy", "otpPolicy", "webauthnPolicy", "webauthnPasswordlessPolicy", "cibaPolicy"] },
});

export type AuthenticationTab = TabOf<typeof authenticationTabs>;
