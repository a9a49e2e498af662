// What Keycloak 26's authenticator factories declare besides their names: the requirement choices an execution of
// theirs offers, whether it takes a configuration, and that configuration's properties (config-description). Also
// which required actions are configurable (each with the max_auth_age property, as RequiredActionFactory gives it).
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "./authenticationProviders.js";

export type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";

const GENERIC: Requirement[] = ["REQUIRED", "ALTERNATIVE", "DISABLED"];
const REQUIRED_OR_DISABLED: Requirement[] = ["REQUIRED", "DISABLED"];
const ONLY_REQUIRED: Requirement[] = ["REQUIRED"];

/** choices differing from GENERIC, per factory */
const CHOICES: Record<string, Requirement[]> = {
  "auth-spnego": ["DISABLED", "ALTERNATIVE", "REQUIRED"],
  "conditional-user-configured": REQUIRED_OR_DISABLED,
  "conditional-user-role": REQUIRED_OR_DISABLED,
  "conditional-level-of-authentication": REQUIRED_OR_DISABLED,
  "direct-grant-validate-username": ONLY_REQUIRED,
  "direct-grant-validate-password": REQUIRED_OR_DISABLED,
  "reset-credentials-choose-user": ONLY_REQUIRED,
  "reset-credential-email": REQUIRED_OR_DISABLED,
  "reset-password": REQUIRED_OR_DISABLED,
  "reset-otp": REQUIRED_OR_DISABLED,
  "idp-confirm-link": REQUIRED_OR_DISABLED,
  "idp-username-password-form": ONLY_REQUIRED,
  "docker-http-basic-authenticator": ONLY_REQUIRED,
  "deny-access-authenticator": REQUIRED_OR_DISABLED,
  "allow-access-authenticator": REQUIRED_OR_DISABLED,
  "user-session-limits": REQUIRED_OR_DISABLED,
  "registration-user-creation": REQUIRED_OR_DISABLED,
  "registration-password-action": REQUIRED_OR_DISABLED,
  "registration-recaptcha-action": REQUIRED_OR_DISABLED,
  "registration-terms-and-conditions": REQUIRED_OR_DISABLED,
  "client-secret": ["ALTERNATIVE", "DISABLED"],
  "client-jwt": ["ALTERNATIVE", "DISABLED"],
  "client-secret-jwt": ["ALTERNATIVE", "DISABLED"],
  "client-x509": ["ALTERNATIVE", "DISABLED"],
};

const prop = (
  name: string,
  label: string,
  helpText: string,
  type: string,
  extra: Omit<Partial<ConfigPropertyRepresentation>, "defaultValue"> & { defaultValue?: unknown } = {},
): ConfigPropertyRepresentation =>
  ({ name, label, helpText, type, secret: false, required: false, ...extra }) as ConfigPropertyRepresentation;

