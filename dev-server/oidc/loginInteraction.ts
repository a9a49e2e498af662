// The login interaction: oidc-provider's interaction URL runs the client's browser flow (login/flowEngine.ts) with
// the browser's steps (login/browserKit.ts), one page at a time; when the flow has signed someone in, their required
// actions run (loginActions.ts), then oidc-provider is told who signed in and how. Each login's state lives in memory,
// per interaction, for as long as the interaction does.
import type { Request, Response } from "express";
import type { InteractionDetails } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmOidc } from "./realmOidc.js";
import { ensureAuthenticationDefaults } from "../realm/builtinAuthentication.js";
import { loginPageBrokers } from "../realm/broker/loginBrokers.js";
import { FlowError, newAuthSession, sessionUser, type AuthSession } from "./login/authSession.js";
import { FlowEngine, type FlowRun } from "./login/flowEngine.js";
import { boundFlow, FlowTree } from "./login/flowModel.js";
import { browserKit, type BrowserChallenge } from "./login/browserKit.js";
import { requestedLoa } from "./login/levelOfAuthentication.js";
import { loginLocale } from "./loginPage.js";
import { deniedPage, renderLoginPage, renderOtpPage } from "./flowPages.js";
import { recordLoginEvent } from "./loginEvents.js";
import { flowErrorPage } from "./loginErrors.js";
import { runRequiredActions, submitRequiredAction } from "./loginActions.js";
import { send, type LoginContext, type LoginState } from "./loginContext.js";

const STATE_TTL_MS = 30 * 60_000;
const states = new Map<string, LoginState>();

/** the login of an interaction, while it lasts */
export function loginStateOf(realmName: string, uid: string): LoginState | undefined {
  const state = states.get(`${realmName}/${uid}`);
  return state && state.expires >= Date.now() ? state : undefined;
}

function newState(realm: RealmData, clientId: string, session: AuthSession): LoginState {
  return { session, authenticated: false, memo: {}, expires: Date.now() + STATE_TTL_MS, clientId };
}

function stateFor(oidc: RealmOidc, realm: RealmData, details: InteractionDetails): LoginState {
  const now = Date.now();
  for (const [k, s] of states) if (s.expires < now) states.delete(k);
  const key = `${realm.rep.realm}/${details.uid}`;
  const found = states.get(key);
  if (found) return found;
  const params = details.params as Record<string, string | undefined>;
  const clientId = params.client_id ?? "";
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  const session = newAuthSession(realm, clientId, {
    scope: params.scope,
    loa: requestedLoa(realm, client, params),
    idpHint: params.kc_idp_hint,
    loginHint: params.login_hint,
  });
  if (details.session?.accountId) {
    const reasons = details.prompt.reasons;
    session.existing = {
      accountId: details.session.accountId,
      loaMap: oidc.sessionMeta.get(details.session.uid)?.loaMap ?? {},
      reauthenticate: reasons.includes("login_prompt") || reasons.includes("max_age"),
    };
  }
  const state = newState(realm, clientId, session);
  states.set(key, state);
  return state;
}

