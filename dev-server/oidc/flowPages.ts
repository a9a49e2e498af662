// The pages of the browser flow's steps: the username and password form (with the identity providers to sign in with),
// the one-time code form, and the error and information pages a login can end at. Each form names its step in a
// hidden field, so an answer to a page the login has left is recognised.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "./escapeHtml.js";
import {
  ENGLISH,
  invalidAttribute,
  loginDocument,
  loginTexts,
  messagesHtml,
  type LoginMessageKey,
  type PageMessage,
  type Texts,
} from "./loginPage.js";

/** an identity provider the login page offers, with the URL that starts its brokered login */
export interface LoginPageBroker {
  alias: string;
  displayName: string;
  href: string;
}

export interface FlowPageInput {
  realm: RealmData;
  locale?: string;
  username?: string;
  error?: LoginMessageKey;
  brokers?: LoginPageBroker[];
}

function brokerSection(t: Texts, brokers: LoginPageBroker[]): string {
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

const errorMessages = (t: Texts, error: LoginMessageKey | undefined): PageMessage[] =>
  error ? [{ kind: "error", html: t(error) }] : [];

export function renderLoginPage({ realm, locale = "en", username = "", error, brokers = [] }: FlowPageInput): string {
  const t = loginTexts(realm, locale);
  const userLabel = realm.rep.loginWithEmailAllowed === false ? t("username") : t("usernameOrEmail");
  return loginDocument(
    realm,
    locale,
    "login-login",
    t("loginAccountTitle"),
    `${messagesHtml(errorMessages(t, error))}
<form id="kc-form-login" method="post">
  <input type="hidden" name="step" value="auth-username-password-form">
  <label for="username">${userLabel}</label>
  <input id="username" name="username" type="text" value="${escapeHtml(username)}" autocomplete="username" autofocus${invalidAttribute(!!error)}>
  <label for="password">${t("password")}</label>
  <input id="password" name="password" type="password" autocomplete="current-password"${invalidAttribute(!!error)}>
  <button id="kc-login" type="submit">${t("doLogIn")}</button>
</form>${brokerSection(t, brokers)}`,
  );
}

export function renderOtpPage({ realm, locale = "en", error }: FlowPageInput): string {
  const t = loginTexts(realm, locale);
  return loginDocument(
    realm,
    locale,
    "login-login-otp",
    t("loginAccountTitle"),
    `${messagesHtml(errorMessages(t, error))}
<form id="kc-otp-login-form" method="post">
  <input type="hidden" name="step" value="auth-otp-form">
  <label for="otp">${t("loginOtpOneTime")}</label>
  <input id="otp" name="otp" type="text" inputmode="numeric" autocomplete="one-time-code" autofocus${invalidAttribute(!!error)}>
  <button id="kc-login" type="submit">${t("doLogIn")}</button>
</form>`,
  );
}

/** Keycloak's error page: the message, its {0}, {1}... filled with `detail`, or a text of the realm's own */
export function renderErrorPage({
  realm,
  locale = "en",
  error,
  detail = [],
  text,
}: FlowPageInput & { detail?: string | string[]; text?: string }): string {
  const t = loginTexts(realm, locale);
  const message = text !== undefined ? escapeHtml(text) : error ? t(error, ...[detail].flat()) : "";
  return loginDocument(
    realm,
    locale,
    "login-error",
    t("errorTitle"),
    `<p id="kc-error-message" class="instruction">${message}</p>`,
  );
}

/** Keycloak's information page: a message, and where to go on */
export function renderInfoPage(realm: RealmData, locale: string, message: LoginMessageKey, next?: string): string {
  const t = loginTexts(realm, locale);
  const link = next ? `\n<p><a id="kc-continue" href="${escapeHtml(next)}">${t("doSubmit")}</a></p>` : "";
  return loginDocument(realm, locale, "login-info", t(message), `<p class="instruction">${t(message)}</p>${link}`);
}

/** a deny-access step's page: its configured message, a login message key or the realm's own words */
export function deniedPage(realm: RealmData, locale: string, message: string | undefined): string {
  const key = message ?? "access-denied";
  return key in ENGLISH
    ? renderErrorPage({ realm, locale, error: key as LoginMessageKey })
    : renderErrorPage({ realm, locale, text: key });
}
