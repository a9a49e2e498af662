// The account page's texts: Keycloak's account theme keys where it has one for the text (so a realm's localization
// texts override them as they would Keycloak's), and a few of the dev server's own for what its page says otherwise.
import type { RealmData } from "../store/model.js";
import { themeTexts } from "../oidc/loginPage.js";

export const ACCOUNT_ENGLISH = {
  accountManagementTitle: "Account Management",
  signedInAs: "Signed in as {0}",
  doSignOut: "Sign Out",
  doSave: "Save",
  personalInfoHtmlTitle: "Personal Info",
  username: "Username",
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  changePasswordHtmlTitle: "Change Password",
  currentPassword: "Current Password",
  passwordNew: "New Password",
  passwordConfirm: "Confirmation",
  logoutOtherSessions: "Sign out from other devices",
  sessionsHtmlTitle: "Sessions",
  device: "Device",
  ip: "IP",
  started: "Started",
  lastAccess: "Last Access",
  clients: "Clients",
  currentSession: "This session",
  unknownDevice: "Unknown device",
  signOutSession: "Sign out",
  signOutOtherSessions: "Sign out all other sessions",
  linkedAccountsHtmlTitle: "Linked Accounts",
  identityProvider: "Identity Provider",
  unLink: "Unlink",
  noLinkedAccounts: "No identity provider is linked to your account.",
  viewOnlyMessage: "You may view your account, not change it.",
  accountUpdatedMessage: "Your account has been updated.",
  accountPasswordUpdatedMessage: "Your password has been updated.",
  missingPasswordMessage: "Please specify password.",
  invalidPasswordExistingMessage: "Invalid existing password.",
  invalidPasswordConfirmMessage: "Password confirmation doesn't match.",
  readOnlyPasswordMessage: "You can't update your password as your account is read-only.",
  usernameExistsMessage: "Username already exists.",
  emailExistsMessage: "Email already exists.",
  sessionSignedOutMessage: "The session has been signed out.",
  otherSessionsSignedOutMessage: "Your other sessions have been signed out.",
  identityProviderNotFoundMessage: "Specified identity provider not found.",
  federatedIdentityLinkNotActiveMessage: "This identity is not active anymore.",
  federatedIdentityRemovingLastProviderMessage:
    "You can't remove last federated identity as you don't have a password.",
  identityProviderRemovedMessage: "Identity provider removed successfully.",
  errorTitle: "We are sorry...",
  noAccessMessage: "Access not allowed",
  staleCodeAccountMessage: "The page expired. Please try one more time.",
  invalidRequestMessage: "Invalid Request",
  loginFailedMessage: "Signing in did not complete ({0}).",
  backToAccount: "Back to your account",
  "error-invalid-value": "Invalid value.",
  "error-invalid-length": "Attribute {0} must have a length between {1} and {2}.",
  "error-invalid-length-too-short": "Attribute {0} must have minimal length of {1}.",
  "error-invalid-length-too-long": "Attribute {0} must have maximal length of {2}.",
  "error-invalid-email": "Invalid email address.",
  "error-invalid-number": "Invalid number.",
  "error-number-out-of-range-too-big": "Attribute {0} must have maximal value of {2}.",
  "error-pattern-no-match": "Invalid value.",
  "error-invalid-uri": "Invalid URL.",
  "error-invalid-date": "Invalid date.",
  "error-user-attribute-required": "Please specify attribute {0}.",
  "error-user-attribute-read-only": "The field {0} is read only.",
  "error-username-invalid-character": "Username contains invalid character.",
  "error-person-name-invalid-character": "Name contains invalid character.",
} as const;

export type AccountMessageKey = keyof typeof ACCOUNT_ENGLISH;
export type AccountTexts = (key: AccountMessageKey, ...args: string[]) => string;

export const isAccountMessageKey = (key: string): key is AccountMessageKey => Object.hasOwn(ACCOUNT_ENGLISH, key);

export function accountTexts(realm: RealmData, locale: string): AccountTexts {
  return themeTexts<AccountMessageKey>(ACCOUNT_ENGLISH, realm, locale);
}

/** a user profile attribute's display name, not escaped: "${firstName}" names a message of the page or the realm */
export function attributeLabel(realm: RealmData, locale: string, text: string): string {
  const key = /^\$\{(.+)\}$/.exec(text)?.[1];
  if (key === undefined) return text;
  const texts: Record<string, string> = { ...ACCOUNT_ENGLISH, ...realm.localizationTexts[locale] };
  return Object.hasOwn(texts, key) ? texts[key] : key;
}
