// What every login page shares: Keycloak's login message keys and their English texts (a realm's localization texts
// override them as they would in Keycloak's login theme), the locale a page is shown in, and the page around a form.
// A page names the Keycloak login template it stands for (the body's data-page-id, as Keycloak's theme does), and
// its messages carry Keycloak's kc-feedback-text class, so a person, a test or a tool reads both servers alike.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "./escapeHtml.js";

export const ENGLISH = {
  loginAccountTitle: "Sign in to your account",
  usernameOrEmail: "Username or email",
  username: "Username",
  email: "Email",
  firstName: "First name",
  lastName: "Last name",
  password: "Password",
  doLogIn: "Sign In",
  doSubmit: "Submit",
  invalidUserMessage: "Invalid username or password.",
  accountDisabledMessage: "Account is disabled, contact your administrator.",
  loginOtpOneTime: "One-time code",
  invalidTotpMessage: "Invalid authenticator code.",
  missingTotpMessage: "Please specify authenticator code.",
  loginTotpTitle: "Mobile Authenticator Setup",
  loginTotpManualStep2: "Open the application and enter the key:",
  loginTotpManualStep3: "Use the following configuration values if the application allows setting them:",
  loginTotpType: "Type",
  loginTotpAlgorithm: "Algorithm",
  loginTotpDigits: "Digits",
  loginTotpInterval: "Interval",
  loginTotpCounter: "Counter",
  loginTotpTimeBased: "Time-based",
  loginTotpCounterBased: "Counter-based",
  loginTotpStep3: "Enter the one-time code provided by the application and click Submit to finish the setup.",
  loginTotpDeviceName: "Device Name",
  configureTotpMessage: "You need to set up Mobile Authenticator to activate your account.",
  updatePasswordTitle: "Update password",
  updatePasswordMessage: "You need to change your password to activate your account.",
  passwordNew: "New Password",
  passwordConfirm: "Confirm password",
  logoutOtherSessions: "Sign out from other devices",
  missingPasswordMessage: "Please specify password.",
  notMatchPasswordMessage: "Passwords don't match.",
  emailVerifyTitle: "Email verification",
  verifyEmailMessage: "You need to verify your email address to activate your account.",
  emailVerifyInstruction1: "An email with instructions to verify your email address has been sent to your address {0}.",
  emailVerifyInstruction2: "Haven't received a verification code in your email?",
  doClickHere: "Click here",
  emailVerifyInstruction3: "to re-send the email.",
  emailVerifiedMessage: "Your email address has been verified.",
  loginProfileTitle: "Update Account Information",
  updateProfileMessage: "You need to update your user profile to activate your account.",
  "error-user-attribute-required": "Please specify this field.",
  invalidEmailMessage: "Invalid email address.",
  termsTitle: "Terms and Conditions",
  termsText: "Terms and conditions to be defined",
  doAccept: "Accept",
  doDecline: "Decline",
  errorTitle: "We are sorry...",
  credentialSetupRequired: "Cannot login, credential setup required.",
  "access-denied": "Access denied",
  acrNotFulfilled: "Authentication requirements not fulfilled",
  unsupportedAuthenticatorMessage: "This server cannot run the authenticator {0} of the realm's browser flow.",
  unsupportedRequiredActionMessage: "This server cannot run the required action {0}.",
  "identity-provider-login-label": "Or sign in with",
  identityProviderUnexpectedErrorMessage: "Unexpected error when authenticating with identity provider",
  identityProviderNotFoundMessage: "Could not find an identity provider with the identifier.",
  federatedIdentityExistsMessage:
    "User with {0} {1} already exists. Please login to account management to link the account.",
  expiredActionMessage: "Action expired. Please continue with login now.",
} as const;

/** The page's only style; the pages' Content-Security-Policy allows it by its hash. */
export const LOGIN_STYLE = `
  body { font-family: system-ui, sans-serif; background: #f2f2f2; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.15); width: min(360px, 90vw); }
  h1 { font-size: 1.1rem; margin: 0 0 .25rem; color: #555; }
  h2 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .5rem; font-size: 1rem; border: 1px solid #999; border-radius: 4px; }
  button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #0066cc; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
  [role=alert] { background: #fdecea; color: #8b1a10; padding: .6rem; border-radius: 4px; }
  [role=status] { background: #e7f1fa; color: #004080; padding: .6rem; border-radius: 4px; }
  label.check { display: flex; gap: .5rem; align-items: center; font-weight: normal; }
  label.check input { width: auto; }
  dd, code { font-family: ui-monospace, monospace; }
  #kc-social-providers h3 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  #kc-social-providers ul { list-style: none; margin: 0; padding: 0; }
  #kc-social-providers a { display: block; margin-top: .5rem; padding: .5rem; border: 1px solid #0066cc; border-radius: 4px; color: #0066cc; text-align: center; }
`;

export type LoginMessageKey = keyof typeof ENGLISH;

export function loginLocale(realm: RealmData, requested: string | undefined): string {
  const supported = realm.rep.internationalizationEnabled ? (realm.rep.supportedLocales ?? []) : [];
  const wanted = (requested ?? "").split(" ").find((l) => supported.includes(l));
  return wanted ?? (realm.rep.internationalizationEnabled ? (realm.rep.defaultLocale ?? "en") : "en");
}

export type Texts = (key: LoginMessageKey, ...args: string[]) => string;

/**
 * A theme's message in the page's locale (the realm's localization texts over the theme's English ones), its {0},
 * {1}... filled in, escaped for HTML
 */
export function themeTexts<K extends string>(english: Record<K, string>, realm: RealmData, locale: string) {
  const texts = { ...english, ...realm.localizationTexts[locale] } as Record<K, string>;
  // a function as the replacement: an argument's "$&" or "$1" is text, not a replacement pattern
  return (key: K, ...args: string[]) =>
    escapeHtml(args.reduce((message, arg, i) => message.replace(`{${i}}`, () => arg), texts[key]));
}

export function loginTexts(realm: RealmData, locale: string): Texts {
  return themeTexts(ENGLISH, realm, locale);
}

/** a message of the page: what went wrong, or what the person is asked to do */
export interface PageMessage {
  kind: "error" | "info";
  /** already escaped */
  html: string;
}

export function messagesHtml(messages: PageMessage[]): string {
  return messages
    .map((m) => `<p class="kc-feedback-text" role="${m.kind === "error" ? "alert" : "status"}">${m.html}</p>`)
    .join("\n");
}

export const invalidAttribute = (invalid: boolean) => (invalid ? ' aria-invalid="true"' : "");

/**
 * the page around a form: `pageId` is the Keycloak template it stands for ("login-login", "login-error"); `style`, a
 * page's own rules after the shared ones, must be one the pages' Content-Security-Policy allows by its hash
 */
export function loginDocument(
  realm: RealmData,
  locale: string,
  pageId: string,
  heading: string,
  body: string,
  style?: string,
): string {
  const title = escapeHtml(realm.rep.displayName || realm.rep.realm);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} - ${title}</title>
<style>${LOGIN_STYLE}</style>${style === undefined ? "" : `\n<style>${style}</style>`}
</head>
<body data-page-id="${escapeHtml(pageId)}">
<main>
<h1>${title}</h1>
<h2 id="kc-page-title">${heading}</h2>
${body}
</main>
</body>
</html>`;
}
