// The login interaction: each page submitted advances the walk of the realm's browser flow (browserFlow.ts); when the
// flow succeeds, the required actions it left (configure OTP) run, then oidc-provider is told who signed in. The walk's
// state lives per interaction, in memory, for as long as the interaction does.
import type { Request, Response } from "express";
import type { InteractionDetails } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmOidc } from "./realmOidc.js";
import { ensureAuthenticationDefaults } from "../realm/builtinAuthentication.js";
import { recordLoginFailure, recordLoginSuccess } from "../realm/bruteForce.js";
import { walkBrowserFlow, type WalkState } from "./browserFlow.js";
import {
  loginLocale,
  renderConfigureTotpPage,
  renderErrorPage,
  renderLoginPage,
  renderOtpPage,
  type LoginMessageKey,
} from "./loginPage.js";
import { sendRealmSecurityHeaders } from "./loginHeaders.js";
import { checkLoginWithBruteForce } from "./passwords.js";
import { recordLoginEvent } from "./loginEvents.js";
import { loginPageBrokers } from "../realm/broker/loginBrokers.js";
import { base32Secret, generateOtpSecret, newOtpCredential, otpPolicy, verifyOtp, verifySetupCode } from "./otp.js";

interface LoginState extends WalkState {
  username?: string;
  /** the secret offered on the configure-OTP page, kept until a code for it is entered */
  otpSecret?: string;
  /** the flow has succeeded for this user: only required actions remain, and the flow is not walked again */
  authenticated?: string;
  expires: number;
}

const STATE_TTL_MS = 30 * 60_000;
const states = new Map<string, LoginState>();

function stateFor(realm: RealmData, details: InteractionDetails): LoginState {
  const now = Date.now();
  for (const [k, s] of states) if (s.expires < now) states.delete(k);
  const key = `${realm.rep.realm}/${details.uid}`;
  let state = states.get(key);
  if (!state) {
    const reasons = details.prompt.reasons;
    state = {
      done: new Set(),
      requiredActions: new Set(),
      sessionAccountId: details.session?.accountId,
      reauthenticate: reasons.includes("login_prompt") || reasons.includes("max_age"),
      username: details.params.login_hint,
      expires: now + STATE_TTL_MS,
    };
    states.set(key, state);
  }
  return state;
}

interface Context {
  store: Store;
  oidc: RealmOidc;
  realm: RealmData;
  details: InteractionDetails;
  state: LoginState;
  req: Request;
  res: Response;
}

