import { navigationSections, type NavigationInput } from "@/components/shell/navigation";
import { APP_NAV_ROUTES } from "./appNavRoutes";
import { ALL_PERMISSIONS } from "./consoleMocks";

function sections(overrides: Partial<NavigationInput>) {
  const result = navigationSections({
    realm: "master",
    permissions: ALL_PERMISSIONS,
    navRoutes: APP_NAV_ROUTES,
    organizationsEnabled: false,
    providerPages: [],
    providerPageRoute: { access: { any: ["view-realm"] } },
    onCreateRealmPage: false,
    ...overrides,
  });
  return Object.fromEntries(result.map((section) => [section.group, section.items.map((item) => item.label)]));
}

describe("navigationSections", () => {
  it("gives an admin every item", () => {
    expect(sections({})).toEqual({
      manage: ["clients", "clientScopes", "realmRoles", "users", "groups", "sessions", "events"],
      configure: ["realmSettings", "authentication", "identityProviders", "userFederation", "advisor", "realmDiff"],
    });
  });

  it("gives a user with only query-users the Users item alone", () => {
    expect(sections({ permissions: ["query-users"] })).toEqual({ manage: ["users"] });
  });

  it("shows groups and organizations to query-groups once organizations are on", () => {
    expect(sections({ permissions: ["query-groups"], organizationsEnabled: true })).toEqual({
      manage: ["organizations", "groups"],
    });
  });

  it("hides the Manage group without one of its permissions, even if an item would be allowed", () => {
    expect(sections({ permissions: ["view-users"] })).toEqual({});
  });

  it("shows Configure to view-identity-providers with the items it opens", () => {
    expect(sections({ permissions: ["view-identity-providers"] })).toEqual({
      configure: ["authentication", "identityProviders"],
    });
  });

  it("shows the client items to query-clients (navigation treats lists as any)", () => {
    expect(sections({ permissions: ["query-clients"] })).toEqual({ manage: ["clients"] });
  });

  it("leaves out items whose route is not registered yet", () => {
    const onlyUsers = APP_NAV_ROUTES.filter((route) => ["/$realm/users", "/$realm/realm-settings"].includes(route.to));
    expect(sections({ navRoutes: onlyUsers })).toEqual({ manage: ["users"], configure: ["realmSettings"] });
  });

  it("adds provider pages to Configure when their route exists", () => {
    const result = navigationSections({
      realm: "master",
      permissions: ["view-realm"],
      navRoutes: APP_NAV_ROUTES,
      organizationsEnabled: false,
      providerPages: ["my-page"],
      providerPageRoute: { access: { any: ["view-realm"] } },
      onCreateRealmPage: false,
    });
    const configure = result.find((section) => section.group === "configure");
    expect(configure?.items.at(-1)).toEqual({
      label: "my-page",
      translate: false,
      to: "/$realm/page-section/$providerId",
      params: { realm: "master", providerId: "my-page" },
    });
  });

  it("shows nothing on the create-realm page", () => {
    expect(sections({ onCreateRealmPage: true })).toEqual({});
  });
});
