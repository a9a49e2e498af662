import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { themeOptions, themesToRealm, toThemesValues } from "@/components/areas/realm-settings/themes/themesForm";

const serverInfo: ServerInfoRepresentation = {
  themes: { login: [{ name: "keycloak" }, { name: "keycloak.v2" }], email: [{ name: "keycloak" }] },
};

describe("themes form", () => {
  it("offers serverinfo's themes of the type", () => {
    expect(themeOptions(serverInfo, "login", "")).toEqual(["keycloak", "keycloak.v2"]);
    expect(themeOptions(serverInfo, "admin", "")).toEqual([]);
  });

  it("keeps the realm's theme when the server no longer lists it", () => {
    expect(themeOptions(serverInfo, "email", "gone")).toEqual(["keycloak", "gone"]);
    expect(themeOptions(serverInfo, "login", "keycloak")).toEqual(["keycloak", "keycloak.v2"]);
  });

  it("reads absent themes as the default and sends the default back as an empty string", () => {
    const realm = { realm: "acme", loginTheme: "keycloak", accessTokenLifespan: 300 };
    const values = toThemesValues(realm);
    expect(values).toEqual({ loginTheme: "keycloak", accountTheme: "", adminTheme: "", emailTheme: "" });
    expect(themesToRealm(realm, { ...values, loginTheme: "", emailTheme: "keycloak" })).toEqual({
      realm: "acme",
      accessTokenLifespan: 300,
      loginTheme: "",
      accountTheme: "",
      adminTheme: "",
      emailTheme: "keycloak",
    });
  });
});
