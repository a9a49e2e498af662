// The pages of the required actions a login runs, with Keycloak's templates' field names: update password
// (password-new, password-confirm), configure OTP (totp, userLabel), verify email (a link to send the mail again),
// update profile (the user profile's fields) and terms and conditions (accept or decline). "Sign out from other
// devices" is offered where Keycloak offers it.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "./escapeHtml.js";
import { invalidAttribute, loginDocument, loginTexts, messagesHtml, type PageMessage } from "./loginPage.js";
import type { ProfileField } from "./login/userProfileForm.js";

export interface ActionPageInput {
  realm: RealmData;
  locale: string;
  messages: PageMessage[];
}

const step = (alias: string) => `<input type="hidden" name="step" value="${escapeHtml(alias)}">`;
const invalid = (messages: PageMessage[]) => invalidAttribute(messages.some((m) => m.kind === "error"));

function logoutOtherSessions(t: ReturnType<typeof loginTexts>): string {
  return `<label class="check" for="logout-sessions"><input id="logout-sessions" name="logout-sessions" type="checkbox" value="on" checked> ${t("logoutOtherSessions")}</label>`;
}

export function renderUpdatePasswordPage({ realm, locale, messages }: ActionPageInput): string {
  const t = loginTexts(realm, locale);
  return loginDocument(
    realm,
    locale,
    "login-login-update-password",
    t("updatePasswordTitle"),
    `${messagesHtml(messages)}
<form id="kc-passwd-update-form" method="post">
  ${step("UPDATE_PASSWORD")}
  <label for="password-new">${t("passwordNew")}</label>
  <input id="password-new" name="password-new" type="password" autocomplete="new-password" autofocus${invalid(messages)}>
  <label for="password-confirm">${t("passwordConfirm")}</label>
  <input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password"${invalid(messages)}>
  ${logoutOtherSessions(t)}
  <button id="kc-submit" type="submit">${t("doSubmit")}</button>
</form>`,
  );
}

export interface ConfigureTotpInput extends ActionPageInput {
  key: string;
  type: "totp" | "hotp";
  algorithm: string;
  digits: number;
  period: number;
  counter: number;
}

export function renderConfigureTotpPage(input: ConfigureTotpInput): string {
  const { realm, locale, messages } = input;
  const t = loginTexts(realm, locale);
  const timed = input.type === "totp";
  return loginDocument(
    realm,
    locale,
    "login-login-config-totp",
    t("loginTotpTitle"),
    `${messagesHtml(messages)}
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
  ${step("CONFIGURE_TOTP")}
  <label for="totp">${t("loginOtpOneTime")}</label>
  <input id="totp" name="totp" type="text" inputmode="numeric" autocomplete="one-time-code" autofocus${invalid(messages)}>
  <label for="userLabel">${t("loginTotpDeviceName")}</label>
  <input id="userLabel" name="userLabel" type="text">
  ${logoutOtherSessions(t)}
  <button id="saveTOTPBtn" type="submit">${t("doSubmit")}</button>
</form>`,
  );
}

export function renderVerifyEmailPage(input: ActionPageInput & { email: string; resend: string }): string {
  const { realm, locale, messages } = input;
  const t = loginTexts(realm, locale);
  return loginDocument(
    realm,
    locale,
    "login-login-verify-email",
    t("emailVerifyTitle"),
    `${messagesHtml(messages)}
<p class="instruction">${t("emailVerifyInstruction1", input.email)}</p>
<p class="instruction">${t("emailVerifyInstruction2")} <a href="${escapeHtml(input.resend)}">${t("doClickHere")}</a> ${t("emailVerifyInstruction3")}</p>`,
  );
}

export function renderUpdateProfilePage(
  input: ActionPageInput & {
    alias: string;
    fields: ProfileField[];
    values: Record<string, string>;
    displayName: (text: string) => string;
  },
): string {
  const { realm, locale, messages } = input;
  const t = loginTexts(realm, locale);
  const inputs = input.fields.map(
    (f) => `  <label for="${escapeHtml(f.name)}">${escapeHtml(input.displayName(f.displayName))}</label>
  <input id="${escapeHtml(f.name)}" name="${escapeHtml(f.name)}" type="text" value="${escapeHtml(input.values[f.name] ?? "")}"${f.required ? " required" : ""}>`,
  );
  return loginDocument(
    realm,
    locale,
    "login-login-update-profile",
    t("loginProfileTitle"),
    `${messagesHtml(messages)}
<form id="kc-update-profile-form" method="post">
  ${step(input.alias)}
${inputs.join("\n")}
  <button id="kc-submit" type="submit">${t("doSubmit")}</button>
</form>`,
  );
}

export function renderTermsPage({ realm, locale, messages }: ActionPageInput): string {
  const t = loginTexts(realm, locale);
  return loginDocument(
    realm,
    locale,
    "login-terms",
    t("termsTitle"),
    `${messagesHtml(messages)}
<div id="kc-terms-text">${t("termsText")}</div>
<form id="kc-terms-form" method="post">
  ${step("TERMS_AND_CONDITIONS")}
  <button id="kc-accept" name="accept" type="submit">${t("doAccept")}</button>
  <button id="kc-decline" name="cancel" type="submit">${t("doDecline")}</button>
</form>`,
  );
}
