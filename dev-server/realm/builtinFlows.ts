// Keycloak 26.7's built-in authentication flows, as data: each flow's executions in order, with the configs they name.

type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";
/** an authenticator or a sub-flow (by alias), at Keycloak's priority, with the alias of its config if it has one */
type Step = ({ authenticator: string } | { flow: string }) & {
  requirement: Requirement;
  priority: number;
  config?: string;
};
interface FlowSpec {
  alias: string;
  /** the Organization flow has none */
  description?: string;
  providerId: "basic-flow" | "form-flow" | "client-flow";
  topLevel: boolean;
  steps: Step[];
  /** form flows are driven by a form authenticator */
  formAuthenticator?: string;
}

/** the configs the built-in flows' executions name */
export const CONFIGS: Record<string, Record<string, string>> = {
  "browser-conditional-credential": { credentials: "webauthn-passwordless" },
  "create unique user config": { "require.password.update.after.registration": "false" },
  "first-broker-login-conditional-credential": { credentials: "webauthn-passwordless" },
  "review profile config": { "update.profile.on.first.login": "missing" },
};

export const FLOWS: FlowSpec[] = [
  {
    alias: "browser",
    description: "Browser based authentication",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      { authenticator: "auth-cookie", requirement: "ALTERNATIVE", priority: 10 },
      { authenticator: "auth-spnego", requirement: "DISABLED", priority: 20 },
      { authenticator: "identity-provider-redirector", requirement: "ALTERNATIVE", priority: 25 },
      { flow: "Organization", requirement: "ALTERNATIVE", priority: 26 },
      { flow: "forms", requirement: "ALTERNATIVE", priority: 30 },
    ],
  },
  {
    alias: "forms",
    description: "Username, password, otp and other auth forms.",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "auth-username-password-form", requirement: "REQUIRED", priority: 10 },
      { flow: "Browser - Conditional 2FA", requirement: "CONDITIONAL", priority: 20 },
    ],
  },
  {
    alias: "Browser - Conditional 2FA",
    description: "Flow to determine if any 2FA is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      {
        authenticator: "conditional-credential",
        requirement: "REQUIRED",
        priority: 20,
        config: "browser-conditional-credential",
      },
      { authenticator: "auth-otp-form", requirement: "ALTERNATIVE", priority: 30 },
      { authenticator: "webauthn-authenticator", requirement: "DISABLED", priority: 40 },
      { authenticator: "auth-recovery-authn-code-form", requirement: "DISABLED", priority: 50 },
    ],
  },
  {
    alias: "Organization",
    providerId: "basic-flow",
    topLevel: false,
    steps: [{ flow: "Browser - Conditional Organization", requirement: "CONDITIONAL", priority: 10 }],
  },
  {
    alias: "Browser - Conditional Organization",
    description: "Flow to determine if the organization identity-first login is to be used",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      { authenticator: "organization", requirement: "ALTERNATIVE", priority: 20 },
    ],
  },
  {
    alias: "direct grant",
    description: "OpenID Connect Resource Owner Grant",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      { authenticator: "direct-grant-validate-username", requirement: "REQUIRED", priority: 10 },
      { authenticator: "direct-grant-validate-password", requirement: "REQUIRED", priority: 20 },
      { flow: "Direct Grant - Conditional OTP", requirement: "CONDITIONAL", priority: 30 },
    ],
  },
  {
    alias: "Direct Grant - Conditional OTP",
    description: "Flow to determine if the OTP is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      { authenticator: "direct-grant-validate-otp", requirement: "REQUIRED", priority: 20 },
    ],
  },
  {
    alias: "registration",
    description: "Registration flow",
    providerId: "basic-flow",
    topLevel: true,
    steps: [{ flow: "registration form", requirement: "REQUIRED", priority: 10 }],
  },
  {
    alias: "registration form",
    description: "Registration form",
    providerId: "form-flow",
    topLevel: false,
    formAuthenticator: "registration-page-form",
    steps: [
      { authenticator: "registration-user-creation", requirement: "REQUIRED", priority: 20 },
      { authenticator: "registration-password-action", requirement: "REQUIRED", priority: 50 },
      { authenticator: "registration-recaptcha-action", requirement: "DISABLED", priority: 60 },
      { authenticator: "registration-terms-and-conditions", requirement: "DISABLED", priority: 70 },
    ],
  },
  {
    alias: "reset credentials",
    description: "Reset credentials for a user if they forgot their password or something",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      { authenticator: "reset-credentials-choose-user", requirement: "REQUIRED", priority: 10 },
      { authenticator: "reset-credential-email", requirement: "REQUIRED", priority: 20 },
      { authenticator: "reset-password", requirement: "REQUIRED", priority: 30 },
      { flow: "Reset - Conditional OTP", requirement: "CONDITIONAL", priority: 40 },
    ],
  },
  {
    alias: "Reset - Conditional OTP",
    description: "Flow to determine if the OTP should be reset or not. Set to REQUIRED to force.",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      { authenticator: "reset-otp", requirement: "REQUIRED", priority: 20 },
    ],
  },
  {
    alias: "clients",
    description: "Base authentication for clients",
    providerId: "client-flow",
    topLevel: true,
    steps: [
      { authenticator: "client-secret", requirement: "ALTERNATIVE", priority: 10 },
      { authenticator: "client-jwt", requirement: "ALTERNATIVE", priority: 20 },
      { authenticator: "client-secret-jwt", requirement: "ALTERNATIVE", priority: 30 },
      { authenticator: "client-x509", requirement: "ALTERNATIVE", priority: 40 },
      { authenticator: "federated-jwt", requirement: "ALTERNATIVE", priority: 50 },
    ],
  },
  {
    alias: "first broker login",
    description:
      "Actions taken after first broker login with identity provider account, which is not yet linked to any Keycloak account",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      { authenticator: "idp-review-profile", requirement: "REQUIRED", priority: 10, config: "review profile config" },
      { flow: "User creation or linking", requirement: "REQUIRED", priority: 20 },
      { flow: "First Broker Login - Conditional Organization", requirement: "CONDITIONAL", priority: 60 },
    ],
  },
  {
    alias: "User creation or linking",
    description: "Flow for the existing/non-existing user alternatives",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      {
        authenticator: "idp-create-user-if-unique",
        requirement: "ALTERNATIVE",
        priority: 10,
        config: "create unique user config",
      },
      { flow: "Handle Existing Account", requirement: "ALTERNATIVE", priority: 20 },
    ],
  },
  {
    alias: "Handle Existing Account",
    description:
      "Handle what to do if there is existing account with same email/username like authenticated identity provider",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "idp-confirm-link", requirement: "REQUIRED", priority: 10 },
      { flow: "Account verification options", requirement: "REQUIRED", priority: 20 },
    ],
  },
  {
    alias: "Account verification options",
    description: "Method with which to verify the existing account",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "idp-email-verification", requirement: "ALTERNATIVE", priority: 10 },
      { flow: "Verify Existing Account by Re-authentication", requirement: "ALTERNATIVE", priority: 20 },
    ],
  },
  {
    alias: "Verify Existing Account by Re-authentication",
    description: "Reauthentication of existing account",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "idp-username-password-form", requirement: "REQUIRED", priority: 10 },
      { flow: "First broker login - Conditional 2FA", requirement: "CONDITIONAL", priority: 20 },
    ],
  },
  {
    alias: "First broker login - Conditional 2FA",
    description: "Flow to determine if any 2FA is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      {
        authenticator: "conditional-credential",
        requirement: "REQUIRED",
        priority: 20,
        config: "first-broker-login-conditional-credential",
      },
      { authenticator: "auth-otp-form", requirement: "ALTERNATIVE", priority: 30 },
      { authenticator: "webauthn-authenticator", requirement: "DISABLED", priority: 40 },
      { authenticator: "auth-recovery-authn-code-form", requirement: "DISABLED", priority: 50 },
    ],
  },
  {
    alias: "First Broker Login - Conditional Organization",
    description: "Flow to determine if the authenticator that adds organization members is to be used",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      { authenticator: "conditional-user-configured", requirement: "REQUIRED", priority: 10 },
      { authenticator: "idp-add-organization-member", requirement: "REQUIRED", priority: 20 },
    ],
  },
  {
    alias: "docker auth",
    description: "Used by Docker clients to authenticate against the IDP",
    providerId: "basic-flow",
    topLevel: true,
    steps: [{ authenticator: "docker-http-basic-authenticator", requirement: "REQUIRED", priority: 10 }],
  },
  {
    alias: "saml ecp",
    description: "SAML ECP Profile Authentication Flow",
    providerId: "basic-flow",
    topLevel: true,
    steps: [{ authenticator: "http-basic-authenticator", requirement: "REQUIRED", priority: 10 }],
  },
];
