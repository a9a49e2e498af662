// What one login remembers between its steps, as Keycloak's authentication session does: the user found so far, the
// status of every execution it has run, the page it is at, the required actions the flow added, the credentials the
// person proved, the scope asked for, and the level of authentication reached. Authenticators report with an
// outcome; a step that cannot go on throws a FlowError naming Keycloak's AuthenticationFlowError.
import type { RealmData, UserRecord } from "../../store/model.js";
import type { LoaState } from "./levelOfAuthentication.js";

export type ExecutionStatus =
  | "SUCCESS"
  | "FAILED"
  | "ATTEMPTED"
  | "SKIPPED"
  | "SETUP_REQUIRED"
  | "CHALLENGED"
  | "EVALUATED_TRUE"
  | "EVALUATED_FALSE";

export type FlowErrorKind =
  | "INVALID_USER"
  | "UNKNOWN_USER"
  | "INVALID_CREDENTIALS"
  | "CREDENTIAL_SETUP_REQUIRED"
  | "USER_DISABLED"
  | "USER_TEMPORARILY_DISABLED"
  | "ACCESS_DENIED"
  | "GENERIC_AUTHENTICATION_ERROR"
  /** a step this server does not run (WebAuthn, X.509, ...): the login says which */
  | "UNSUPPORTED";

export class FlowError<C = unknown> extends Error {
  constructor(
    readonly kind: FlowErrorKind,
    /** what the person is told, when the step says more than the error's own message */
    readonly detail?: string,
    /** the answer the step prepared for this failure (the direct grant's JSON error) */
    readonly challenge?: C,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

export interface AuthSession {
  realm: RealmData;
  clientId: string;
  userId?: string;
  statuses: Map<string, ExecutionStatus>;
  /** the execution whose page (or answer) was sent last */
  current?: string;
  /** required actions the flow set for the user (an unconfigured REQUIRED OTP form sets CONFIGURE_TOTP) */
  requiredActions: Set<string>;
  /** the types of the credentials the person proved in this login (password, otp), in order */
  credentials: string[];
  /** the scope parameter of the request */
  scope: string;
  loa: LoaState;
  /** paths of executions whose callbacks run when the whole flow succeeds (the LoA conditions) */
  topFlowCallbacks: Set<string>;
  /** the cookie authenticator signed the person in from an existing session */
  sso: boolean;
  /** the session was there but the client asked to sign in again (prompt=login, max_age) */
  forcedReauthentication: boolean;
  /** the browser's existing session, which the cookie authenticator may take */
  existing?: { accountId: string; loaMap: Record<string, number>; reauthenticate: boolean };
  /** the request's kc_idp_hint and login_hint */
  idpHint?: string;
  loginHint?: string;
  /** failures to record as LOGIN_ERROR events, with Keycloak's error codes */
  failures: { error: string; userId?: string }[];
  /** users whose stored record a step changed (an OTP counter, a lockout) */
  touched: Set<string>;
}

export function newAuthSession(
  realm: RealmData,
  clientId: string,
  request: { scope?: string; loa: LoaState; idpHint?: string; loginHint?: string },
): AuthSession {
  return {
    realm,
    clientId,
    idpHint: request.idpHint,
    loginHint: request.loginHint,
    failures: [],
    touched: new Set(),
    statuses: new Map(),
    requiredActions: new Set(),
    credentials: [],
    scope: request.scope ?? "",
    loa: request.loa,
    topFlowCallbacks: new Set(),
    sso: false,
    forcedReauthentication: false,
  };
}

export function sessionUser(session: AuthSession): UserRecord | undefined {
  return session.userId ? session.realm.users.get(session.userId) : undefined;
}

/** records a credential the person proved, once (Keycloak's authentication credentials note) */
export function proved(session: AuthSession, type: string): void {
  if (!session.credentials.includes(type)) session.credentials.push(type);
}
