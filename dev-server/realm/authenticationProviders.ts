// The authenticators, form actions, client authenticators and required actions Keycloak 26.7 ships, by id.
import { PROVIDERS } from "./authenticatorCatalog.js";

/** id -> [display name, description], as Keycloak's provider lists give them */
const named = (table: Record<string, { displayName: string; description: string }>): Record<string, [string, string]> =>
  Object.fromEntries(Object.entries(table).map(([id, p]) => [id, [p.displayName, p.description]]));

export const AUTHENTICATORS = named(PROVIDERS.authenticators);
export const FORM_ACTIONS = named(PROVIDERS.formActions);
export const FORMS = named(PROVIDERS.forms);
export const CLIENT_AUTHENTICATORS = named(PROVIDERS.clientAuthenticators);

/** Keycloak 26.7's required actions, every one registered in a new realm, at its priority */
export const REQUIRED_ACTIONS: [alias: string, name: string, enabled: boolean, priority: number][] = [
  ["TERMS_AND_CONDITIONS", "Terms and Conditions", false, 20],
  ["UPDATE_PROFILE", "Update Profile", true, 40],
  ["VERIFY_EMAIL", "Verify Email", true, 50],
  ["CONFIGURE_TOTP", "Configure OTP", true, 54],
  ["UPDATE_PASSWORD", "Update Password", true, 57],
  ["delete_account", "Delete Account", false, 60],
  ["UPDATE_EMAIL", "Update Email", false, 70],
  ["webauthn-register", "Webauthn Register", true, 80],
  ["webauthn-register-passwordless", "Webauthn Register Passwordless", true, 90],
  ["VERIFY_PROFILE", "Verify Profile", true, 100],
  ["delete_credential", "Delete Credential", true, 110],
  ["idp_link", "Linking Identity Provider", true, 120],
  ["CONFIGURE_RECOVERY_AUTHN_CODES", "Recovery Authentication Codes", true, 130],
  ["update_user_locale", "Update User Locale", true, 1000],
];
