// A realm's authentication flows as the login runs them: the flow bound for a client (its override, else the realm's
// binding), each flow's executions in Keycloak's order, and every execution of a bound flow indexed by its path in
// the tree ("top/3/1"), which names it in the login's state as Keycloak's execution id does.
import type { RealmData } from "../../store/model.js";
import { configOfExecution } from "../../realm/authenticatorConfigs.js";

export type Flow = RealmData["authenticationFlows"] extends Map<string, infer F> ? F : never;
export type Execution = NonNullable<Flow["authenticationExecutions"]>[number] & {
  authenticatorFlow?: boolean;
  priority?: number;
};
export type Binding = "browser" | "direct_grant";

export const isSubflow = (e: Execution) => !!(e.authenticatorFlow ?? e.autheticatorFlow);
export const isEnabled = (e: Execution) => e.requirement !== "DISABLED";
export const isRequiredOrConditional = (e: Execution) =>
  e.requirement === "REQUIRED" || e.requirement === "CONDITIONAL";

/** executions by priority; equal priorities keep the order they were stored in */
export function orderedExecutions(flow: Flow): Execution[] {
  return ((flow.authenticationExecutions ?? []) as Execution[])
    .map((e, i) => [e, i] as const)
    .sort(([a, i], [b, j]) => (a.priority ?? i) - (b.priority ?? j) || i - j)
    .map(([e]) => e);
}

export function flowByAlias(realm: RealmData, alias: string | undefined): Flow | undefined {
  for (const f of realm.authenticationFlows.values()) if (f.alias === alias) return f;
  return undefined;
}

/** a client's override of the binding (a flow id), else the realm's bound flow */
export function boundFlow(realm: RealmData, clientId: string | undefined, binding: Binding): Flow | undefined {
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  const override = client?.authenticationFlowBindingOverrides?.[binding];
  if (override) return realm.authenticationFlows.get(override);
  const alias =
    binding === "browser" ? (realm.rep.browserFlow ?? "browser") : (realm.rep.directGrantFlow ?? "direct grant");
  return flowByAlias(realm, alias);
}

export function executionConfig(realm: RealmData, e: Execution): Record<string, string> | undefined {
  const config = configOfExecution(realm, e)?.config;
  return config ? Object.fromEntries(Object.entries(config).map(([k, v]) => [k, String(v)])) : undefined;
}

export interface IndexedExecution {
  path: string;
  execution: Execution;
  /** the path of the flow it belongs to: the top flow's path, or the sub-flow execution's */
  parent: string;
  /** for a sub-flow execution, the flow it runs */
  subflow?: Flow;
}

/** one bound flow, every execution in it by path; a sub-flow that names itself again is not followed twice */
export class FlowTree {
  readonly executions = new Map<string, IndexedExecution>();
  /** flow path -> its executions in order */
  readonly children = new Map<string, IndexedExecution[]>();

  constructor(
    readonly realm: RealmData,
    readonly top: Flow,
    readonly topPath = "top",
  ) {
    this.index(top, topPath, new Set([top.alias]));
  }

  private index(flow: Flow, path: string, seen: Set<string>): void {
    const list = orderedExecutions(flow).map((execution, i) => {
      const subflow = isSubflow(execution) ? flowByAlias(this.realm, execution.flowAlias) : undefined;
      const entry: IndexedExecution = { path: `${path}/${i}`, execution, parent: path, subflow };
      this.executions.set(entry.path, entry);
      return entry;
    });
    this.children.set(path, list);
    for (const entry of list)
      if (entry.subflow && !seen.has(entry.subflow.alias))
        this.index(entry.subflow, entry.path, new Set([...seen, entry.subflow.alias]));
  }

  /** the executions of a flow by its path (the top flow's, or a sub-flow execution's) */
  of(flowPath: string): IndexedExecution[] {
    return this.children.get(flowPath) ?? [];
  }

  /** every execution of the tree, depth first */
  *all(flowPath = this.topPath): Generator<IndexedExecution> {
    for (const entry of this.of(flowPath)) {
      yield entry;
      if (entry.subflow) yield* this.all(entry.path);
    }
  }
}
