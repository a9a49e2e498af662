// Authentication flows and executions as the admin API shows them: the execution tree with levels and indexes,
// lookups, copying a flow with its sub-flows, and the provider lists.
import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { notFound, param } from "../http.js";
import { configByAlias, configOfExecution } from "../../realm/authenticatorConfigs.js";
import { isConfigurable, providerInfo, requirementChoices } from "../../realm/authenticatorMetadata.js";
import { ensureAuthenticationDefaults } from "../../realm/builtinAuthentication.js";

export type Flow = RealmData["authenticationFlows"] extends Map<string, infer F> ? F : never;
/** Keycloak exports carry both spellings of "authenticatorFlow" */
export type Execution = NonNullable<AuthenticationFlowRepresentation["authenticationExecutions"]>[number] & {
  id?: string;
  authenticatorFlow?: boolean;
};

export function isSubflow(e: Execution): boolean {
  return !!(e.authenticatorFlow ?? e.autheticatorFlow);
}

export const DEFAULT_BINDINGS = [
  "browserFlow",
  "registrationFlow",
  "directGrantFlow",
  "resetCredentialsFlow",
  "clientAuthenticationFlow",
  "dockerAuthenticationFlow",
  "firstBrokerLoginFlow",
] as const;

export function prepared(ctx: AdminContext, realm: RealmData): RealmData {
  if (ensureAuthenticationDefaults(realm)) ctx.store.changed(realm);
  return realm;
}

export function flowByAlias(realm: RealmData, alias: string): Flow | undefined {
  for (const f of realm.authenticationFlows.values()) if (f.alias === alias) return f;
  return undefined;
}

export function executionId(e: Execution): string {
  e.id ??= randomUUID();
  return e.id;
}

/** the executions of a flow in Keycloak's order (by priority) */
export function executionsOf(flow: Flow): Execution[] {
  return [...((flow.authenticationExecutions ?? []) as Execution[])].sort(
    (a, b) => (a.priority ?? 0) - (b.priority ?? 0),
  );
}

export function executionInfos(
  realm: RealmData,
  flow: Flow,
  level = 0,
  out: AuthenticationExecutionInfoRepresentation[] = [],
): AuthenticationExecutionInfoRepresentation[] {
  executionsOf(flow).forEach((e, index) => {
    const config = configOfExecution(realm, e);
    const base = {
      id: executionId(e),
      requirement: e.requirement,
      level,
      index,
      priority: e.priority,
    };
    if (isSubflow(e)) {
      const sub = e.flowAlias ? flowByAlias(realm, e.flowAlias) : undefined;
      out.push({
        ...base,
        displayName: e.flowAlias,
        // a flow made without a description shows "", the built-in Organization flow, which has none, nothing
        ...(sub?.description !== undefined ? { description: sub.description } : {}),
        authenticationFlow: true,
        flowId: sub?.id,
        requirementChoices: SUBFLOW_CHOICES[sub?.providerId ?? "basic-flow"] ?? SUBFLOW_CHOICES["basic-flow"],
        configurable: false,
        ...(sub?.providerId === "form-flow"
          ? { providerId: e.authenticator, ...(config ? { authenticationConfig: config.id } : {}) }
          : {}),
      });
      if (sub) executionInfos(realm, sub, level + 1, out);
      return;
    }
    const id = e.authenticator ?? "";
    const [displayName] = providerInfo(id) ?? [id];
    const configurable = isConfigurable(id);
    out.push({
      ...base,
      displayName,
      providerId: id,
      configurable,
      requirementChoices: requirementChoices(id),
      ...(configurable && config ? { alias: config.alias } : {}),
      ...(config ? { authenticationConfig: config.id } : {}),
    } as AuthenticationExecutionInfoRepresentation);
  });
  return out;
}

const SUBFLOW_CHOICES: Record<string, string[]> = {
  "basic-flow": ["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"],
  "form-flow": ["REQUIRED", "DISABLED"],
  "client-flow": ["ALTERNATIVE", "REQUIRED", "DISABLED"],
};

export function findExecution(realm: RealmData, id: string): Execution | undefined {
  return executionWithParent(realm, id)?.execution;
}

/** an execution by id with the flow holding it */
export function executionWithParent(realm: RealmData, id: string): { execution: Execution; parent: Flow } | undefined {
  for (const parent of realm.authenticationFlows.values()) {
    for (const execution of (parent.authenticationExecutions ?? []) as Execution[])
      if (executionId(execution) === id) return { execution, parent };
  }
  return undefined;
}

