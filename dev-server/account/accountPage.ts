// The account page: who is signed in (and a sign-out), the personal info form, the password form, then the sessions
// and linked accounts (accountSections.ts), in the login pages' frame and style. Every form posts to the page itself
// with its action and the session's CSRF token; a person who may only view their account gets the page without forms.
import type { RealmData } from "../store/model.js";
import { escapeHtml } from "../oidc/escapeHtml.js";
import { invalidAttribute, loginDocument, messagesHtml, type PageMessage } from "../oidc/loginPage.js";
import { profileFields } from "../oidc/login/userProfileForm.js";
import { accountTexts, attributeLabel, type AccountTexts } from "./accountTexts.js";
import { linksSection, sessionsSection } from "./accountSections.js";
import { pageForm, type AccountView } from "./accountView.js";

/** the page's own rules beside the login pages' (securityHeaders.ts allows them by their hash) */
export const ACCOUNT_STYLE = `
  main { width: min(760px, 94vw); margin: 2rem 0; }
  section { margin-top: 2rem; }
  h3 { font-size: 1.1rem; margin: 0 0 .5rem; padding-bottom: .25rem; border-bottom: 1px solid #ddd; }
  #account-user { display: flex; justify-content: space-between; align-items: center; gap: 1rem; }
  #account-user button, td button, .actions button { width: auto; margin: 0; padding: .3rem .8rem; font-size: .9rem; }
  .actions { margin-top: 1rem; }
  table { width: 100%; border-collapse: collapse; font-size: .9rem; }
  th, td { text-align: start; padding: .4rem; border-bottom: 1px solid #eee; vertical-align: top; }
  input[readonly] { background: #f4f4f4; }
`;

function textInput(name: string, labelHtml: string, value: string, options: { editable: boolean; invalid: boolean }) {
  const id = `account-field-${name}`;
  // a field the person may not change is shown without a name: the form does not send it
  const named = options.editable ? ` name="${escapeHtml(name)}"` : " readonly";
  return `  <label for="${escapeHtml(id)}">${labelHtml}</label>
  <input id="${escapeHtml(id)}"${named} type="text" value="${escapeHtml(value)}"${invalidAttribute(options.invalid)}>`;
}

function personalInfo(view: AccountView, t: AccountTexts): string {
  const editable = profileFields(view.realm);
  const fields = editable.filter((f) => f.name !== "username");
  const editableUsername = fields.length < editable.length;
  const current = (name: string): string =>
    view.entered?.[name] ??
    (name === "username" || name === "email" || name === "firstName" || name === "lastName"
      ? (view.user[name] ?? "")
      : (view.user.attributes[name]?.[0] ?? ""));
  const inputs = [
    textInput("username", t("username"), current("username"), {
      editable: view.manage && editableUsername,
      invalid: !!view.invalid?.has("username"),
    }),
    ...fields.map((f) =>
      textInput(f.name, escapeHtml(attributeLabel(view.realm, view.locale, f.displayName)), current(f.name), {
        editable: view.manage,
        invalid: !!view.invalid?.has(f.name),
      }),
    ),
  ].join("\n");
  const body = view.manage
    ? pageForm(view, "profile", `${inputs}\n  <button id="account-save-profile" type="submit">${t("doSave")}</button>`)
    : `<div id="account-profile">\n${inputs}\n</div>`;
  return `<section id="personal-info" aria-labelledby="personal-info-title">
<h3 id="personal-info-title">${t("personalInfoHtmlTitle")}</h3>
${body}
</section>`;
}

function passwordSection(view: AccountView, t: AccountTexts): string {
  if (!view.manage) return "";
  const invalid = (name: string) => invalidAttribute(!!view.invalid?.has(name));
  const current = view.passwordSet
    ? `  <label for="password">${t("currentPassword")}</label>
  <input id="password" name="password" type="password" autocomplete="current-password"${invalid("password")}>\n`
    : "";
  return `<section id="password-section" aria-labelledby="password-title">
<h3 id="password-title">${t("changePasswordHtmlTitle")}</h3>
${pageForm(
  view,
  "password",
  `${current}  <label for="password-new">${t("passwordNew")}</label>
  <input id="password-new" name="password-new" type="password" autocomplete="new-password"${invalid("password-new")}>
  <label for="password-confirm">${t("passwordConfirm")}</label>
  <input id="password-confirm" name="password-confirm" type="password" autocomplete="new-password"${invalid("password-confirm")}>
  <label class="check" for="logout-sessions"><input id="logout-sessions" name="logout-sessions" type="checkbox" value="on" checked> ${t("logoutOtherSessions")}</label>
  <button id="account-save-password" type="submit">${t("doSave")}</button>`,
)}
</section>`;
}

export function renderAccountPage(view: AccountView): string {
  const t = accountTexts(view.realm, view.locale);
  const viewOnly: PageMessage[] = view.manage ? [] : [{ kind: "info", html: t("viewOnlyMessage") }];
  const signOut = pageForm(
    view,
    "sign-out",
    `  <button id="account-sign-out-button" type="submit">${t("doSignOut")}</button>`,
  );
  const body = `<div id="account-user">
<p>${t("signedInAs", view.user.username)}</p>
${signOut}
</div>
${messagesHtml([...viewOnly, ...view.messages])}
${personalInfo(view, t)}
${passwordSection(view, t)}
${sessionsSection(view, t)}
${linksSection(view, t)}`;
  return loginDocument(view.realm, view.locale, "account", t("accountManagementTitle"), body, ACCOUNT_STYLE);
}

/** the page's error page: what went wrong, and the way back to the account */
export function renderAccountError(realm: RealmData, locale: string, messageHtml: string, back: string): string {
  const t = accountTexts(realm, locale);
  return loginDocument(
    realm,
    locale,
    "account-error",
    t("errorTitle"),
    `<p id="kc-error-message" class="instruction">${messageHtml}</p>
<p><a id="account-back" href="${escapeHtml(back)}">${t("backToAccount")}</a></p>`,
  );
}
