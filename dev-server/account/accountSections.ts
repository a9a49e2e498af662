// The account page's lists: the user's sessions (device, IP, started, last access, clients; a sign-out for each other
// session and for all of them), and the identity providers their account is linked to (with an unlink each).
import { escapeHtml } from "../oidc/escapeHtml.js";
import type { AccountTexts } from "./accountTexts.js";
import { pageForm, type AccountView, type SessionRow } from "./accountView.js";

/** a time in the page's locale; a locale the platform cannot format in falls back to English */
function time(locale: string, ms: number): string {
  const iso = new Date(ms).toISOString();
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(ms);
  } catch {
    text = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(ms);
  }
  return `<time datetime="${iso}">${escapeHtml(text)}</time>`;
}

function sessionRow(view: AccountView, t: AccountTexts, session: SessionRow, index: number): string {
  const action = session.current
    ? `<strong>${t("currentSession")}</strong>`
    : view.manage
      ? pageForm(
          view,
          "sign-out-session",
          `  <input type="hidden" name="session" value="${escapeHtml(session.uid)}">
  <button type="submit">${t("signOutSession")}</button>`,
          `account-sign-out-session-${index}`,
        )
      : "";
  return `<tr>
  <td>${session.device ? escapeHtml(session.device) : t("unknownDevice")}</td>
  <td>${escapeHtml(session.ipAddress ?? "")}</td>
  <td>${time(view.locale, session.start)}</td>
  <td>${time(view.locale, session.lastAccess)}</td>
  <td>${escapeHtml(session.clients.join(", "))}</td>
  <td>${action}</td>
</tr>`;
}

export function sessionsSection(view: AccountView, t: AccountTexts): string {
  const others = view.manage && view.sessions.some((s) => !s.current);
  const signOutOthers = others
    ? pageForm(
        view,
        "sign-out-others",
        `  <div class="actions"><button id="account-sign-out-others" type="submit">${t("signOutOtherSessions")}</button></div>`,
      )
    : "";
  return `<section id="sessions" aria-labelledby="sessions-title">
<h3 id="sessions-title">${t("sessionsHtmlTitle")}</h3>
<table aria-labelledby="sessions-title">
<thead><tr><th>${t("device")}</th><th>${t("ip")}</th><th>${t("started")}</th><th>${t("lastAccess")}</th><th>${t("clients")}</th><th></th></tr></thead>
<tbody>
${view.sessions.map((s, i) => sessionRow(view, t, s, i)).join("\n")}
</tbody>
</table>
${signOutOthers}
</section>`;
}

export function linksSection(view: AccountView, t: AccountTexts): string {
  const rows = view.links.map(
    (link, index) => `<tr>
  <td>${escapeHtml(link.displayName)}</td>
  <td>${escapeHtml(link.userName)}</td>
  <td>${
    view.manage
      ? pageForm(
          view,
          "unlink",
          `  <input type="hidden" name="provider" value="${escapeHtml(link.alias)}">
  <button type="submit">${t("unLink")}</button>`,
          `account-unlink-${index}`,
        )
      : ""
  }</td>
</tr>`,
  );
  const list = rows.length
    ? `<table aria-labelledby="linked-accounts-title">
<thead><tr><th>${t("identityProvider")}</th><th>${t("username")}</th><th></th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>`
    : `<p>${t("noLinkedAccounts")}</p>`;
  return `<section id="linked-accounts" aria-labelledby="linked-accounts-title">
<h3 id="linked-accounts-title">${t("linkedAccountsHtmlTitle")}</h3>
${list}
</section>`;
}
