import { authorizationTabs } from "@/components/areas/client-authorization/authorizationTabs";
import { dashboardTabs } from "@/components/areas/dashboard/dashboardTabs";
import { realmSettingsTabs } from "@/components/areas/realm-settings/realmSettingsTabs";
import { userTabs } from "@/components/areas/users/details/userTabs";
import { tabTitle } from "@/lib/router/tabList";

// The titles each screen wrote out by hand before the tab lists derived them: the derived ones must be the same keys.
describe("tab titles", () => {
  it("derives a title from the tab's name in camelCase", () => {
    expect(tabTitle("role-mapping")).toBe("roleMapping");
    expect(tabTitle("identity-provider-links")).toBe("identityProviderLinks");
    expect(tabTitle("settings")).toBe("settings");
  });

  it("takes the titles a list names over the derived ones", () => {
    expect(authorizationTabs.tabs.map(authorizationTabs.title)).toEqual([
      "settings",
      "resources",
      "authorizationScopes",
      "policies",
      "permissions",
      "evaluate",
      "export",
    ]);
    expect(userTabs.title("settings")).toBe("details");
    expect(userTabs.title("events")).toBe("userEvents");
    expect(realmSettingsTabs.title("security-defenses")).toBe("securityDefences");
    expect(realmSettingsTabs.title("user-registration")).toBe("userRegistration");
    expect(dashboardTabs.tabs.map(dashboardTabs.title)).toEqual([
      "welcomeTabTitle",
      "serverInfo",
      "providerInfo",
      "loginActivity",
    ]);
  });
});