/** config properties of the configurable authenticators (their getConfigProperties) */
export const CONFIG_PROPERTIES: Record<string, ConfigPropertyRepresentation[]> = {
  "identity-provider-redirector": [
    prop(
      "defaultProvider",
      "Default Identity Provider",
      "To automatically redirect to an identity provider set to the alias of the identity provider",
      "String",
    ),
  ],
  "conditional-user-role": [
    prop("condUserRole", "User role", "Role the user should have to execute this flow.", "Role", { required: true }),
    prop("negate", "Negate output", "Apply a NOT to the check result", "boolean", { defaultValue: false }),
  ],
  "conditional-level-of-authentication": [
    prop("loa-condition-level", "Level of Authentication (LoA)", "Level of authentication to check.", "int"),
    prop(
      "loa-max-age",
      "Max Age",
      "Maximum age in seconds after which this level of authentication expires and the user must authenticate again.",
      "int",
      { defaultValue: 36000 },
    ),
  ],
  "user-session-limits": [
    prop(
      "userRealmLimit",
      "Maximum concurrent sessions for each user within this realm.",
      "Configures the maximum number of sessions for a user within this realm.",
      "int",
      { defaultValue: 3 },
    ),
    prop(
      "userClientLimit",
      "Maximum concurrent sessions for each user per keycloak client.",
      "Configures the maximum number of sessions for a user per client.",
      "int",
      { defaultValue: 0 },
    ),
    prop("behavior", "Behavior when user session limit is exceeded", "What to do when a limit is exceeded.", "List", {
      defaultValue: "Deny new session",
      options: ["Deny new session", "Terminate oldest session"],
    }),
    prop("errorMessage", "Optional custom error message", "Shown when a new session is denied.", "String"),
  ],
  "deny-access-authenticator": [
    prop("denyErrorMessage", "Error message", "Error message which will be shown to the user.", "String"),
  ],
  "reset-otp": [
    prop(
      "action_on_otp_reset_flag",
      "Reset OTP",
      "Whether to remove one OTP credential (chosen by the user) or all of them.",
      "List",
      { defaultValue: "Remove one", options: ["Remove one", "Remove all"] },
    ),
  ],
  "idp-review-profile": [
    prop(
      "update.profile.on.first.login",
      "Update profile on first login",
      "Whether the user must review the profile: on, off, or missing (only when mandatory fields are missing).",
      "List",
      { defaultValue: "missing", options: ["on", "missing", "off"] },
    ),
  ],
  "idp-create-user-if-unique": [
    prop(
      "require.password.update.after.registration",
      "Require Password Update After Registration",
      "If enabled, the user must update the password after registration.",
      "boolean",
      { defaultValue: false },
    ),
  ],
  "registration-recaptcha-action": [
    prop("site.key", "reCAPTCHA Site Key", "The site key.", "String", { required: true }),
    prop("secret", "reCAPTCHA Secret", "The secret key.", "Password", { required: true, secret: true }),
    prop("useRecaptchaNet", "Use recaptcha.net", "Use recaptcha.net instead of google.com.", "boolean", {
      defaultValue: false,
    }),
  ],
};

export function requirementChoices(providerId: string): Requirement[] {
  return CHOICES[providerId] ?? GENERIC;
}

export function isConfigurable(providerId: string): boolean {
  return Object.hasOwn(CONFIG_PROPERTIES, providerId);
}

/** display name and help text of any authenticator, form action, form or client authenticator */
export function providerInfo(providerId: string): [string, string] | undefined {
  const tables = [AUTHENTICATORS, FORM_ACTIONS, CLIENT_AUTHENTICATORS, FORMS];
  for (const table of tables) if (Object.hasOwn(table, providerId)) return table[providerId];
  return undefined;
}

/** the provider table an execution's authenticator comes from, by its flow's type (getProviderFactory) */
export function providersForFlowType(flowProviderId: string | undefined): Record<string, [string, string]> {
  if (flowProviderId === "client-flow") return CLIENT_AUTHENTICATORS;
  if (flowProviderId === "form-flow") return FORM_ACTIONS;
  return AUTHENTICATORS;
}

/** required actions whose factory keeps RequiredActionFactory's default config metadata (max_auth_age) */
const CONFIGURABLE_REQUIRED_ACTIONS = new Set([
  "CONFIGURE_TOTP",
  "UPDATE_PASSWORD",
  "VERIFY_EMAIL",
  "webauthn-register",
  "webauthn-register-passwordless",
  "CONFIGURE_RECOVERY_AUTHN_CODES",
  "UPDATE_EMAIL",
]);

export const MAX_AUTH_AGE = "max_auth_age";
const MAX_AUTH_AGE_PROPERTY = prop(
  MAX_AUTH_AGE,
  "Maximum Age of Authentication",
  "Configures the duration in seconds this action can be used after the last authentication before the user is required to re-authenticate. This parameter is used just in the context of AIA when the kc_action parameter is available in the request, which is for instance when user himself updates his password in the account console.",
  "String",
  { defaultValue: "300" },
);

export function requiredActionConfigProperties(providerId: string): ConfigPropertyRepresentation[] | undefined {
  return CONFIGURABLE_REQUIRED_ACTIONS.has(providerId) ? [MAX_AUTH_AGE_PROPERTY] : undefined;
}
