// Runs an authentication flow as Keycloak's DefaultAuthenticationFlow does. At each level the REQUIRED and
// CONDITIONAL executions run in order and ALTERNATIVE ones are ignored when any exist; a CONDITIONAL sub-flow runs only
// when it has enabled conditions and all of them hold (a skipped one counts as absent, so a level left with only
// skipped ones falls to its alternatives); otherwise the first ALTERNATIVE that succeeds wins and a failing one is
// passed over. A page ends the run; the person's answer goes to the execution that showed it, and the run resumes
// from its parent flows upwards, as Keycloak's continueAuthenticationAfterSuccessfulAction does. The steps themselves
// (authenticators and conditions) come from a kit: the browser's or the direct grant's.
import { FlowError, sessionUser, type AuthSession, type ExecutionStatus } from "./authSession.js";
import type { FlowKit, Outcome, StepContext } from "./flowSteps.js";
import {
  executionConfig,
  isEnabled,
  isRequiredOrConditional,
  isSubflow,
  type FlowTree,
  type IndexedExecution,
} from "./flowModel.js";

export type FlowRun<C> = { kind: "challenge"; challenge: C } | { kind: "done" };

type FlowResult<C> = { challenge?: C; successful: boolean; errors: FlowError[] };

const PROCESSED = new Set<ExecutionStatus>(["SUCCESS", "SKIPPED", "ATTEMPTED", "SETUP_REQUIRED"]);
export const isConditionId = (id: string | undefined) => !!id?.startsWith("conditional-");

export class FlowEngine<C> {
  constructor(
    readonly session: AuthSession,
    readonly tree: FlowTree,
    private readonly kit: FlowKit<C>,
  ) {}

  async start(): Promise<FlowRun<C>> {
    return this.finish(await this.processFlow(this.tree.topPath));
  }

  /** the answer to the page of `path`; an answer to a page that is not the current one shows the current one */
  async action(path: string, form: Record<string, string>): Promise<FlowRun<C>> {
    const step = this.tree.executions.get(path);
    const id = step?.execution.authenticator ?? "";
    const authenticator = this.kit.authenticator(id);
    if (!step || path !== this.session.current || !authenticator?.action) return this.start();
    const challenge = this.processResult(step, await authenticator.action(this.context(step), form));
    if (challenge !== undefined) return { kind: "challenge", challenge };
    return this.finish(await this.continueAfter(step));
  }

  private finish(result: FlowResult<C>): FlowRun<C> {
    if (result.challenge !== undefined) return { kind: "challenge", challenge: result.challenge };
    if (!this.session.userId) throw result.errors[0] ?? new FlowError("UNKNOWN_USER");
    if (!result.successful) throw result.errors[0] ?? new FlowError("INVALID_CREDENTIALS");
    return { kind: "done" };
  }

  private context(step: IndexedExecution): StepContext {
    return {
      session: this.session,
      tree: this.tree,
      step,
      config: executionConfig(this.session.realm, step.execution),
      configuredFor: (id) => {
        const authenticator = this.kit.authenticator(id);
        const user = sessionUser(this.session);
        if (!authenticator) return false;
        if (!authenticator.configuredFor) return true;
        return !!user && authenticator.configuredFor(this.session, user);
      },
    };
  }

  status(step: IndexedExecution): ExecutionStatus | undefined {
    return this.session.statuses.get(step.path);
  }

  private set(step: IndexedExecution, status: ExecutionStatus): void {
    this.session.statuses.set(step.path, status);
    if (status === "SUCCESS" && step.subflow) this.parentFlowSucceeded(step);
  }

  private processed(step: IndexedExecution): boolean {
    const status = this.status(step);
    return !isEnabled(step.execution) || (!!status && PROCESSED.has(status));
  }

  private isCondition(step: IndexedExecution): boolean {
    return !isSubflow(step.execution) && isEnabled(step.execution) && isConditionId(step.execution.authenticator);
  }

  /** the executions of a level that run: REQUIRED and CONDITIONAL ones, or when there are none the ALTERNATIVE ones */
  private levels(flowPath: string) {
    const steps = this.tree.of(flowPath).filter((s) => !this.isCondition(s));
    const required = steps.filter((s) => isRequiredOrConditional(s.execution));
    const alternatives = required.length ? [] : steps.filter((s) => s.execution.requirement === "ALTERNATIVE");
    return { required, alternatives };
  }

  private passed(step: IndexedExecution): boolean {
    const status = this.status(step);
    return status === "SUCCESS" || status === "SETUP_REQUIRED";
  }

  private async processFlow(flowPath: string): Promise<FlowResult<C>> {
    const { required, alternatives } = this.levels(flowPath);
    const errors: FlowError[] = [];
    let requiredPassed = true;
    let skipped = 0;
    for (const step of required) {
      if (step.execution.requirement === "CONDITIONAL" && !this.processed(step) && this.conditionsFail(step)) {
        skipped++;
        continue;
      }
      const challenge = await this.processSingle(step);
      requiredPassed &&= this.passed(step);
      if (challenge !== undefined) return { challenge, successful: false, errors };
      if (!requiredPassed) break;
    }
    if (skipped < required.length)
      return requiredPassed ? this.succeeded(flowPath, errors) : { successful: false, errors };
    if (alternatives.some((s) => this.passed(s))) return this.succeeded(flowPath, errors);
    for (const step of alternatives) {
      try {
        const challenge = await this.processSingle(step);
        if (challenge !== undefined) return { challenge, successful: false, errors };
        if (this.passed(step)) return this.succeeded(flowPath, errors);
      } catch (e) {
        // another alternative may still sign the person in
        if (!(e instanceof FlowError)) throw e;
        errors.push(e);
        this.set(step, "ATTEMPTED");
      }
    }
    return { successful: false, errors };
  }

