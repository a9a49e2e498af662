// The login pages: plain HTML forms at oidc-provider's interaction URL (username and password, one-time code, OTP
// setup, the flow's error page). Its texts use Keycloak's login message keys
// so a realm's localization texts override them as they would in Keycloak's login theme.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "./escapeHtml.js";

export const ENGLISH = {
  loginAccountTitle: "Sign in to your account",
  usernameOrEmail: "Username or email",
  username: "Username",
  password: "Password",
  doLogIn: "Sign In",
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
  doSubmit: "Submit",
  errorTitle: "We are sorry...",
  unsupportedAuthenticatorMessage: "This server cannot run the authenticator {0} of the realm's browser flow.",
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
  dd, code { font-family: ui-monospace, monospace; }
  #kc-social-providers h3 { font-size: 1rem; margin: 1.5rem 0 .5rem; }
  #kc-social-providers ul { list-style: none; margin: 0; padding: 0; }
  #kc-social-providers a { display: block; margin-top: .5rem; padding: .5rem; border: 1px solid #0066cc; border-radius: 4px; color: #0066cc; text-align: center; }
`;

export type LoginMessageKey = keyof typeof ENGLISH;

/** an identity provider the login page offers, with the URL that starts its brokered login */
export interface LoginPageBroker {
  alias: string;
  displayName: string;
  href: string;
}

export interface LoginPageInput {
  realm: RealmData;
  locale?: string;
  username?: string;
  error?: LoginMessageKey;
  brokers?: LoginPageBroker[];
}

export function loginLocale(realm: RealmData, requested: string | undefined): string {
  const supported = realm.rep.internationalizationEnabled ? (realm.rep.supportedLocales ?? []) : [];
  const wanted = (requested ?? "").split(" ").find((l) => supported.includes(l));
  return wanted ?? (realm.rep.internationalizationEnabled ? (realm.rep.defaultLocale ?? "en") : "en");
}

function textsOf(realm: RealmData, locale: string) {
  const texts = { ...ENGLISH, ...realm.localizationTexts[locale] } as Record<LoginMessageKey, string>;
  return (key: LoginMessageKey, ...args: string[]) =>
    escapeHtml(args.reduce((message, arg, i) => message.replace(`{${i}}`, arg), texts[key]));
}

function page(realm: RealmData, locale: string, heading: string, body: string): string {
  const title = escapeHtml(realm.rep.displayName || realm.rep.realm);
  return `<!doctype html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${heading} - ${title}</title>
<style>${LOGIN_STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<h2 id="kc-page-title">${heading}</h2>
${body}
</main>
</body>
</html>`;
}

const alert = (text: string | undefined) => (text ? `<p id="input-error" role="alert">${text}</p>` : "");
const invalid = (error: unknown) => (error ? ' aria-invalid="true"' : "");

function brokerSection(t: ReturnType<typeof textsOf>, brokers: LoginPageBroker[]): string {
  if (brokers.length === 0) return "";
  const links = brokers.map(
    (b) =>
      `  <li><a id="social-${escapeHtml(b.alias)}" href="${escapeHtml(b.href)}">${escapeHtml(b.displayName)}</a></li>`,
  );
  return `
<section id="kc-social-providers" aria-labelledby="kc-social-providers-title">
<h3 id="kc-social-providers-title">${t("identity-provider-login-label")}</h3>
<ul>
${links.join("\n")}
</ul>
</section>`;
}

export function renderLoginPage({ realm, locale = "en", username = "", error, brokers = [] }: LoginPageInput): string {
  const t = textsOf(realm, locale);
  const userLabel = realm.rep.loginWithEmailAllowed === false ? t("username") : t("usernameOrEmail");
  return page(
    realm,
    locale,
    t("loginAccountTitle"),
    `${alert(error && t(error))}
<form id="kc-form-login" method="post">
  <input type="hidden" name="step" value="auth-username-password-form">
  <label for="username">${userLabel}</label>
  <input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autofocus${invalid(error)}>
  <label for="password">${t("password")}</label>
  <input id="password" name="password" type="password" autocomplete="current-password"${invalid(error)}>
  <button id="kc-login" type="submit">${t("doLogIn")}</button>
</form>${brokerSection(t, brokers)}`,
  );
}

export function renderOtpPage({ realm, locale = "en", error }: LoginPageInput): string {
  const t = textsOf(realm, locale);
  return page(
    realm,
    locale,
    t("loginAccountTitle"),
    `${alert(error && t(error))}
<form id="kc-otp-login-form" method="post">
  <input type="hidden" name="step" value="auth-otp-form">
  <label for="otp">${t("loginOtpOneTime")}</label>
  <input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" autofocus${invalid(error)}>
  <button id="kc-login" type="submit">${t("doLogIn")}</button>
</form>`,
  );
}

export interface ConfigureTotpInput extends LoginPageInput {
  key: string;
  type: "totp" | "hotp";
  algorithm: string;
  digits: number;
  period: number;
  counter: number;
  userLabel?: string;
}

export function renderConfigureTotpPage(input: ConfigureTotpInput): string {
  const { realm, locale = "en", error } = input;
  const t = textsOf(realm, locale);
  const timed = input.type === "totp";
  return page(
    realm,
    locale,
    t("loginTotpTitle"),
    `${alert(error && t(error))}
<p>${t("loginTotpManualStep2")}</p>
<p><code id="kc-totp-secret-key">${escapeHtml(input.key)}</code></p>
<p>${t("loginTotpManualStep3")}</p>
<dl>
  <dt>${t("loginTotpType")}</dt><dd id="kc-totp-type">${timed ? t("loginTotpTimeBased") : t("loginTotpCounterBased")}</dd>
  <dt>${t("loginTotpAlgorithm")}</dt><dd id="kc-totp-algorithm">${escapeHtml(input.algorithm.replace(/^Hmac/, ""))}</dd>
  <dt>${t("loginTotpDigits")}</dt><dd id="kc-totp-digits">${input.digits}</dd>
  <dt>${timed ? t("loginTotpInterval") : t("loginTotpCounter")}</dt><dd id="kc-totp-period">${timed ? input.period : input.counter}</dd>
</dl>
<p>${t("loginTotpStep3")}</p>
<form id="kc-totp-settings-form" method="post">
  <input type="hidden" name="step" value="CONFIGURE_TOTP">
  <label for="totp">${t("loginOtpOneTime")}</label>
  <input id="totp" name="totp" type="text" inputmode="numeric" autocomplete="one-time-code" autofocus${invalid(error)}>
  <label for="userLabel">${t("loginTotpDeviceName")}</label>
  <input id="userLabel" name="userLabel" type="text" value="${escapeHtml(input.userLabel ?? "")}">
  <button id="saveTOTPBtn" type="submit">${t("doSubmit")}</button>
</form>`,
  );
}

export function renderErrorPage({
  realm,
  locale = "en",
  error,
  detail = [],
}: LoginPageInput & { detail?: string | string[] }): string {
  const t = textsOf(realm, locale);
  return page(realm, locale, t("errorTitle"), alert(error && t(error, ...[detail].flat())));
}
