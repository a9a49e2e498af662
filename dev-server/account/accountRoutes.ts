// /realms/{realm}/account: Keycloak's account console in essence, as one server-rendered page. Without an SSO session
// in the realm the browser goes through the realm's login (as the account console's client) and comes back; with one
// the page shows the person's account, and its forms change it: checked for origin, shape and CSRF token first, then
// for the account client's manage-account role.
import express, { Router, type Request, type Response } from "express";
import type { RealmData } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { RealmProviders } from "../oidc/registry.js";
import type { RealmOidc } from "../oidc/realmOidc.js";
import { loginLocale } from "../oidc/loginPage.js";
import { sendRealmSecurityHeaders } from "../oidc/loginHeaders.js";
import { ProviderSessions } from "../admin/providerSessions.js";
import { accountTexts, type AccountMessageKey } from "./accountTexts.js";
import { accountFormSchema, type AccountForm } from "./accountForms.js";
import {
  accountAccess,
  browserSession,
  csrfToken,
  csrfValid,
  loginUrl,
  sameOrigin,
  type AccountSession,
} from "./accountSession.js";
import { passwordSet, type AccountContext, type Outcome } from "./accountContext.js";
import { changePassword, updateProfile } from "./profileActions.js";
import { signOut, signOutOthers, signOutSession, unlink } from "./sessionActions.js";
import { renderAccountError, renderAccountPage } from "./accountPage.js";
import { deviceLabel } from "./sessionDevice.js";

/** the largest form: the personal info form of a profile with many attributes */
const FORM_LIMIT = "64kb";
const FORM_FIELDS = 100;
/** an authorization error's code, as oidc-provider names them; anything else is not shown */
const ERROR_CODE = /^[a-z_]{1,64}$/;

interface PageRequest {
  oidc: RealmOidc;
  realm: RealmData;
  req: Request;
  res: Response;
  /** the page's path, where its forms post and its login comes back */
  path: string;
}

function send(p: PageRequest, status: number, html: string): void {
  p.res.status(status).type("html").send(html);
}

function sendError(p: PageRequest, status: number, key: AccountMessageKey, locale: string, ...args: string[]) {
  send(p, status, renderAccountError(p.realm, locale, accountTexts(p.realm, locale)(key, ...args), p.path));
}

const userLocale = (realm: RealmData, session?: AccountSession) =>
  loginLocale(realm, session?.user.attributes.locale?.[0]);

function act(ctx: AccountContext, form: Exclude<AccountForm, { action: "sign-out" }>): Outcome | Promise<Outcome> {
  switch (form.action) {
    case "profile":
      return updateProfile(ctx, form);
    case "password":
      return changePassword(ctx, form);
    case "sign-out-session":
      return signOutSession(ctx, form.session);
    case "sign-out-others":
      return signOutOthers(ctx);
    case "unlink":
      return unlink(ctx, form.provider);
  }
}

