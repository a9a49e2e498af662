// The resource-owner password grant's login, as Keycloak's ResourceOwnerPasswordCredentialsGrantType runs it: the
// client's direct grant flow (its override, else the realm's binding) with the request's parameters, then the
// required-action triggers; an account with any required action left is refused, as it has no page to do them on.
import type { RealmData, UserRecord } from "../../store/model.js";
import type { Store } from "../../store/store.js";
import { recordLoginSuccess } from "../../realm/bruteForce.js";
import { FlowError, newAuthSession, sessionUser } from "./authSession.js";
import { FlowEngine } from "./flowEngine.js";
import { boundFlow, FlowTree } from "./flowModel.js";
import { grantKit, type GrantRefusal } from "./grantKit.js";
import { requestedLoa } from "./levelOfAuthentication.js";
import { evaluateTriggers } from "./requiredActions.js";

export type DirectGrantLogin = ({ user: UserRecord } | { refusal: GrantRefusal; userId?: string }) & {
  /** LOGIN_ERROR events to record, with Keycloak's error codes */
  failures: { error: string; userId?: string }[];
  username?: string;
};

const NOT_SET_UP: GrantRefusal = {
  status: 400,
  error: "invalid_grant",
  error_description: "Account is not fully set up",
};

/** a flow that fails without an answer of its own (a REQUIRED OTP step for a user without OTP) is, in Keycloak, an
 * exception the token endpoint does not catch: a server error */
function refusalOf(error: FlowError): GrantRefusal {
  if (error.kind === "UNSUPPORTED")
    return {
      status: 400,
      error: "invalid_grant",
      error_description: `This server cannot run the authenticator ${error.detail} of the direct grant flow.`,
    };
  return { status: 500, error: "unknown_error", error_description: "For more on this error consult the server log." };
}

export async function directGrantLogin(
  store: Store,
  realm: RealmData,
  clientId: string,
  params: Record<string, string | undefined>,
  ipAddress?: string,
): Promise<DirectGrantLogin> {
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  const session = newAuthSession(realm, clientId, { scope: params.scope, loa: requestedLoa(realm, client, params) });
  const result = (outcome: { user: UserRecord } | { refusal: GrantRefusal }): DirectGrantLogin => {
    if (session.touched.size) store.changed(realm, { users: [...session.touched] });
    return { ...outcome, userId: session.userId, failures: session.failures, username: session.loginHint };
  };
  const flow = boundFlow(realm, clientId, "direct_grant");
  if (!flow) return result({ refusal: refusalOf(new FlowError("UNSUPPORTED", "direct grant flow")) });
  try {
    const run = await new FlowEngine(session, new FlowTree(realm, flow), grantKit(store, params, ipAddress)).start();
    if (run.kind === "challenge") return result({ refusal: run.challenge });
  } catch (error) {
    if (!(error instanceof FlowError)) throw error;
    session.failures.push({ error: "invalid_user_credentials", userId: session.userId });
    return result({ refusal: refusalOf(error) });
  }
  const user = sessionUser(session)!;
  if (realm.rep.bruteForceProtected) recordLoginSuccess(realm, user.id);
  if (evaluateTriggers(realm, user, session.requiredActions)) session.touched.add(user.id);
  if (user.requiredActions.length || session.requiredActions.size) {
    session.failures.push({ error: "resolve_required_actions", userId: user.id });
    return result({ refusal: NOT_SET_UP });
  }
  return result({ user });
}
