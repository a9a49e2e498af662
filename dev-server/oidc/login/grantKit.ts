// The direct grant flow's steps, as Keycloak's direct-grant authenticators answer the token request: the username
// (with the realm's brute-force lockout), the password, and the one-time code of a user with OTP (the "totp"
// parameter, or "otp"); allow and deny access. A refusal is the token endpoint's JSON error Keycloak gives.
import type { Store } from "../../store/store.js";
import { isTemporarilyLocked, recordLoginFailure } from "../../realm/bruteForce.js";
import { importOnFirstLogin } from "../../realm/ldap/ldapLogin.js";
import { importOnFirstFileLogin } from "../../realm/property-file/propertyFileLogin.js";
import { userStorageFolder } from "../../realm/property-file/userStorageFolder.js";
import { findLoginUser, passwordMatches } from "../passwords.js";
import { otpCredentials, verifyOtp } from "../otp.js";
import { proved, sessionUser, type AuthSession } from "./authSession.js";
import { CONDITIONS } from "./conditions.js";
import type { Authenticator, FlowKit, Outcome } from "./flowSteps.js";
import { requiredActionEnabled } from "./requiredActions.js";
import { deniedPage } from "../flowPages.js";

/** a refusal of the token request: Keycloak's JSON error, or its HTML error page */
export type GrantRefusal = { status: number } & ({ error: string; error_description: string } | { html: string });

type Step = Authenticator<GrantRefusal>;

const INVALID_CREDENTIALS: GrantRefusal = {
  status: 400,
  error: "invalid_grant",
  error_description: "Invalid user credentials",
};

const refuse = (challenge: GrantRefusal, failed: { session: AuthSession; error: string }): Outcome<GrantRefusal> => {
  failed.session.failures.push({ error: failed.error, userId: failed.session.userId });
  return { status: "failure", error: "INVALID_USER", challenge };
};

/** counts a wrong credential against the user under the realm's brute-force protection */
function countFailure(session: AuthSession, ipAddress: string | undefined): void {
  const user = sessionUser(session);
  if (!user || !session.realm.rep.bruteForceProtected) return;
  recordLoginFailure(session.realm, user.id, ipAddress);
  session.touched.add(user.id);
}

/** The authenticators a direct grant flow may hold here. */
export const GRANT_AUTHENTICATORS = [
  "direct-grant-validate-username",
  "direct-grant-validate-password",
  "direct-grant-validate-otp",
  "allow-access-authenticator",
  "deny-access-authenticator",
] as const;

export function grantKit(
  store: Store,
  params: Record<string, string | undefined>,
  ipAddress?: string,
): FlowKit<GrantRefusal> {
  const validateUsername: Step = {
    requiresUser: false,
    async authenticate({ session }) {
      const username = params.username;
      if (username === undefined)
        return refuse(
          { status: 401, error: "invalid_request", error_description: "Missing parameter: username" },
          { session, error: "user_not_found" },
        );
      session.loginHint = username;
      const { realm } = session;
      let user = findLoginUser(realm, username);
      if (!user) {
        user =
          (await importOnFirstLogin(realm, username)) ??
          importOnFirstFileLogin(realm, username, userStorageFolder(store));
        if (user) store.changed(realm, { users: [user.id] });
      }
      if (!user || user.serviceAccountClientId)
        return refuse(INVALID_CREDENTIALS, { session, error: "user_not_found" });
      session.userId = user.id;
      if (realm.rep.bruteForceProtected && isTemporarilyLocked(realm, user.id))
        return { status: "challenge", challenge: INVALID_CREDENTIALS };
      if (!user.enabled)
        return { status: "challenge", challenge: { ...INVALID_CREDENTIALS, error_description: "Account disabled" } };
      return { status: "success" };
    },
  };

  const validatePassword: Step = {
    requiresUser: true,
    async authenticate({ session }) {
      const user = sessionUser(session)!;
      if (!(await passwordMatches(user, params.password ?? "", session.realm, userStorageFolder(store)))) {
        countFailure(session, ipAddress);
        return refuse(INVALID_CREDENTIALS, { session, error: "invalid_user_credentials" });
      }
      proved(session, "password");
      return { status: "success" };
    },
  };

  // a user without OTP never reaches authenticate: the flow fails them with CREDENTIAL_SETUP_REQUIRED first
  const validateOtp: Step = {
    requiresUser: true,
    configuredFor: (_session, user) => otpCredentials(user).length > 0,
    authenticate({ session }) {
      const user = sessionUser(session)!;
      const code = params.otp ?? params.totp;
      session.touched.add(user.id);
      if (!code || !verifyOtp(session.realm, user, code)) {
        countFailure(session, ipAddress);
        return refuse(INVALID_CREDENTIALS, { session, error: "invalid_user_credentials" });
      }
      proved(session, "otp");
      return { status: "success" };
    },
  };

  const steps: Record<(typeof GRANT_AUTHENTICATORS)[number], Step> = {
    "direct-grant-validate-username": validateUsername,
    "direct-grant-validate-password": validatePassword,
    "direct-grant-validate-otp": validateOtp,
    "allow-access-authenticator": { requiresUser: false, authenticate: () => ({ status: "success" }) },
    // Keycloak's deny-access step answers with its error page, even to a token request
    "deny-access-authenticator": {
      requiresUser: false,
      authenticate: ({ session, config }) => ({
        status: "failure",
        error: "ACCESS_DENIED",
        challenge: { status: 401, html: deniedPage(session.realm, "en", config?.denyErrorMessage) },
      }),
    },
  };
  return {
    authenticator: (id) => steps[id as keyof typeof steps],
    condition: (id) => CONDITIONS[id],
    requiredActionEnabled,
  };
}
