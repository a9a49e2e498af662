// What the account page shows (accountPage.ts, accountSections.ts), and the forms it is made of.
import type { RealmData, UserRecord } from "../store/model.js";
import { escapeHtml } from "../oidc/escapeHtml.js";
import type { PageMessage } from "../oidc/loginPage.js";

/** a session of the user, as Keycloak's device activity lists it */
export interface SessionRow {
  uid: string;
  current: boolean;
  device?: string;
  ipAddress?: string;
  start: number;
  lastAccess: number;
  /** the clients signed in with it, by clientId */
  clients: string[];
}

/** an identity provider the user's account is linked to */
export interface LinkRow {
  alias: string;
  displayName: string;
  /** the user's name at the provider */
  userName: string;
}

export interface AccountView {
  realm: RealmData;
  locale: string;
  /** the page's path, where its forms post */
  path: string;
  csrf: string;
  user: UserRecord;
  /** manage-account: the forms are offered */
  manage: boolean;
  messages: PageMessage[];
  /** what the person typed in the personal info form, shown again when it was refused */
  entered?: Record<string, string>;
  /** the fields a refusal names */
  invalid?: Set<string>;
  /** a password to confirm before a new one: the user has one, or their directory keeps it */
  passwordSet: boolean;
  sessions: SessionRow[];
  links: LinkRow[];
}

/** a form of the page: its action and the CSRF token go with whatever it asks */
export function pageForm(view: AccountView, action: string, body: string, id = `account-${action}`): string {
  return `<form id="${escapeHtml(id)}" method="post" action="${escapeHtml(view.path)}">
  <input type="hidden" name="csrf" value="${escapeHtml(view.csrf)}">
  <input type="hidden" name="action" value="${escapeHtml(action)}">
${body}
</form>`;
}