export function accountRoutes(store: Store, providers: RealmProviders): Router {
  const router = Router();
  const sessions = new ProviderSessions(store, providers);

  /** the page for this session, after what an action answered */
  async function showPage(p: PageRequest, session: AccountSession, manage: boolean, outcome: Outcome) {
    const user = session.user;
    const meta = p.oidc.sessionMeta.get(session.uid);
    if (meta) meta.lastAccess = Date.now();
    // as the admin API's user sessions: a session that holds only an offline grant is not a browser's
    const all = await sessions.list(p.realm.rep.realm, { userId: user.id });
    const offline = new Set(
      (await sessions.list(p.realm.rep.realm, { userId: user.id, offline: true })).map((s) => s.id),
    );
    const rows = all
      .filter((s) => !offline.has(s.id!))
      .map((s) => ({
        uid: s.id!,
        current: s.id === session.uid,
        device: deviceLabel(p.oidc.sessionMeta.get(s.id!)?.userAgent),
        ipAddress: s.ipAddress,
        start: s.start ?? 0,
        lastAccess: s.lastAccess ?? 0,
        clients: Object.values(s.clients ?? {}),
      }))
      .sort((a, b) => Number(b.current) - Number(a.current));
    const links = user.federatedIdentities.flatMap((f) => {
      const idp = p.realm.identityProviders.get(f.identityProvider ?? "");
      if (!idp || idp.enabled === false) return [];
      return [{ alias: idp.alias, displayName: idp.displayName || idp.alias, userName: f.userName ?? "" }];
    });
    const html = renderAccountPage({
      realm: p.realm,
      locale: userLocale(p.realm, session),
      path: p.path,
      csrf: csrfToken(session),
      user,
      manage,
      messages: outcome.messages,
      entered: outcome.entered,
      invalid: outcome.invalid,
      passwordSet: passwordSet(user),
      sessions: rows,
      links,
    });
    send(p, outcome.status, html);
  }

  async function show(p: PageRequest): Promise<void> {
    const { req, res } = p;
    // the login came back: an error is shown, a code (the session is the cookie's) only leaves the address bar
    if (typeof req.query.error === "string") {
      const code = ERROR_CODE.test(req.query.error) ? req.query.error : "error";
      return sendError(p, 400, "loginFailedMessage", userLocale(p.realm), code);
    }
    if (req.query.code !== undefined) return res.redirect(302, p.path);
    const session = browserSession(p.oidc, p.realm, req, res);
    if (!session) return res.redirect(302, loginUrl(p.oidc, `${p.oidc.issuer}/account/`));
    const access = accountAccess(p.realm, session.user);
    if (!access.view) return sendError(p, 403, "noAccessMessage", userLocale(p.realm, session));
    await showPage(p, session, access.manage, { status: 200, messages: [] });
  }

  async function submit(p: PageRequest): Promise<void> {
    const { req, res } = p;
    const session = browserSession(p.oidc, p.realm, req, res);
    if (!session) return res.redirect(303, loginUrl(p.oidc, `${p.oidc.issuer}/account/`));
    const locale = userLocale(p.realm, session);
    if (!sameOrigin(req)) return sendError(p, 403, "invalidRequestMessage", locale);
    const parsed = accountFormSchema.safeParse(req.body ?? {});
    if (!parsed.success) return sendError(p, 400, "invalidRequestMessage", locale);
    const form = parsed.data;
    if (!csrfValid(session, form.csrf)) return sendError(p, 403, "staleCodeAccountMessage", locale);
    const ctx: AccountContext = { store, oidc: p.oidc, realm: p.realm, session, locale, ipAddress: req.ip };
    if (form.action === "sign-out") {
      signOut(ctx);
      return res.redirect(303, p.path);
    }
    const access = accountAccess(p.realm, session.user);
    if (!access.manage) return sendError(p, 403, "noAccessMessage", locale);
    const outcome = await act(ctx, form);
    if (outcome.signedOut) return res.redirect(303, p.path);
    await showPage(p, session, access.manage, outcome);
  }

  const page = (step: (p: PageRequest) => Promise<void>) => async (req: Request, res: Response) => {
    const realm = store.realm(String(req.params.realm));
    const oidc = realm && (await providers.get(realm.rep.realm));
    if (!realm || !oidc) return void res.status(404).json({ error: "Realm does not exist" });
    sendRealmSecurityHeaders(res, realm);
    // the page holds personal data and a CSRF token
    res.set("Cache-Control", "no-store");
    await step({ oidc, realm, req, res, path: `/realms/${encodeURIComponent(realm.rep.realm)}/account/` });
  };

  router.get("/:realm/account", page(show));
  router.post(
    "/:realm/account",
    express.urlencoded({ extended: false, limit: FORM_LIMIT, parameterLimit: FORM_FIELDS }),
    page(submit),
  );
  return router;
}
