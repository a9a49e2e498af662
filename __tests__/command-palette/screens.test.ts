import { matchesQuery, paletteScreens, tabTitleKey } from "@/lib/command-palette/screens";

const routes = [
  { fullPath: "/$realm" },
  { fullPath: "/$realm/users", title: "users", access: { any: ["query-users"] } },
  { fullPath: "/$realm/users/$tab", title: "users", tabs: ["list"], access: { any: ["query-users"] } },
  { fullPath: "/$realm/users/$id/$tab", title: "userDetails", tabs: ["settings"] },
  { fullPath: "/$realm/groups/$", title: "groups" },
  {
    fullPath: "/$realm/authentication/$tab",
    title: "authentication",
    tabs: ["flows", "required-actions", "policies"],
    sections: { policies: ["passwordPolicy", "otpPolicy"] },
  },
  { fullPath: "/$realm/authentication", title: "authentication" },
  { fullPath: "/$realm/realm-settings/keys/$tab", title: "realmSettings", tabs: ["list", "providers"] },
  { fullPath: "/page-section/$providerId", title: "pageSection" },
];

describe("paletteScreens", () => {
  const screens = paletteScreens(routes);
  const titles = screens.map((screen) => screen.titleKeys.join(" > "));

  it("lists titled screens of a realm, and every tab and section, but no object's page", () => {
    expect(titles).toEqual([
      "users",
      "groups",
      "authentication > requiredActions",
      "authentication > policies",
      "authentication > policies > passwordPolicy",
      "authentication > policies > otpPolicy",
      "authentication",
      "realmSettings > keys > list",
      "realmSettings > keys > providers",
    ]);
  });

  it("opens a tab or section at its tab's URL, a splat route at its top", () => {
    const password = screens.find((screen) => screen.titleKeys.includes("passwordPolicy"));
    expect(password).toMatchObject({ to: "/$realm/authentication/$tab", params: { tab: "policies" } });
    expect(screens.find((screen) => screen.titleKeys[0] === "groups")?.params).toEqual({ _splat: "" });
  });

  it("keeps each route's access rule", () => {
    expect(screens[0].access).toEqual({ any: ["query-users"] });
  });

  it("keeps a tab's own access beside its route's", () => {
    const [permissions] = paletteScreens([
      {
        fullPath: "/$realm/users/$tab",
        title: "users",
        tabs: ["list", "permissions"],
        access: { any: ["query-users"] },
        tabAccess: { permissions: { any: ["view-realm"] } },
      },
    ]).filter((screen) => screen.params.tab === "permissions");
    expect(permissions).toMatchObject({ access: { any: ["query-users"] }, tabAccess: { any: ["view-realm"] } });
  });

  it("gives every entry its own id", () => {
    expect(new Set(screens.map((screen) => screen.id)).size).toBe(screens.length);
  });
});

describe("tabTitleKey", () => {
  it("camel-cases a tab's name", () => {
    expect(tabTitleKey("required-actions")).toBe("requiredActions");
    expect(tabTitleKey("keys")).toBe("keys");
  });
});

describe("matchesQuery", () => {
  it("wants every word, in any order and case", () => {
    expect(matchesQuery("Authentication › Policies › Password policy", "password POLICY")).toBe(true);
    expect(matchesQuery("Authentication › Policies › Password policy", "policy auth")).toBe(true);
    expect(matchesQuery("Authentication › Policies › OTP policy", "password policy")).toBe(false);
  });
});
