import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

export type LoginSwitchName =
  | "registrationAllowed"
  | "resetPasswordAllowed"
  | "rememberMe"
  | "registrationEmailAsUsername"
  | "loginWithEmailAllowed"
  | "duplicateEmailsAllowed"
  | "verifyEmail"
  | "editUsernameAllowed";

export type LoginSwitch = { name: LoginSwitchName; help: string };

/** The tab's sections in Keycloak's order: each a title key and its switches (label key = field name). */
export const LOGIN_SECTIONS: { title: string; switches: LoginSwitch[] }[] = [
  {
    title: "loginScreenCustomization",
    switches: [
      { name: "registrationAllowed", help: "userRegistrationHelpText" },
      { name: "resetPasswordAllowed", help: "forgotPasswordHelpText" },
      { name: "rememberMe", help: "rememberMeHelpText" },
    ],
  },
  {
    title: "emailSettings",
    switches: [
      { name: "registrationEmailAsUsername", help: "emailAsUsernameHelpText" },
      { name: "loginWithEmailAllowed", help: "loginWithEmailHelpText" },
      { name: "duplicateEmailsAllowed", help: "duplicateEmailsHelpText" },
      { name: "verifyEmail", help: "verifyEmailHelpText" },
    ],
  },
  { title: "userInfoSettings", switches: [{ name: "editUsernameAllowed", help: "editUsernameHelp" }] },
];

/**
 * What turning one switch sends. Email as username and login with email each need an email to find one user, so
 * changing either turns duplicate emails off, as Keycloak's console does.
 */
export function switchChange(name: LoginSwitchName, value: boolean): Partial<RealmRepresentation> {
  if (name === "registrationEmailAsUsername" || name === "loginWithEmailAllowed") {
    return { [name]: value, duplicateEmailsAllowed: false };
  }
  return { [name]: value };
}

/** A switch's state as the server has it; login with email is on unless the realm says otherwise. */
export function isOn(realm: RealmRepresentation, name: LoginSwitchName): boolean {
  if (name === "loginWithEmailAllowed") return realm.loginWithEmailAllowed !== false;
  return realm[name] === true;
}

/** Duplicate emails cannot be allowed while an email identifies the user (login with email, email as username). */
export function isLocked(realm: RealmRepresentation, name: LoginSwitchName): boolean {
  return (
    name === "duplicateEmailsAllowed" &&
    (isOn(realm, "loginWithEmailAllowed") || isOn(realm, "registrationEmailAsUsername"))
  );
}
