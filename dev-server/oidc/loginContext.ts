// What one request of a login works with: the store, the realm's provider, oidc-provider's interaction, the login's
// state kept across its pages, the page locale, and how the login ends once everything is done.
import type { Request, Response } from "express";
import type { InteractionDetails } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmOidc } from "./realmOidc.js";
import type { AuthSession } from "./login/authSession.js";
import type { ActionContext } from "./login/requiredActionSteps.js";
import { sendRealmSecurityHeaders } from "./loginHeaders.js";

export interface LoginState {
  session: AuthSession;
  clientId: string;
  /** the flow has signed the user in: only required actions remain, and the flow is not run again */
  authenticated: boolean;
  memo: ActionContext["memo"];
  expires: number;
}

export interface LoginContext {
  store: Store;
  oidc: RealmOidc;
  realm: RealmData;
  details: InteractionDetails;
  state: LoginState;
  req: Request;
  res: Response;
  locale: string;
  /** tells oidc-provider who signed in, ending the interaction */
  finished(ctx: LoginContext): Promise<void>;
}

export function send(ctx: LoginContext, html: string, status = 200): void {
  sendRealmSecurityHeaders(ctx.res, ctx.realm);
  ctx.res.status(status).type("html").send(html);
}
