// The authenticators, form actions, client authenticators and required actions Keycloak 26 ships, by id.

/** id -> [display name, description]; the same names Keycloak's providers report */
export const AUTHENTICATORS: Record<string, [string, string]> = {
  "auth-cookie": ["Cookie", "Validates the SSO cookie set by the auth server."],
  "auth-spnego": ["Kerberos", "Initiates the SPNEGO protocol. Most often used with Kerberos."],
  "identity-provider-redirector": [
    "Identity Provider Redirector",
    "Redirects to default Identity Provider or Identity Provider specified with kc_idp_hint query parameter",
  ],
  "auth-username-password-form": ["Username Password Form", "Validates a username and password from login form."],
  "auth-username-form": ["Username Form", "Selects a user from his username."],
  "auth-password-form": ["Password Form", "Validates a password from login form."],
  "auth-otp-form": ["OTP Form", "Validates a OTP on a separate OTP form."],
  "conditional-user-configured": [
    "Condition - user configured",
    "Executes the current flow only if authenticators are configured",
  ],
  "conditional-user-role": ["Condition - user role", "Flow is executed only if user has the given role."],
  "conditional-level-of-authentication": [
    "Condition - Level of Authentication",
    "Flow is executed only if the configured LOA or a higher one has been requested but not yet satisfied.",
  ],
  "direct-grant-validate-username": [
    "Username Validation",
    "Validates the username supplied as a 'username' form parameter in direct grant request",
  ],
  "direct-grant-validate-password": [
    "Password",
    "Validates the password supplied as a 'password' form parameter in direct grant request",
  ],
  "direct-grant-validate-otp": [
    "OTP",
    "Validates the one time password supplied as a 'totp' form parameter in direct grant request",
  ],
  "reset-credentials-choose-user": ["Choose User", "Choose a user to reset credentials for"],
  "reset-credential-email": ["Send Reset Email", "Send email to user and wait for response."],
  "reset-password": [
    "Reset Password",
    "Sets the Update Password required action if execution is REQUIRED. Will also set it if execution is OPTIONAL and the password is currently configured for it.",
  ],
  "reset-otp": [
    "Reset OTP",
    "Removes existing OTP configurations (if chosen) and sets the 'Configure OTP' required action.",
  ],
  "idp-review-profile": [
    "Review Profile",
    "User reviews and updates profile data retrieved from Identity Provider in the displayed form",
  ],
  "idp-create-user-if-unique": [
    "Create User If Unique",
    "Detect if there is existing Keycloak account with same email like identity provider. If no, create new user",
  ],
  "idp-confirm-link": [
    "Confirm link existing account",
    "Show the form where user confirms if he wants to link identity provider with existing account or rather edit user profile data retrieved from identity provider to avoid conflict",
  ],
  "idp-email-verification": [
    "Verify existing account by Email",
    "Email verification of existing Keycloak user, that wants to link his user account with identity provider",
  ],
  "idp-username-password-form": [
    "Username Password Form for identity provider reauthentication",
    "Validates a password from login form. Username may be already known from identity provider authentication",
  ],
  "docker-http-basic-authenticator": [
    "Docker Authenticator",
    "Uses HTTP Basic authentication to validate docker users, returning a docker error token on auth failure",
  ],
  "webauthn-authenticator": [
    "WebAuthn Authenticator",
    "Authenticator for WebAuthn. Usually used for WebAuthn two-factor authentication",
  ],
  "webauthn-authenticator-passwordless": [
    "WebAuthn Passwordless Authenticator",
    "Authenticator for Passwordless WebAuthn authentication",
  ],
  "auth-recovery-authn-code-form": ["Recovery Authentication Code Form", "Validates a Recovery Authentication Code"],
  "deny-access-authenticator": ["Deny access", "Access will be always denied."],
  "user-session-limits": [
    "User session count limiter",
    "Configures how many concurrent sessions a single user is allowed to create for this realm and/or client",
  ],
  "auth-x509-client-username-form": [
    "X509/Validate Username Form",
    "Validates username and password from X509 client certificate received as a part of mutual SSL handshake.",
  ],
  "idp-auto-link": [
    "Automatically set existing user",
    "Automatically set existing user to authentication context without any verification",
  ],
  "idp-detect-existing-broker-user": [
    "Detect existing broker user",
    "Detect if there is an existing Keycloak account with same email like identity provider. If no, throw an error.",
  ],
  "allow-access-authenticator": [
    "Allow access",
    "Authenticator will always successfully authenticate. Useful for example in the conditional flows to be used after satisfying the previous conditions",
  ],
};
export const FORM_ACTIONS: Record<string, [string, string]> = {
  "registration-user-creation": [
    "Registration User Profile Creation",
    "This action must always be first! Validates the username and user profile of the user in validation phase.  In success phase, this will create the user in the database including his user profile.",
  ],
  "registration-password-action": [
    "Password Validation",
    "Validates that password matches password confirmation field.  It also will store password in user's credential store.",
  ],
  "registration-recaptcha-action": ["reCAPTCHA", "Adds Google reCAPTCHA to the form."],
  "registration-terms-and-conditions": [
    "Terms and conditions",
    "Asks the user to accept terms and conditions before submitting its registration form.",
  ],
};
export const FORMS: Record<string, [string, string]> = {
  "registration-page-form": ["Registration Page", "This is the controller for the registration page"],
};
export const CLIENT_AUTHENTICATORS: Record<string, [string, string]> = {
  "client-secret": [
    "Client Id and Secret",
    "Validates client based on 'client_id' and 'client_secret' sent either in request parameters or in 'Authorization: Basic' header",
  ],
  "client-jwt": [
    "Signed Jwt",
    "Validates client based on signed JWT issued by client and signed with the Client private key",
  ],
  "client-secret-jwt": [
    "Signed Jwt with Client Secret",
    "Validates client based on signed JWT issued by client and signed with the Client Secret",
  ],
  "client-x509": ["X509 Certificate", "Validates client based on a X509 Certificate"],
};

export const REQUIRED_ACTIONS: [alias: string, name: string, enabled: boolean][] = [
  ["CONFIGURE_TOTP", "Configure OTP", true],
  ["TERMS_AND_CONDITIONS", "Terms and Conditions", false],
  ["UPDATE_PASSWORD", "Update Password", true],
  ["UPDATE_PROFILE", "Update Profile", true],
  ["VERIFY_EMAIL", "Verify Email", true],
  ["delete_account", "Delete Account", false],
  ["webauthn-register", "Webauthn Register", true],
  ["webauthn-register-passwordless", "Webauthn Register Passwordless", true],
  ["VERIFY_PROFILE", "Verify Profile", true],
  ["delete_credential", "Delete Credential", true],
  ["update_user_locale", "Update User Locale", true],
];
/** required actions a realm may register but does not by default */
export const OPTIONAL_REQUIRED_ACTIONS: [string, string][] = [
  ["CONFIGURE_RECOVERY_AUTHN_CODES", "Recovery Authentication Codes"],
  ["UPDATE_EMAIL", "Update Email"],
];
