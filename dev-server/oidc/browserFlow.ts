// Walks a realm's browser flow as Keycloak's DefaultAuthenticationFlow does: at each level the REQUIRED and
// CONDITIONAL executions run in priority order and ALTERNATIVE ones are ignored when any exist; otherwise the first
// ALTERNATIVE that succeeds (or asks for a page) wins. A CONDITIONAL sub-flow runs only when all its enabled
// conditions hold. The walk is re-run after every submitted page, from the state the pages have built up.
import type { RealmData, UserRecord } from "../store/model.js";
import { otpCredentials } from "./otp.js";

type Flow = RealmData["authenticationFlows"] extends Map<string, infer F> ? F : never;
type Execution = NonNullable<Flow["authenticationExecutions"]>[number] & {
  authenticatorFlow?: boolean;
  priority?: number;
};

/** the authenticators that show a page */
export type FormAuthenticator = "auth-username-password-form" | "auth-otp-form";

export interface WalkState {
  userId?: string;
  /** executions whose page was completed, by their path in the flow */
  done: Set<string>;
  /** the account of an existing session the cookie authenticator may take */
  sessionAccountId?: string;
  /** prompt=login or an exceeded max_age: Keycloak's cookie authenticator then does not sign in */
  reauthenticate: boolean;
  /** required actions the flow added (an unconfigured REQUIRED OTP form adds CONFIGURE_TOTP) */
  requiredActions: Set<string>;
}

export type WalkOutcome =
  | { kind: "page"; path: string; authenticator: FormAuthenticator }
  | { kind: "success"; user: UserRecord }
  | { kind: "error"; message: "invalidUserMessage" | "unsupportedAuthenticatorMessage"; detail?: string };

type Step = "success" | "attempted" | Exclude<WalkOutcome, { kind: "success" }>;

class Failure extends Error {}
class UnsupportedCondition extends Error {}

const isSubflow = (e: Execution) => !!(e.authenticatorFlow ?? e.autheticatorFlow);
const isCondition = (e: Execution) => !isSubflow(e) && String(e.authenticator ?? "").startsWith("conditional-");

function ordered(flow: Flow): Execution[] {
  return ((flow.authenticationExecutions ?? []) as Execution[])
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.priority ?? i) - (b.priority ?? j) || i - j)
    .map(([e]) => e);
}

function flowByAlias(realm: RealmData, alias: string | undefined): Flow | undefined {
  for (const f of realm.authenticationFlows.values()) if (f.alias === alias) return f;
  return undefined;
}

/** a client's browser-flow override (a flow id), else the realm's bound browser flow */
export function boundBrowserFlow(realm: RealmData, clientId: string | undefined): Flow | undefined {
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  const override = client?.authenticationFlowBindingOverrides?.browser;
  if (override) return realm.authenticationFlows.get(override);
  return flowByAlias(realm, realm.rep.browserFlow ?? "browser");
}

export function walkBrowserFlow(realm: RealmData, clientId: string | undefined, state: WalkState): WalkOutcome {
  const flow = boundBrowserFlow(realm, clientId);
  if (!flow) return { kind: "error", message: "unsupportedAuthenticatorMessage", detail: "browser flow" };
  const walker = new Walker(realm, state);
  let step: Step;
  try {
    step = walker.flow(flow, flow.alias);
  } catch (e) {
    if (e instanceof Failure) return { kind: "error", message: "invalidUserMessage" };
    if (e instanceof UnsupportedCondition)
      return { kind: "error", message: "unsupportedAuthenticatorMessage", detail: e.message };
    throw e;
  }
  if (typeof step === "object") return step;
  const user = state.userId ? realm.users.get(state.userId) : undefined;
  if (step === "success" && user?.enabled) return { kind: "success", user };
  return { kind: "error", message: "invalidUserMessage" };
}

class Walker {
  constructor(
    private readonly realm: RealmData,
    private readonly state: WalkState,
  ) {}

  private get user(): UserRecord | undefined {
    return this.state.userId ? this.realm.users.get(this.state.userId) : undefined;
  }

  flow(flow: Flow, path: string): Step {
    const executions = ordered(flow).map((e, i) => [e, `${path}/${i}`] as const);
    // a conditional sub-flow whose conditions do not hold is as good as disabled
    const required = executions.filter(
      ([e]) =>
        !isCondition(e) &&
        (e.requirement === "REQUIRED" || (e.requirement === "CONDITIONAL" && isSubflow(e) && this.conditionsHold(e))),
    );
    if (required.length > 0) {
      for (const [e, at] of required) {
        const step = this.execution(e, at);
        if (step === "success") continue;
        if (step === "attempted") throw new Failure();
        return step;
      }
      return "success";
    }
    const alternatives = executions.filter(([e]) => e.requirement === "ALTERNATIVE" && !isCondition(e));
    // a flow left with nothing to run (the Organization flow before the user is known) has not signed anyone in
    if (alternatives.length === 0)
      return executions.some(([e]) => e.requirement === "CONDITIONAL") ? "attempted" : "success";
    for (const [e, at] of alternatives) {
      const step = this.execution(e, at);
      if (step !== "attempted") return step;
    }
    return "attempted";
  }