/** Keycloak's getNextPriority: one past the last execution's, 0 in an empty flow */
export function nextPriority(flow: Flow): number {
  const executions = executionsOf(flow);
  return executions.length ? (executions[executions.length - 1].priority ?? 0) + 1 : 0;
}

/** renames a flow and every reference to it: parent executions and the realm's bindings */
export function renameFlow(realm: RealmData, flow: Flow, alias: string): void {
  for (const f of realm.authenticationFlows.values()) {
    for (const e of (f.authenticationExecutions ?? []) as Execution[])
      if (e.flowAlias === flow.alias) e.flowAlias = alias;
  }
  const settings = realm.rep as unknown as Record<string, unknown>;
  for (const key of DEFAULT_BINDINGS) if (settings[key] === flow.alias) settings[key] = alias;
  for (const p of realm.identityProviders.values()) {
    if (p.firstBrokerLoginFlowAlias === flow.alias) p.firstBrokerLoginFlowAlias = alias;
    if (p.postBrokerLoginFlowAlias === flow.alias) p.postBrokerLoginFlowAlias = alias;
  }
  flow.alias = alias;
}

/** Keycloak's deepDeleteAuthenticationFlow: the flow, its sub-flows and their executions' configs */
export function deleteFlowDeep(realm: RealmData, flow: Flow): void {
  realm.authenticationFlows.delete(flow.id);
  for (const e of (flow.authenticationExecutions ?? []) as Execution[]) deleteExecutionDeep(realm, e);
}

/** Keycloak's deepDeleteAuthenticationExecutor: a sub-flow goes with its execution, a config with its user */
export function deleteExecutionDeep(realm: RealmData, execution: Execution): void {
  const config = configOfExecution(realm, execution);
  if (config) realm.authenticatorConfig.delete(config.id);
  const sub = isSubflow(execution) && execution.flowAlias ? flowByAlias(realm, execution.flowAlias) : undefined;
  if (sub && !sub.topLevel) deleteFlowDeep(realm, sub);
}

export function flowOr404(realm: RealmData, req: Request, res: Response): Flow | undefined {
  const flow = realm.authenticationFlows.get(param(req, "id"));
  if (!flow) notFound(res, "Could not find flow with id");
  return flow;
}

/**
 * The aliases a copy named `newName` would take (sub-flows and configs are renamed "{newName} {alias}" at every depth,
 * as Keycloak does); the first one already taken, if any.
 */
export function copyClash(realm: RealmData, source: Flow, newName: string): string | undefined {
  for (const e of executionsOf(source)) {
    const config = configOfExecution(realm, e);
    if (config?.alias && configByAlias(realm, `${newName} ${config.alias}`)) return `${newName} ${config.alias}`;
    if (!isSubflow(e) || !e.flowAlias) continue;
    const sub = flowByAlias(realm, e.flowAlias);
    if (!sub) continue;
    if (flowByAlias(realm, `${newName} ${sub.alias}`)) return `${newName} ${sub.alias}`;
    const deeper = copyClash(realm, sub, newName);
    if (deeper) return deeper;
  }
  return undefined;
}

/** Deep copy: sub-flows and authenticator configs are copied too, never shared with the source. */
export function copyFlow(realm: RealmData, source: Flow, newName: string, alias = newName, topLevel?: boolean): Flow {
  const copy: Flow = {
    id: randomUUID(),
    alias,
    description: source.description ?? "",
    providerId: source.providerId,
    topLevel: topLevel ?? source.topLevel !== false,
    builtIn: false,
    authenticationExecutions: [],
  };
  realm.authenticationFlows.set(copy.id, copy);
  for (const e of executionsOf(source)) {
    const { id: _id, ...rest } = e;
    const next: Execution = structuredClone(rest);
    if (isSubflow(e) && e.flowAlias) {
      const sub = flowByAlias(realm, e.flowAlias);
      if (sub) next.flowAlias = copyFlow(realm, sub, newName, `${newName} ${sub.alias}`, false).alias;
    }
    const config = configOfExecution(realm, e);
    if (config) {
      const newConfig = { ...structuredClone(config), id: randomUUID(), alias: `${newName} ${config.alias ?? ""}` };
      realm.authenticatorConfig.set(newConfig.id, newConfig);
      next.authenticatorConfig = newConfig.alias;
    }
    copy.authenticationExecutions!.push(next);
  }
  return copy;
}

export function providerList(table: Record<string, [string, string]>) {
  return Object.entries(table).map(([id, [displayName, description]]) => ({ id, displayName, description }));
}