async function context(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<LoginContext> {
  const realm = store.realm(oidc.realmName)!;
  if (ensureAuthenticationDefaults(realm)) store.changed(realm);
  const details = await oidc.provider.interactionDetails(req, res);
  const locale = loginLocale(realm, details.params.ui_locales as string | undefined);
  return { store, oidc, realm, details, state: stateFor(oidc, realm, details), req, res, locale, finished: finish };
}

/** the failures the flow met become LOGIN_ERROR events; users it changed are saved */
function settle(ctx: LoginContext): void {
  const { session } = ctx.state;
  for (const failure of session.failures.splice(0))
    recordLoginEvent(ctx.store, ctx.realm, {
      type: "LOGIN_ERROR",
      clientId: ctx.state.clientId,
      userId: failure.userId,
      ipAddress: ctx.req.ip,
      error: failure.error,
      details: {
        auth_method: "openid-connect",
        auth_type: "code",
        redirect_uri: ctx.details.params.redirect_uri as string | undefined,
        username: session.loginHint,
      },
    });
  if (session.touched.size) ctx.store.changed(ctx.realm, { users: [...session.touched] });
  session.touched.clear();
}

async function runFlow(
  ctx: LoginContext,
  go: (engine: FlowEngine<BrowserChallenge>) => Promise<FlowRun<BrowserChallenge>>,
) {
  const { session } = ctx.state;
  const flow = boundFlow(ctx.realm, ctx.state.clientId, "browser");
  if (!flow) return send(ctx, flowErrorPage(ctx, new FlowError("UNSUPPORTED", "browser flow")), 400);
  const engine = new FlowEngine(session, new FlowTree(ctx.realm, flow), browserKit(ctx.store, ctx.req.ip));
  let run: FlowRun<BrowserChallenge>;
  try {
    run = await go(engine);
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    settle(ctx);
    return send(ctx, flowErrorPage(ctx, error), 400);
  }
  settle(ctx);
  if (run.kind === "challenge") return challenge(ctx, run.challenge);
  const user = sessionUser(session);
  if (!user?.enabled) return send(ctx, flowErrorPage(ctx, new FlowError("USER_DISABLED")), 400);
  ctx.state.authenticated = true;
  return runRequiredActions(ctx);
}

function challenge(ctx: LoginContext, asked: BrowserChallenge): void {
  const { realm, locale, state } = ctx;
  if ("broker" in asked) {
    const query = new URLSearchParams({ client_id: state.clientId, session_code: ctx.details.uid });
    const path = `/realms/${encodeURIComponent(realm.rep.realm)}/broker/${encodeURIComponent(asked.broker)}/login`;
    return void ctx.res.redirect(302, `${path}?${query}`);
  }
  if (asked.page === "login-otp") return send(ctx, renderOtpPage({ realm, locale, error: asked.error }));
  if (asked.page === "access-denied") return send(ctx, deniedPage(realm, locale, asked.message), 401);
  const username = state.session.loginHint;
  return send(ctx, renderLoginPage({ realm, locale, username, error: asked.error, brokers: brokers(ctx) }));
}

/** the login page's "sign in with" links: each starts the provider's brokered login for this interaction */
function brokers(ctx: LoginContext) {
  const realmPath = `/realms/${encodeURIComponent(ctx.realm.rep.realm)}`;
  const query = new URLSearchParams({ client_id: ctx.state.clientId, session_code: ctx.details.uid });
  return loginPageBrokers(ctx.realm).map((idp) => ({
    alias: idp.alias,
    displayName: idp.displayName || idp.alias,
    href: `${realmPath}/broker/${encodeURIComponent(idp.alias)}/login?${query}`,
  }));
}

/** the login is over: oidc-provider learns who signed in, and how (the level reached, by cookie or not) */
async function finish(ctx: LoginContext): Promise<void> {
  const { session } = ctx.state;
  states.delete(`${ctx.realm.rep.realm}/${ctx.details.uid}`);
  await ctx.oidc.provider.interactionFinished(
    ctx.req,
    ctx.res,
    {
      login: { accountId: session.userId! },
      keycloak: {
        loa: session.loa.current,
        sso: session.sso,
        loaMap: session.loa.map,
        acrValues: session.loa.acrValues,
      },
    },
    { mergeWithLastSubmission: false },
  );
}

/**
 * A brokered login (brokerLogin.ts) signed the user in for this interaction: the next showing of its page runs their
 * required actions and finishes it, as a login through the form would.
 */
export function completeByBroker(realm: RealmData, uid: string, clientId: string, userId: string): void {
  const key = `${realm.rep.realm}/${uid}`;
  const state =
    states.get(key) ??
    newState(realm, clientId, newAuthSession(realm, clientId, { loa: requestedLoa(realm, undefined, {}) }));
  state.session.userId = userId;
  state.authenticated = true;
  states.set(key, state);
}

export async function showLoginStep(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<void> {
  const ctx = await context(store, oidc, req, res);
  if (ctx.state.authenticated) {
    // the verify-email page's "click here" link asks for the mail again
    const again = req.query.execution === "VERIFY_EMAIL" ? { VERIFY_EMAIL: "" } : undefined;
    return again ? submitRequiredAction(ctx, "VERIFY_EMAIL", again) : runRequiredActions(ctx);
  }
  return runFlow(ctx, (engine) => engine.start());
}

export async function submitLoginStep(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<void> {
  const ctx = await context(store, oidc, req, res);
  if (ctx.details.prompt.name !== "login") {
    await oidc.provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    return;
  }
  const body = Object.fromEntries(
    Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      String(Array.isArray(v) ? v[0] : v),
    ]),
  );
  const step = body.step ?? "";
  if (ctx.state.authenticated) return submitRequiredAction(ctx, step, body);
  const { session } = ctx.state;
  const current = session.current;
  return runFlow(ctx, async (engine) => {
    const at = current ? engine.tree.executions.get(current) : undefined;
    // an answer to a page the login has left (a second tab, the back button) shows the page it is at
    if (!at || at.execution.authenticator !== step) return engine.start();
    return engine.action(current!, body);
  });
}