  private succeeded(flowPath: string, errors: FlowError[]): FlowResult<C> {
    if (flowPath === this.tree.topPath)
      for (const path of this.session.topFlowCallbacks) {
        const step = this.tree.executions.get(path);
        if (step) this.kit.condition(step.execution.authenticator ?? "")?.onTopFlowSuccess?.(this.context(step));
      }
    return { successful: true, errors };
  }

  /** Keycloak's isConditionalSubflowDisabled: no enabled condition, or one that does not hold (the rest unasked) */
  private conditionsFail(step: IndexedExecution): boolean {
    if (!step.subflow) return false;
    const conditions = this.tree.of(step.path).filter((s) => this.isCondition(s));
    return conditions.length === 0 || conditions.some((c) => !this.evaluate(c));
  }

  private evaluate(step: IndexedExecution): boolean {
    const id = step.execution.authenticator ?? "";
    const condition = this.kit.condition(id);
    if (!condition) throw new FlowError("UNSUPPORTED", id);
    const holds = condition.matches(this.context(step));
    this.set(step, holds ? "EVALUATED_TRUE" : "EVALUATED_FALSE");
    return holds;
  }

  /** a sub-flow succeeded: the conditions that held in it hear of it (and of the whole flow's success later) */
  private parentFlowSucceeded(flowStep: IndexedExecution): void {
    for (const step of this.tree.of(flowStep.path)) {
      const status = this.status(step);
      if (status !== "SUCCESS" && status !== "EVALUATED_TRUE") continue;
      const condition = this.kit.condition(step.execution.authenticator ?? "");
      if (!condition?.onParentFlowSuccess) continue;
      condition.onParentFlowSuccess(this.context(step));
      this.session.topFlowCallbacks.add(step.path);
    }
  }

  private async processSingle(step: IndexedExecution): Promise<C | undefined> {
    if (this.processed(step)) return undefined;
    if (isSubflow(step.execution)) {
      if (!step.subflow) throw new FlowError("UNSUPPORTED", `sub-flow ${step.execution.flowAlias}`);
      const result = await this.processFlow(step.path);
      if (result.challenge !== undefined) {
        this.set(step, "CHALLENGED");
        return result.challenge;
      }
      this.set(step, result.successful ? "SUCCESS" : "FAILED");
      return undefined;
    }
    const id = step.execution.authenticator ?? "";
    const authenticator = this.kit.authenticator(id);
    if (!authenticator) throw new FlowError("UNSUPPORTED", id);
    const user = sessionUser(this.session);
    const configured = !user || !authenticator.configuredFor || authenticator.configuredFor(this.session, user);
    if (authenticator.requiresUser) {
      if (!user) throw new FlowError("UNKNOWN_USER");
      if (!configured) {
        const setup = authenticator.setupAction;
        if (
          setup &&
          step.execution.requirement === "REQUIRED" &&
          this.kit.requiredActionEnabled(this.session.realm, setup)
        ) {
          this.set(step, "SETUP_REQUIRED");
          this.session.requiredActions.add(setup);
          return undefined;
        }
        throw new FlowError("CREDENTIAL_SETUP_REQUIRED", id);
      }
    } else if (!configured && authenticator.credentialValidator && !authenticator.setupAction) {
      throw new FlowError("CREDENTIAL_SETUP_REQUIRED", id);
    }
    return this.processResult(step, await authenticator.authenticate(this.context(step)));
  }

  private processResult(step: IndexedExecution, outcome: Outcome<C>): C | undefined {
    switch (outcome.status) {
      case "success":
        this.set(step, "SUCCESS");
        return undefined;
      case "attempted":
        this.set(step, "ATTEMPTED");
        return undefined;
      case "challenge":
        this.set(step, "CHALLENGED");
        this.session.current = step.path;
        return outcome.challenge;
      case "failure":
        this.set(step, "FAILED");
        if (outcome.challenge === undefined) throw new FlowError(outcome.error, outcome.detail);
        this.session.current = step.path;
        return outcome.challenge;
    }
  }

  /** after an answered page: the parent flows that are now complete succeed, then the first one that is not runs on,
   * and so on up to the top flow */
  private async continueAfter(step: IndexedExecution): Promise<FlowResult<C>> {
    const unfinished = this.completeParents(step);
    if (unfinished === this.tree.topPath) return this.processFlow(unfinished);
    const flowStep = this.tree.executions.get(unfinished)!;
    const challenge = await this.processSingle(flowStep);
    if (challenge !== undefined) return { challenge, successful: false, errors: [] };
    return this.continueAfter(flowStep);
  }

  private completeParents(from: IndexedExecution): string {
    let step = from;
    while (step.parent !== this.tree.topPath) {
      const flowStep = this.tree.executions.get(step.parent)!;
      const { required, alternatives } = this.levels(step.parent);
      const requirement = step.execution.requirement;
      const complete =
        (isRequiredOrConditional(step.execution) && required.every((s) => this.status(s) === "SUCCESS")) ||
        (requirement === "ALTERNATIVE" && alternatives.some((s) => this.status(s) === "SUCCESS"));
      if (!complete) return step.parent;
      this.set(flowStep, "SUCCESS");
      step = flowStep;
    }
    return this.tree.topPath;
  }
}