async function context(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<Context> {
  const realm = store.realm(oidc.realmName)!;
  if (ensureAuthenticationDefaults(realm)) store.changed(realm);
  const details = await oidc.provider.interactionDetails(req, res);
  return { store, oidc, realm, details, state: stateFor(realm, details), req, res };
}

function send(ctx: Context, html: string, status = 200): void {
  sendRealmSecurityHeaders(ctx.res, ctx.realm);
  ctx.res.status(status).type("html").send(html);
}

function loginError(ctx: Context, error: string, userId?: string): void {
  recordLoginEvent(ctx.store, ctx.realm, {
    type: "LOGIN_ERROR",
    clientId: ctx.details.params.client_id,
    userId,
    ipAddress: ctx.req.ip,
    error,
    details: {
      auth_method: "openid-connect",
      auth_type: "code",
      redirect_uri: ctx.details.params.redirect_uri as string | undefined,
      username: ctx.state.username,
    },
  });
}

/** shows the page the flow is at, or finishes the interaction when the flow and its required actions are done */
async function respond(ctx: Context, error?: LoginMessageKey): Promise<void> {
  const { realm, state } = ctx;
  const locale = loginLocale(realm, ctx.details.params.ui_locales as string | undefined);
  const authenticated = state.authenticated ? realm.users.get(state.authenticated) : undefined;
  const outcome = authenticated
    ? { kind: "success" as const, user: authenticated }
    : walkBrowserFlow(realm, ctx.details.params.client_id, state);
  if (outcome.kind === "page") {
    if (outcome.authenticator === "auth-otp-form")
      return send(ctx, renderOtpPage({ realm, locale, username: state.username, error }));
    return send(ctx, renderLoginPage({ realm, locale, username: state.username, error, brokers: brokers(ctx) }));
  }
  if (outcome.kind === "error") {
    loginError(
      ctx,
      outcome.message === "invalidUserMessage" ? "invalid_user_credentials" : "generic_authentication_error",
      state.userId,
    );
    return send(ctx, renderErrorPage({ realm, locale, error: outcome.message, detail: outcome.detail }), 400);
  }
  const user = outcome.user;
  state.authenticated = user.id;
  if (state.requiredActions.has("CONFIGURE_TOTP") || user.requiredActions.includes("CONFIGURE_TOTP")) {
    state.otpSecret ??= generateOtpSecret();
    const policy = otpPolicy(realm);
    return send(
      ctx,
      renderConfigureTotpPage({
        realm,
        locale,
        error,
        key: base32Secret(state.otpSecret),
        ...policy,
        counter: policy.initialCounter,
      }),
    );
  }
  states.delete(`${realm.rep.realm}/${ctx.details.uid}`);
  await ctx.oidc.provider.interactionFinished(
    ctx.req,
    ctx.res,
    { login: { accountId: user.id } },
    { mergeWithLastSubmission: false },
  );
}

/** the login page's "sign in with" links: each starts the provider's brokered login for this interaction */
function brokers(ctx: Context) {
  const realmPath = `/realms/${encodeURIComponent(ctx.realm.rep.realm)}`;
  const query = new URLSearchParams({ client_id: ctx.details.params.client_id ?? "", session_code: ctx.details.uid });
  return loginPageBrokers(ctx.realm).map((idp) => ({
    alias: idp.alias,
    displayName: idp.displayName || idp.alias,
    href: `${realmPath}/broker/${encodeURIComponent(idp.alias)}/login?${query}`,
  }));
}

/**
 * A brokered login (brokerLogin.ts) signed the user in for this interaction: the next showing of its page finishes
 * it, after the required actions, as a login through the form would.
 */
export function completeByBroker(realmName: string, uid: string, userId: string): void {
  const key = `${realmName}/${uid}`;
  const state = states.get(key) ?? {
    done: new Set<string>(),
    requiredActions: new Set<string>(),
    reauthenticate: false,
    expires: Date.now() + STATE_TTL_MS,
  };
  state.userId = userId;
  state.authenticated = userId;
  states.set(key, state);
}

export async function showLoginStep(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<void> {
  await respond(await context(store, oidc, req, res));
}

export async function submitLoginStep(store: Store, oidc: RealmOidc, req: Request, res: Response): Promise<void> {
  const ctx = await context(store, oidc, req, res);
  if (ctx.details.prompt.name !== "login") {
    await oidc.provider.interactionFinished(req, res, {}, { mergeWithLastSubmission: true });
    return;
  }
  const body = (req.body ?? {}) as Record<string, unknown>;
  const step = String(body.step ?? "auth-username-password-form");
  if (ctx.state.authenticated) return step === "CONFIGURE_TOTP" ? configureTotp(ctx, body) : respond(ctx);
  const outcome = walkBrowserFlow(ctx.realm, ctx.details.params.client_id, ctx.state);
  // a page submitted out of turn (a second tab, the back button) shows the page the flow is at
  if (outcome.kind !== "page" || outcome.authenticator !== step) return respond(ctx);
  if (step === "auth-otp-form") return checkOtp(ctx, outcome.path, String(body.otp ?? ""));
  return checkPassword(ctx, outcome.path, String(body.username ?? ""), String(body.password ?? ""));
}

async function checkPassword(ctx: Context, path: string, username: string, password: string): Promise<void> {
  ctx.state.username = username;
  const login = await checkLoginWithBruteForce(ctx.store, ctx.realm, username, password, ctx.req.ip);
  if ("error" in login) {
    loginError(ctx, login.error, login.user?.id);
    // a locked user reads "Invalid username or password." too, as Keycloak says by default to not reveal the lockout
    return respond(ctx, login.error === "user_disabled" ? "accountDisabledMessage" : "invalidUserMessage");
  }
  ctx.state.userId = login.user.id;
  ctx.state.done.add(path);
  return respond(ctx);
}

async function checkOtp(ctx: Context, path: string, code: string): Promise<void> {
  const user = ctx.state.userId ? ctx.realm.users.get(ctx.state.userId) : undefined;
  if (!code.trim()) return respond(ctx, "missingTotpMessage");
  if (!user || !verifyOtp(ctx.realm, user, code)) {
    loginError(ctx, "invalid_user_credentials", user?.id);
    if (user && ctx.realm.rep.bruteForceProtected) {
      const wasEnabled = user.enabled;
      recordLoginFailure(ctx.realm, user.id, ctx.req.ip);
      if (wasEnabled !== user.enabled) ctx.store.changed(ctx.realm, { users: [user.id] });
    }
    return respond(ctx, "invalidTotpMessage");
  }
  if (ctx.realm.rep.bruteForceProtected) recordLoginSuccess(ctx.realm, user.id);
  // a HOTP credential's counter moved
  ctx.store.changed(ctx.realm, { users: [user.id] });
  ctx.state.done.add(path);
  return respond(ctx);
}

async function configureTotp(ctx: Context, body: Record<string, unknown>): Promise<void> {
  const { realm, state } = ctx;
  const user = state.userId ? realm.users.get(state.userId) : undefined;
  const code = String(body.totp ?? "");
  if (!user || !state.otpSecret) return respond(ctx);
  if (!code.trim()) return respond(ctx, "missingTotpMessage");
  if (!verifySetupCode(realm, state.otpSecret, code)) return respond(ctx, "invalidTotpMessage");
  const label = String(body.userLabel ?? "").trim();
  user.credentials.push(newOtpCredential(realm, state.otpSecret, label || undefined));
  user.requiredActions = user.requiredActions.filter((a) => a !== "CONFIGURE_TOTP");
  state.requiredActions.delete("CONFIGURE_TOTP");
  state.otpSecret = undefined;
  ctx.store.changed(realm, { users: [user.id] });
  return respond(ctx);
}
