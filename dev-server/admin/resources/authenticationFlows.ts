// Authentication flows and executions as the admin API shows them: the execution tree with levels and indexes,
// lookups, copying a flow with its sub-flows, and the provider lists.
import { randomUUID } from "node:crypto";
import type { Request, Response } from "express";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { notFound, param } from "../http.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "../../realm/authenticationProviders.js";
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

export function displayOf(providerId: string): [string, string] | undefined {
  return (
    AUTHENTICATORS[providerId] ?? FORM_ACTIONS[providerId] ?? CLIENT_AUTHENTICATORS[providerId] ?? FORMS[providerId]
  );
}

export function executionInfos(
  realm: RealmData,
  flow: Flow,
  level = 0,
  out: AuthenticationExecutionInfoRepresentation[] = [],
): AuthenticationExecutionInfoRepresentation[] {
  const executions = [...((flow.authenticationExecutions ?? []) as Execution[])].sort(
    (a, b) => (a.priority ?? 0) - (b.priority ?? 0),
  );
  executions.forEach((e, index) => {
    const base = {
      id: executionId(e),
      requirement: e.requirement,
      level,
      index,
      priority: e.priority,
      ...(e.authenticatorConfig ? { authenticationConfig: e.authenticatorConfig } : {}),
    };
    if (isSubflow(e)) {
      const sub = e.flowAlias ? flowByAlias(realm, e.flowAlias) : undefined;
      out.push({
        ...base,
        displayName: e.flowAlias,
        description: sub?.description ?? "",
        authenticationFlow: true,
        flowId: sub?.id,
        requirementChoices: ["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"],
        configurable: false,
        ...(sub?.providerId === "form-flow" && e.authenticator ? { providerId: e.authenticator } : {}),
      });
      if (sub) executionInfos(realm, sub, level + 1, out);
      return;
    }
    const id = e.authenticator ?? "";
    const [displayName, description] = displayOf(id) ?? [id, ""];
    const conditional = id.startsWith("conditional-");
    out.push({
      ...base,
      displayName,
      description,
      providerId: id,
      authenticationFlow: false,
      configurable: conditional && id !== "conditional-user-configured",
      requirementChoices: conditional
        ? ["REQUIRED", "DISABLED"]
        : flow.providerId === "form-flow"
          ? ["REQUIRED", "DISABLED"]
          : ["REQUIRED", "ALTERNATIVE", "DISABLED"],
    });
  });
  return out;
}

export function findExecution(realm: RealmData, id: string): Execution | undefined {
  for (const f of realm.authenticationFlows.values()) {
    for (const e of (f.authenticationExecutions ?? []) as Execution[]) if (executionId(e) === id) return e;
  }
  return undefined;
}

export function flowOr404(realm: RealmData, req: Request, res: Response): Flow | undefined {
  const flow = realm.authenticationFlows.get(param(req, "id"));
  if (!flow) notFound(res, "Could not find flow with id");
  return flow;
}

/** copies a flow and its subflows; subflows are renamed "{newName} {alias}" as Keycloak does */
export function copyFlow(realm: RealmData, source: Flow, newAlias: string, topLevel: boolean): Flow {
  const copy: Flow = {
    ...structuredClone(source),
    id: randomUUID(),
    alias: newAlias,
    builtIn: false,
    topLevel,
    authenticationExecutions: ((source.authenticationExecutions ?? []) as Execution[]).map(({ id: _id, ...e }) => ({
      ...structuredClone(e),
    })),
  };
  realm.authenticationFlows.set(copy.id, copy);
  for (const e of (copy.authenticationExecutions ?? []) as Execution[]) {
    if (!isSubflow(e) || !e.flowAlias) continue;
    const sub = flowByAlias(realm, e.flowAlias);
    if (!sub) continue;
    const subAlias = `${topLevel ? newAlias : newAlias.split(" ")[0]} ${e.flowAlias}`;
    e.flowAlias = copyFlow(realm, sub, subAlias, false).alias;
  }
  return copy;
}

export function providerList(table: Record<string, [string, string]>) {
  return Object.entries(table).map(([id, [displayName, description]]) => ({ id, displayName, description }));
}
