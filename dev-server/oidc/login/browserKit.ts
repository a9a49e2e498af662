// The browser flow's steps this server runs, as Keycloak's authenticators behave: the SSO cookie (with the levels of
// authentication the session reached), Kerberos (never answered by a browser here), the identity-provider
// redirector, the username and password form, the OTP form, allow and deny access, and the organization step for a
// realm without organizations. Any other authenticator is not run: the login says which (FlowError UNSUPPORTED).
import type { Store } from "../../store/store.js";
import { recordLoginFailure, recordLoginSuccess } from "../../realm/bruteForce.js";
import { checkLoginWithBruteForce } from "../passwords.js";
import { otpCredentials, verifyOtp } from "../otp.js";
import type { LoginMessageKey } from "../loginPage.js";
import { proved, sessionUser, type AuthSession } from "./authSession.js";
import { CONDITIONS } from "./conditions.js";
import type { Authenticator, FlowKit, Outcome } from "./flowSteps.js";
import { conditionLevel, conditionMaxAge, highestPreviousLevel, NO_LOA } from "./levelOfAuthentication.js";
import type { FlowTree } from "./flowModel.js";
import { executionConfig } from "./flowModel.js";
import { requiredActionEnabled } from "./requiredActions.js";

/** what a browser step asks of the person */
export type BrowserChallenge =
  | { page: "login"; error?: LoginMessageKey }
  | { page: "login-otp"; error?: LoginMessageKey }
  /** a deny-access step's error page (401), with its configured message (a message key or text) */
  | { page: "access-denied"; message?: string }
  /** the identity provider the login goes on at */
  | { broker: string };

type Step = Authenticator<BrowserChallenge>;

/** the max ages the flow's LoA conditions give their levels */
function loaMaxAges(tree: FlowTree): Map<number, number> {
  const ages = new Map<number, number>();
  for (const s of tree.all()) {
    if (s.execution.authenticator !== "conditional-level-of-authentication") continue;
    const config = executionConfig(tree.realm, s.execution);
    const level = conditionLevel(config);
    if (level !== undefined) ages.set(level, conditionMaxAge(config));
  }
  return ages;
}

/** Keycloak's CookieAuthenticator: the existing session signs the person in, unless the client asks to sign in again
 * or for a higher level than the session reached; either way its user is known from then on */
const cookie: Step = {
  requiresUser: false,
  authenticate({ session, tree }) {
    const existing = session.existing;
    if (!existing || !session.realm.users.get(existing.accountId)?.enabled) return { status: "attempted" };
    session.loa.map = { ...existing.loaMap };
    session.userId = existing.accountId;
    if (existing.reauthenticate) {
      session.loa.current = NO_LOA;
      session.forcedReauthentication = true;
      return { status: "attempted" };
    }
    const previous = highestPreviousLevel(session.loa, loaMaxAges(tree));
    session.loa.current = previous;
    if (session.loa.requested > previous) return { status: "attempted" };
    session.sso = true;
    return { status: "success" };
  },
};

/** a default provider (or the request's kc_idp_hint) that exists and is enabled: the login goes on there */
const identityProviderRedirector: Step = {
  requiresUser: false,
  authenticate({ session, config }) {
    const alias = session.idpHint || config?.defaultProvider;
    const provider = alias ? session.realm.identityProviders.get(alias) : undefined;
    if (!provider || provider.enabled === false) return { status: "attempted" };
    return { status: "challenge", challenge: { broker: provider.alias } };
  },
};

function usernamePasswordForm(store: Store, ipAddress: string | undefined): Step {
  return {
    requiresUser: false,
    authenticate: () => ({ status: "challenge", challenge: { page: "login" } }),
    async action({ session }, form) {
      const login = await checkLoginWithBruteForce(
        store,
        session.realm,
        form.username ?? "",
        form.password ?? "",
        ipAddress,
      );
      session.loginHint = form.username;
      if ("error" in login) {
        session.failures.push({ error: login.error, userId: login.user?.id });
        if (login.user) session.touched.add(login.user.id);
        // a locked user reads "Invalid username or password." too: Keycloak does not tell of the lockout by default
        const error = login.error === "user_disabled" ? "accountDisabledMessage" : "invalidUserMessage";
        return { status: "challenge", challenge: { page: "login", error } };
      }
      session.userId = login.user.id;
      proved(session, "password");
      return { status: "success" };
    },
  };
}

function otpForm(ipAddress: string | undefined): Step {
  return {
    requiresUser: true,
    configuredFor: (_session, user) => otpCredentials(user).length > 0,
    setupAction: "CONFIGURE_TOTP",
    authenticate: () => ({ status: "challenge", challenge: { page: "login-otp" } }),
    action({ session }, form): Outcome<BrowserChallenge> {
      const user = sessionUser(session)!;
      const code = (form.otp ?? "").trim();
      const { realm } = session;
      if (!code) return { status: "challenge", challenge: { page: "login-otp", error: "missingTotpMessage" } };
      session.touched.add(user.id);
      if (!verifyOtp(realm, user, code)) {
        session.failures.push({ error: "invalid_user_credentials", userId: user.id });
        if (realm.rep.bruteForceProtected) recordLoginFailure(realm, user.id, ipAddress);
        return { status: "challenge", challenge: { page: "login-otp", error: "invalidTotpMessage" } };
      }
      if (realm.rep.bruteForceProtected) recordLoginSuccess(realm, user.id);
      proved(session, "otp");
      return { status: "success" };
    },
  };
}

const denyAccess: Step = {
  requiresUser: false,
  authenticate: ({ config }) => ({
    status: "failure",
    error: "ACCESS_DENIED",
    challenge: { page: "access-denied", message: config?.denyErrorMessage },
  }),
};

const allowAccess: Step = { requiresUser: false, authenticate: () => ({ status: "success" }) };

/** identity-first login by organization is not run here; a realm without organizations skips it as Keycloak does */
const organization: Step = {
  requiresUser: false,
  configuredFor: (session: AuthSession) => !!session.realm.rep.organizationsEnabled,
  authenticate({ session }) {
    if (!session.realm.rep.organizationsEnabled || session.realm.organizations.size === 0)
      return { status: "attempted" };
    return { status: "failure", error: "UNSUPPORTED", detail: "organization" };
  },
};

/** The authenticators a browser flow may hold here; the server info says the others are not run at sign-in. */
export const BROWSER_AUTHENTICATORS = [
  "auth-cookie",
  "auth-spnego",
  "identity-provider-redirector",
  "auth-username-password-form",
  "auth-otp-form",
  "deny-access-authenticator",
  "allow-access-authenticator",
  "organization",
] as const;

export function browserKit(store: Store, ipAddress: string | undefined): FlowKit<BrowserChallenge> {
  const steps: Record<(typeof BROWSER_AUTHENTICATORS)[number], Step> = {
    "auth-cookie": cookie,
    // the browser never answers the Negotiate challenge here, which Keycloak takes as attempted
    "auth-spnego": { requiresUser: false, authenticate: () => ({ status: "attempted" }) },
    "identity-provider-redirector": identityProviderRedirector,
    "auth-username-password-form": usernamePasswordForm(store, ipAddress),
    "auth-otp-form": otpForm(ipAddress),
    "deny-access-authenticator": denyAccess,
    "allow-access-authenticator": allowAccess,
    organization,
  };
  return {
    authenticator: (id) => steps[id as keyof typeof steps],
    condition: (id) => CONDITIONS[id],
    requiredActionEnabled: (realm, alias) => requiredActionEnabled(realm, alias),
  };
}
