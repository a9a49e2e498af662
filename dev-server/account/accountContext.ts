// What an action of the account page works with, what it answers, and the user events it records as Keycloak records
// the account console's (by the account console's client, in the person's session).
import type EventType from "@keycloak/keycloak-admin-client/lib/defs/eventTypes.js";
import type { RealmData, UserRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmOidc } from "../oidc/realmOidc.js";
import type { PageMessage } from "../oidc/loginPage.js";
import { recordLoginEvent } from "../oidc/loginEvents.js";
import { ACCOUNT_CONSOLE, type AccountSession } from "./accountSession.js";

export interface AccountContext {
  store: Store;
  oidc: RealmOidc;
  realm: RealmData;
  session: AccountSession;
  locale: string;
  ipAddress: string | undefined;
}

/** the page to show after an action: its status and messages, and what the refused form held */
export interface Outcome {
  status: number;
  messages: PageMessage[];
  entered?: Record<string, string>;
  invalid?: Set<string>;
  /** the action ended the page's own session: the browser goes back through the login */
  signedOut?: boolean;
}

export const done = (html: string): Outcome => ({ status: 200, messages: [{ kind: "info", html }] });

export function accountEvent(
  ctx: AccountContext,
  type: EventType,
  details: Record<string, string | undefined> = {},
  more: { error?: string; sessionId?: string } = {},
): void {
  recordLoginEvent(ctx.store, ctx.realm, {
    type,
    clientId: ACCOUNT_CONSOLE,
    userId: ctx.session.user.id,
    sessionId: more.sessionId ?? ctx.session.uid,
    ipAddress: ctx.ipAddress,
    error: more.error,
    details,
  });
}

/** Keycloak's isPasswordSet: a password credential, or a user storage provider that checks one */
export const passwordSet = (user: UserRecord) =>
  user.credentials.some((c) => c.type === "password") || !!user.federationLink;
