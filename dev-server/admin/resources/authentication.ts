// /authentication: flows (list, read, create, copy, rename, delete), the executions of a flow as Keycloak's
// AuthenticationExecutionInfoRepresentation tree, required actions, provider lists; plus the console's
// /ui-ext/authentication-management/flows with "usedBy".
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, created, jsonBody, noContent, notFound, param } from "../http.js";
import { REALM_MANAGE, REALM_VIEW } from "../../realm/adminRoles.js";
import {
  AUTHENTICATORS,
  CLIENT_AUTHENTICATORS,
  ensureAuthenticationDefaults,
  FORM_ACTIONS,
  FORMS,
  OPTIONAL_REQUIRED_ACTIONS,
  REQUIRED_ACTIONS,
} from "../../realm/builtinAuthentication.js";
import { inRealm, recordWrite } from "./lib/route.js";

type Flow = RealmData["authenticationFlows"] extends Map<string, infer F> ? F : never;
/** Keycloak exports carry both spellings of "authenticatorFlow" */
type Execution = NonNullable<AuthenticationFlowRepresentation["authenticationExecutions"]>[number] & {
  id?: string;
  authenticatorFlow?: boolean;
};

function isSubflow(e: Execution): boolean {
  return !!(e.authenticatorFlow ?? e.autheticatorFlow);
}

const DEFAULT_BINDINGS = [
  "browserFlow",
  "registrationFlow",
  "directGrantFlow",
  "resetCredentialsFlow",
  "clientAuthenticationFlow",
  "dockerAuthenticationFlow",
  "firstBrokerLoginFlow",
] as const;

function prepared(ctx: AdminContext, realm: RealmData): RealmData {
  if (ensureAuthenticationDefaults(realm)) ctx.store.changed(realm);
  return realm;
}

function flowByAlias(realm: RealmData, alias: string): Flow | undefined {
  for (const f of realm.authenticationFlows.values()) if (f.alias === alias) return f;
  return undefined;
}

function executionId(e: Execution): string {
  e.id ??= randomUUID();
  return e.id;
}

function displayOf(providerId: string): [string, string] | undefined {
  return (
    AUTHENTICATORS[providerId] ?? FORM_ACTIONS[providerId] ?? CLIENT_AUTHENTICATORS[providerId] ?? FORMS[providerId]
  );
}