  private subflow(e: Execution): Flow {
    const sub = flowByAlias(this.realm, e.flowAlias);
    if (!sub) throw new Failure();
    return sub;
  }

  private execution(e: Execution, path: string): Step {
    if (isSubflow(e)) return this.flow(this.subflow(e), path);
    const authenticator = String(e.authenticator ?? "");
    switch (authenticator) {
      case "auth-cookie": {
        const account = this.state.sessionAccountId;
        if (this.state.reauthenticate || !account || !this.realm.users.get(account)?.enabled) return "attempted";
        this.state.userId = account;
        return "success";
      }
      // no Kerberos here: the browser never answers the Negotiate challenge, which Keycloak treats as attempted
      case "auth-spnego":
        return "attempted";
      // no identity-first login here: the organization step passes, as Keycloak's does in a realm without organizations
      case "organization":
        return "attempted";
      case "identity-provider-redirector":
        return this.defaultProvider(e)
          ? { kind: "error", message: "unsupportedAuthenticatorMessage", detail: authenticator }
          : "attempted";
      case "auth-username-password-form":
        return this.state.done.has(path) ? "success" : { kind: "page", path, authenticator };
      case "auth-otp-form": {
        const user = this.user;
        if (!user) throw new Failure();
        if (otpCredentials(user).length === 0) {
          if (e.requirement !== "REQUIRED") return "attempted";
          this.state.requiredActions.add("CONFIGURE_TOTP");
          return "success";
        }
        return this.state.done.has(path) ? "success" : { kind: "page", path, authenticator };
      }
      default:
        return { kind: "error", message: "unsupportedAuthenticatorMessage", detail: authenticator };
    }
  }

  private defaultProvider(e: Execution): string | undefined {
    const config = [...this.realm.authenticatorConfig.values()].find(
      (c) => c.alias === e.authenticatorConfig || c.id === e.authenticatorConfig,
    );
    return config?.config?.defaultProvider || undefined;
  }

  private conditionsHold(e: Execution): boolean {
    const sub = this.subflow(e);
    const conditions = ordered(sub).filter((c) => isCondition(c) && c.requirement !== "DISABLED");
    // Keycloak treats a conditional sub-flow without enabled conditions as disabled
    if (conditions.length === 0) return false;
    return conditions.every((c) => this.condition(c, sub));
  }

  private condition(c: Execution, flow: Flow): boolean {
    switch (c.authenticator) {
      case "conditional-user-configured":
        return !!this.user && this.configuredIn(flow);
      case "conditional-credential":
        return this.credentialsUsed(c);
      default:
        throw new UnsupportedCondition(String(c.authenticator));
    }
  }

  /** Keycloak's ConditionalCredentialAuthenticator: whether any of the configured credential types was used so far
   * (or, with `included` not true, none of them); here, where such conditions come before any second factor, the
   * password once the user is known */
  private credentialsUsed(c: Execution): boolean {
    const config = [...this.realm.authenticatorConfig.values()].find(
      (found) => found.alias === c.authenticatorConfig || found.id === c.authenticatorConfig,
    )?.config;
    const wanted = (config?.credentials ?? "").split("##").filter(Boolean);
    const anyUsed = !!this.user && wanted.includes("password");
    return config?.included === "true" ? anyUsed : !anyUsed;
  }

  /** Keycloak's ConditionalUserConfiguredAuthenticator: every REQUIRED/CONDITIONAL step is configured for the user,
   * or, when the flow has none, any ALTERNATIVE one is */
  private configuredIn(flow: Flow): boolean {
    const steps = ordered(flow).filter((e) => !isCondition(e) && e.requirement !== "DISABLED");
    const required = steps.filter((e) => e.requirement === "REQUIRED" || e.requirement === "CONDITIONAL");
    const configured = (e: Execution) => (isSubflow(e) ? this.configuredIn(this.subflow(e)) : this.configured(e));
    return required.length > 0 ? required.every(configured) : steps.some(configured);
  }

  private configured(e: Execution): boolean {
    const user = this.user;
    if (!user) return false;
    if (e.authenticator === "auth-otp-form") return otpCredentials(user).length > 0;
    if (e.authenticator === "auth-username-password-form") return user.credentials.some((c) => c.type === "password");
    // without identity-first login the Organization flow never applies, so its condition never holds
    if (e.authenticator === "organization") return false;
    return true;
  }
}
