import { isLocked, isOn, LOGIN_SECTIONS, switchChange } from "@/components/areas/realm-settings/login/loginSwitches";

describe("login switches", () => {
  it("lists Keycloak's eight switches once each", () => {
    const names = LOGIN_SECTIONS.flatMap((section) => section.switches.map((entry) => entry.name));
    expect(names).toEqual([
      "registrationAllowed",
      "resetPasswordAllowed",
      "rememberMe",
      "registrationEmailAsUsername",
      "loginWithEmailAllowed",
      "duplicateEmailsAllowed",
      "verifyEmail",
      "editUsernameAllowed",
    ]);
  });

  it("turns duplicate emails off with email as username and login with email", () => {
    expect(switchChange("registrationEmailAsUsername", true)).toEqual({
      registrationEmailAsUsername: true,
      duplicateEmailsAllowed: false,
    });
    expect(switchChange("loginWithEmailAllowed", false)).toEqual({
      loginWithEmailAllowed: false,
      duplicateEmailsAllowed: false,
    });
    expect(switchChange("verifyEmail", true)).toEqual({ verifyEmail: true });
  });

  it("reads login with email as on unless the realm turns it off", () => {
    expect(isOn({}, "loginWithEmailAllowed")).toBe(true);
    expect(isOn({ loginWithEmailAllowed: false }, "loginWithEmailAllowed")).toBe(false);
    expect(isOn({}, "registrationAllowed")).toBe(false);
    expect(isOn({ registrationAllowed: true }, "registrationAllowed")).toBe(true);
  });

  it("locks duplicate emails while an email identifies the user", () => {
    expect(isLocked({ loginWithEmailAllowed: true }, "duplicateEmailsAllowed")).toBe(true);
    expect(
      isLocked({ loginWithEmailAllowed: false, registrationEmailAsUsername: true }, "duplicateEmailsAllowed"),
    ).toBe(true);
    expect(
      isLocked({ loginWithEmailAllowed: false, registrationEmailAsUsername: false }, "duplicateEmailsAllowed"),
    ).toBe(false);
    expect(isLocked({ loginWithEmailAllowed: true }, "verifyEmail")).toBe(false);
  });
});