function executionInfos(
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

function findExecution(realm: RealmData, id: string): Execution | undefined {
  for (const f of realm.authenticationFlows.values()) {
    for (const e of (f.authenticationExecutions ?? []) as Execution[]) if (executionId(e) === id) return e;
  }
  return undefined;
}

function flowOr404(realm: RealmData, req: Request, res: Response): Flow | undefined {
  const flow = realm.authenticationFlows.get(param(req, "id"));
  if (!flow) notFound(res, "Could not find flow with id");
  return flow;
}

/** copies a flow and its subflows; subflows are renamed "{newName} {alias}" as Keycloak does */
function copyFlow(realm: RealmData, source: Flow, newAlias: string, topLevel: boolean): Flow {
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

function providerList(table: Record<string, [string, string]>) {
  return Object.entries(table).map(([id, [displayName, description]]) => ({ id, displayName, description }));
}

export function registerAuthentication(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/authentication";
  const view = (handler: (req: Request, res: Response, realm: RealmData) => void) =>
    inRealm(ctx, REALM_VIEW, (req, res, realm) => handler(req, res, prepared(ctx, realm)));
  const manage = (handler: (req: Request, res: Response, realm: RealmData) => void) =>
    inRealm(ctx, REALM_MANAGE, (req, res, realm) => handler(req, res, prepared(ctx, realm)));
  const write = (
    req: Request,
    realm: RealmData,
    operationType: "CREATE" | "UPDATE" | "DELETE" | "ACTION",
    resourceType: string,
    resourcePath: string,
    representation?: unknown,
  ) => recordWrite(ctx, req, realm, { operationType, resourceType, resourcePath, representation });

  router.get(
    `${base}/flows`,
    view((_req, res, realm) => void res.json([...realm.authenticationFlows.values()].filter((f) => f.topLevel))),
  );
  router.post(
    `${base}/flows`,
    manage((req, res, realm) => {
      const rep = jsonBody<AuthenticationFlowRepresentation>(req);
      if (!rep.alias?.trim()) return badRequest(res, "Flow alias is missing");
      if (flowByAlias(realm, rep.alias)) return conflict(res, `Flow ${rep.alias} already exists`);
      const flow: Flow = {
        providerId: "basic-flow",
        topLevel: true,
        description: "",
        ...rep,
        id: randomUUID(),
        alias: rep.alias,
        builtIn: false,
        authenticationExecutions: [],
      };
      realm.authenticationFlows.set(flow.id, flow);
      write(req, realm, "CREATE", "AUTH_FLOW", `authentication/flows/${flow.id}`, rep);
      created(req, res, flow.id);
    }),
  );
  router.get(
    `${base}/flows/:id`,
    view((req, res, realm) => {
      const flow = flowOr404(realm, req, res);
      if (flow) res.json(flow);
    }),
  );
  router.put(
    `${base}/flows/:id`,
    manage((req, res, realm) => {
      const flow = flowOr404(realm, req, res);
      if (!flow) return;
      const rep = jsonBody<AuthenticationFlowRepresentation>(req);
      if (rep.alias && rep.alias !== flow.alias) {
        if (flowByAlias(realm, rep.alias)) return conflict(res, `Flow ${rep.alias} already exists`);
        for (const f of realm.authenticationFlows.values()) {
          for (const e of (f.authenticationExecutions ?? []) as Execution[])
            if (e.flowAlias === flow.alias) e.flowAlias = rep.alias;
        }
        const settings = realm.rep as unknown as Record<string, unknown>;
        for (const key of DEFAULT_BINDINGS) if (settings[key] === flow.alias) settings[key] = rep.alias;
        flow.alias = rep.alias;
      }
      if (rep.description !== undefined) flow.description = rep.description;
      write(req, realm, "UPDATE", "AUTH_FLOW", `authentication/flows/${flow.id}`, rep);
      res.status(202).json(flow);
    }),
  );
  router.delete(
    `${base}/flows/:id`,
    manage((req, res, realm) => {
      const flow = flowOr404(realm, req, res);
      if (!flow) return;
      if (flow.builtIn) return badRequest(res, "Can't delete built in flow");
      const settings = realm.rep as unknown as Record<string, unknown>;
      if (DEFAULT_BINDINGS.some((key) => settings[key] === flow.alias))
        return badRequest(res, "Cannot delete flow, it is used as a default flow of the realm");
      const remove = (f: Flow) => {
        realm.authenticationFlows.delete(f.id);
        for (const e of (f.authenticationExecutions ?? []) as Execution[]) {
          const sub = isSubflow(e) && e.flowAlias ? flowByAlias(realm, e.flowAlias) : undefined;
          if (sub && !sub.topLevel) remove(sub);
        }
      };
      remove(flow);
      write(req, realm, "DELETE", "AUTH_FLOW", `authentication/flows/${flow.id}`);
      noContent(res);
    }),
  );
  router.post(
    `${base}/flows/:flowAlias/copy`,
    manage((req, res, realm) => {
      const source = flowByAlias(realm, param(req, "flowAlias"));
      if (!source) return notFound(res, "Flow not found");
      const newName = String(jsonBody<{ newName?: string }>(req).newName ?? "").trim();
      if (!newName) return badRequest(res, "New flow alias is missing");
      if (flowByAlias(realm, newName)) return conflict(res, `New flow alias name already exists`);
      const copy = copyFlow(realm, source, newName, source.topLevel !== false);
      write(req, realm, "CREATE", "AUTH_FLOW", `authentication/flows/${copy.id}`, { newName });
      res
        .status(201)
        .location(
          `${req.protocol}://${req.get("host")}${req.baseUrl}/realms/${encodeURIComponent(realm.rep.realm)}/authentication/flows/${copy.id}`,
        )
        .end();
    }),
  );
  router.get(
    `${base}/flows/:flowAlias/executions`,
    view((req, res, realm) => {
      const flow = flowByAlias(realm, param(req, "flowAlias"));
      if (!flow) return notFound(res, "Flow not found");
      res.json(executionInfos(realm, flow));
    }),
  );
  router.put(
    `${base}/flows/:flowAlias/executions`,
    manage((req, res, realm) => {
      const flow = flowByAlias(realm, param(req, "flowAlias"));
      if (!flow) return notFound(res, "Flow not found");
      const rep = jsonBody<AuthenticationExecutionInfoRepresentation>(req);
      const execution = rep.id ? findExecution(realm, rep.id) : undefined;
      if (!execution) return notFound(res, "Illegal execution");
      if (rep.requirement) execution.requirement = rep.requirement;
      write(req, realm, "UPDATE", "AUTH_EXECUTION", `authentication/flows/${flow.alias}/executions`, rep);
      res.status(202).end();
    }),
  );

  router.get(
    `${base}/required-actions`,
    view((_req, res, realm) => {
      res.json([...realm.requiredActions].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0)));
    }),
  );
  const actionOr404 = (realm: RealmData, req: Request, res: Response) => {
    const action = realm.requiredActions.find((a) => a.alias === param(req, "alias"));
    if (!action) notFound(res, "Failed to find required action");
    return action;
  };
  router.get(
    `${base}/required-actions/:alias`,
    view((req, res, realm) => {
      const action = actionOr404(realm, req, res);
      if (action) res.json(action);
    }),
  );
  router.put(
    `${base}/required-actions/:alias`,
    manage((req, res, realm) => {
      const action = actionOr404(realm, req, res);
      if (!action) return;
      const rep = jsonBody<RequiredActionProviderRepresentation>(req);
      for (const key of ["name", "enabled", "defaultAction", "priority", "config"] as const) {
        if (rep[key] !== undefined) (action as Record<string, unknown>)[key] = rep[key];
      }
      write(req, realm, "UPDATE", "REQUIRED_ACTION", `authentication/required-actions/${action.alias}`, rep);
      noContent(res);
    }),
  );
  router.delete(
    `${base}/required-actions/:alias`,
    manage((req, res, realm) => {
      const action = actionOr404(realm, req, res);
      if (!action) return;
      realm.requiredActions = realm.requiredActions.filter((a) => a !== action);
      write(req, realm, "DELETE", "REQUIRED_ACTION", `authentication/required-actions/${action.alias}`);
      noContent(res);
    }),
  );
  for (const direction of ["raise-priority", "lower-priority"] as const) {
    router.post(
      `${base}/required-actions/:alias/${direction}`,
      manage((req, res, realm) => {
        const action = actionOr404(realm, req, res);
        if (!action) return;
        const sorted = [...realm.requiredActions].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
        const i = sorted.indexOf(action);
        const j = direction === "raise-priority" ? i - 1 : i + 1;
        if (j >= 0 && j < sorted.length) [action.priority, sorted[j].priority] = [sorted[j].priority, action.priority];
        write(req, realm, "UPDATE", "REQUIRED_ACTION", `authentication/required-actions/${action.alias}/${direction}`);
        noContent(res);
      }),
    );
  }
  router.get(
    `${base}/unregistered-required-actions`,
    view((_req, res, realm) => {
      const registered = new Set(realm.requiredActions.map((a) => a.providerId ?? a.alias));
      const known: [string, string][] = [
        ...REQUIRED_ACTIONS.map(([alias, name]) => [alias, name] as [string, string]),
        ...OPTIONAL_REQUIRED_ACTIONS,
      ];
      res.json(known.filter(([id]) => !registered.has(id)).map(([providerId, name]) => ({ providerId, name })));
    }),
  );
  router.post(
    `${base}/register-required-action`,
    manage((req, res, realm) => {
      const rep = jsonBody<{ providerId?: string; name?: string }>(req);
      if (!rep.providerId) return badRequest(res, "providerId is missing");
      if (realm.requiredActions.some((a) => a.alias === rep.providerId))
        return conflict(res, "Required action already registered");
      const priority = Math.max(0, ...realm.requiredActions.map((a) => a.priority ?? 0)) + 10;
      realm.requiredActions.push({
        alias: rep.providerId,
        name: rep.name ?? rep.providerId,
        providerId: rep.providerId,
        enabled: true,
        defaultAction: false,
        priority,
        config: {},
      });
      write(req, realm, "CREATE", "REQUIRED_ACTION", "authentication/register-required-action", rep);
      noContent(res);
    }),
  );

  router.get(
    `${base}/authenticator-providers`,
    view((_req, res) => void res.json(providerList(AUTHENTICATORS))),
  );
  router.get(
    `${base}/client-authenticator-providers`,
    view((_req, res) => void res.json(providerList(CLIENT_AUTHENTICATORS))),
  );
  router.get(
    `${base}/form-action-providers`,
    view((_req, res) => void res.json(providerList(FORM_ACTIONS))),
  );
  router.get(
    `${base}/form-providers`,
    view((_req, res) => void res.json(providerList(FORMS))),
  );

  router.get(
    "/realms/:realm/ui-ext/authentication-management/flows",
    view((_req, res, realm) => {
      const settings = realm.rep as unknown as Record<string, unknown>;
      res.json(
        [...realm.authenticationFlows.values()]
          .filter((f) => f.topLevel)
          .map((flow) => {
            const providers = [...realm.identityProviders.values()]
              .filter((p) => p.firstBrokerLoginFlowAlias === flow.alias || p.postBrokerLoginFlowAlias === flow.alias)
              .map((p) => p.alias);
            const clients = [...realm.clients.values()]
              .filter((c) => Object.values(c.authenticationFlowBindingOverrides ?? {}).includes(flow.id))
              .map((c) => c.clientId);
            const isDefault = DEFAULT_BINDINGS.some((key) => settings[key] === flow.alias);
            const usedBy = providers.length
              ? { type: "SPECIFIC_PROVIDERS", values: providers.slice(0, 9) }
              : clients.length
                ? { type: "SPECIFIC_CLIENT", values: clients.slice(0, 9) }
                : isDefault
                  ? { type: "DEFAULT", values: [] }
                  : undefined;
            return {
              id: flow.id,
              alias: flow.alias,
              description: flow.description,
              providerId: flow.providerId,
              topLevel: flow.topLevel,
              builtIn: flow.builtIn,
              ...(usedBy ? { usedBy } : {}),
            };
          }),
      );
    }),
  );
}
