// What a flow is made of, for the engine (flowEngine.ts) that runs it: an authenticator's outcome (success, attempted,
// a page or answer to send, a failure), what a step sees of the login, and the kit of authenticators and conditions
// a kind of login (the browser's, the direct grant's) provides.
import type { RealmData, UserRecord } from "../../store/model.js";
import type { AuthSession, FlowErrorKind } from "./authSession.js";
import type { FlowTree, IndexedExecution } from "./flowModel.js";

export type Outcome<C> =
  | { status: "success" }
  | { status: "attempted" }
  | { status: "challenge"; challenge: C }
  | { status: "failure"; error: FlowErrorKind; detail?: string; challenge?: C };

export interface StepContext {
  session: AuthSession;
  tree: FlowTree;
  step: IndexedExecution;
  config?: Record<string, string>;
  /** whether an authenticator of the kit is configured for the login's user (Keycloak's configuredFor): one that
   * checks nothing of the user is, one this server does not run is not */
  configuredFor(authenticatorId: string): boolean;
}

export interface Authenticator<C> {
  /** runs only once a user is known */
  requiresUser: boolean;
  /** the user has what this step checks (an OTP credential) */
  configuredFor?(session: AuthSession, user: UserRecord): boolean;
  /** the required action a REQUIRED step sets for a user who lacks what it checks, when that action is enabled */
  setupAction?: string;
  /** checks a credential: a known user without it cannot pass and fails with CREDENTIAL_SETUP_REQUIRED */
  credentialValidator?: boolean;
  authenticate(ctx: StepContext): Outcome<C> | Promise<Outcome<C>>;
  /** the person's answer to the page this step showed */
  action?(ctx: StepContext, form: Record<string, string>): Outcome<C> | Promise<Outcome<C>>;
}

export interface Condition {
  matches(ctx: StepContext): boolean;
  /** the flow the condition held in succeeded (the LoA condition records the level reached) */
  onParentFlowSuccess?(ctx: StepContext): void;
  /** the whole flow succeeded */
  onTopFlowSuccess?(ctx: StepContext): void;
}

export interface FlowKit<C> {
  authenticator(id: string): Authenticator<C> | undefined;
  condition(id: string): Condition | undefined;
  requiredActionEnabled(realm: RealmData, alias: string): boolean;
}
