// A flow's executions as Keycloak's AuthenticationManagementResource manages them: the tree (GET), requirement and
// priority changes (PUT), adding an authenticator or a sub-flow, deleting (a sub-flow's executions go with it) and
// raise/lower-priority, which swap priorities with the neighbour in the same flow. Built-in flows refuse structural
// changes with Keycloak's texts; their requirements may still change, as in Keycloak.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, jsonBody, noContent, notFound, param } from "../http.js";
import { providersForFlowType, requirementChoices, type Requirement } from "../../realm/authenticatorMetadata.js";
import { FORMS } from "../../realm/authenticationProviders.js";
import { configOfExecution } from "../../realm/authenticatorConfigs.js";
import { reservedCharProblem } from "../../realm/realmNames.js";
import { authenticationHandlers, refuse } from "./authenticationHandlers.js";
import {
  type Execution,
  type Flow,
  deleteExecutionDeep,
  executionId,
  executionInfos,
  executionWithParent,
  executionsOf,
  flowByAlias,
  nextPriority,
} from "./authenticationFlows.js";

const REQUIREMENTS = new Set<string>(["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"]);
const FLOW_TYPES = new Set(["basic-flow", "form-flow", "client-flow"]);

export function registerAuthenticationExecutions(router: Router, ctx: AdminContext): void {
  const { base, view, manage, write } = authenticationHandlers(ctx);
  const executionOr404 = (realm: RealmData, req: Request, res: Response) => {
    const found = executionWithParent(realm, param(req, "id"));
    if (!found) notFound(res, "Illegal execution");
    return found;
  };
  const path = (req: Request) => req.originalUrl.replace(/^.*?\/authentication\//, "authentication/").split("?")[0];

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
      if (!flow) return notFound(res, "flow not found");
      const rep = jsonBody<AuthenticationExecutionInfoRepresentation & { priority?: unknown }>(req);
      const found = typeof rep.id === "string" ? executionWithParent(realm, rep.id) : undefined;
      if (!found) return notFound(res, "Illegal execution");
      const { execution } = found;
      if (rep.requirement !== undefined && !REQUIREMENTS.has(String(rep.requirement)))
        return badRequest(res, `No enum constant for requirement ${String(rep.requirement)}`);
      let changed = false;
      if (typeof rep.priority === "number" && Number.isInteger(rep.priority) && rep.priority !== execution.priority) {
        execution.priority = rep.priority;
        changed = true;
      }
      if (rep.requirement && rep.requirement !== execution.requirement) {
        execution.requirement = rep.requirement as Requirement;
        changed = true;
      }
      if (changed) {
        write(req, realm, "UPDATE", "AUTH_EXECUTION", path(req), rep);
        return noContent(res);
      }
      if (rep.authenticationFlow === undefined) return noContent(res);
      const sub = [...realm.authenticationFlows.values()].find((f) => f.id === rep.flowId);
      if (!sub) return notFound(res, "Illegal execution");
      const alias = rep.displayName ?? "";
      if (alias !== sub.alias && flowByAlias(realm, alias)) return conflict(res, "Flow alias name already exists");
      if (alias && alias !== sub.alias) {
        for (const f of realm.authenticationFlows.values())
          for (const e of (f.authenticationExecutions ?? []) as Execution[])
            if (e.flowAlias === sub.alias) e.flowAlias = alias;
        sub.alias = alias;
      }
      if (typeof rep.description === "string") sub.description = rep.description;
      write(req, realm, "UPDATE", "AUTH_EXECUTION", path(req), rep);
      noContent(res);
    }),
  );

  router.post(
    `${base}/flows/:flowAlias/executions/execution`,
    manage((req, res, realm) => {
      const parent = flowByAlias(realm, param(req, "flowAlias"));
      if (!parent) return refuse(res, 400, "Parent flow doesn't exist");
      if (parent.builtIn) return refuse(res, 400, "It is illegal to add execution to a built in flow");
      const data = jsonBody<{ provider?: unknown; priority?: unknown }>(req);
      const provider = typeof data.provider === "string" ? data.provider : "";
      if (!Object.hasOwn(providersForFlowType(parent.providerId), provider))
        return refuse(res, 400, `No authentication provider found for id: ${provider}`);
      const choices = requirementChoices(provider);
      const execution: Execution = {
        id: randomUUID(),
        authenticator: provider,
        authenticatorFlow: false,
        autheticatorFlow: false,
        requirement: choices.length === 1 ? choices[0] : "DISABLED",
        priority: priorityOr(data.priority, parent),
        userSetupAllowed: false,
      };
      parent.authenticationExecutions = [...(parent.authenticationExecutions ?? []), execution];
      write(req, realm, "CREATE", "AUTH_EXECUTION", path(req), { ...data, id: execution.id });
      res
        .status(201)
        .location(`${adminBase(req)}/executions/${execution.id}`)
        .end();
    }),
  );

  router.post(
    `${base}/flows/:flowAlias/executions/flow`,
    manage((req, res, realm) => {
      const parent = flowByAlias(realm, param(req, "flowAlias"));
      if (!parent) return badRequest(res, "Parent flow doesn't exist");
      if (parent.builtIn) return refuse(res, 400, "It is illegal to add sub-flow to a built in flow");
      const data = jsonBody<{ alias?: unknown; type?: unknown; provider?: unknown; description?: unknown }>(req);
      const alias = typeof data.alias === "string" ? data.alias : "";
      if (!alias) return badRequest(res, "Flow alias is missing");
      if (flowByAlias(realm, alias)) return conflict(res, "New flow alias name already exists");
      const reserved = reservedCharProblem(alias);
      if (reserved) return refuse(res, 400, reserved);
      const type = typeof data.type === "string" ? data.type : "";
      if (!FLOW_TYPES.has(type)) return badRequest(res, `Unknown flow type: ${type}`);
      const provider = typeof data.provider === "string" ? data.provider : "";
      if (type === "form-flow" && !Object.hasOwn(FORMS, provider))
        return refuse(res, 400, `No authentication provider found for id: ${provider}`);
      const flow: Flow = {
        id: randomUUID(),
        alias,
        description: typeof data.description === "string" ? data.description : "",
        providerId: type,
        topLevel: false,
        builtIn: false,
        authenticationExecutions: [],
      };
      realm.authenticationFlows.set(flow.id, flow);
      const execution: Execution = {
        id: randomUUID(),
        flowAlias: alias,
        authenticatorFlow: true,
        autheticatorFlow: true,
        requirement: "DISABLED",
        priority: priorityOr((data as { priority?: unknown }).priority, parent),
        userSetupAllowed: false,
        ...(type === "form-flow" ? { authenticator: provider } : {}),
      };
      parent.authenticationExecutions = [...(parent.authenticationExecutions ?? []), execution];
      write(req, realm, "CREATE", "AUTH_EXECUTION_FLOW", path(req), { ...data, id: execution.id });
      res
        .status(201)
        .location(`${adminBase(req)}/flows/${flow.id}`)
        .end();
    }),
  );

  router.get(
    `${base}/executions/:id`,
    view((req, res, realm) => {
      const found = executionOr404(realm, req, res);
      if (!found) return;
      const { execution, parent } = found;
      const sub = execution.flowAlias ? flowByAlias(realm, execution.flowAlias) : undefined;
      const config = configOfExecution(realm, execution);
      res.json({
        id: executionId(execution),
        authenticator: execution.authenticator,
        authenticatorFlow: !!execution.authenticatorFlow,
        // Keycloak's representation still carries the old misspelt field beside the right one
        autheticatorFlow: !!execution.authenticatorFlow,
        requirement: execution.requirement,
        priority: execution.priority,
        parentFlow: parent.id,
        ...(sub ? { flowId: sub.id } : {}),
        ...(config ? { authenticatorConfig: config.id } : {}),
      });
    }),
  );
  router.delete(
    `${base}/executions/:id`,
    manage((req, res, realm) => {
      const found = executionOr404(realm, req, res);
      if (!found) return;
      const { execution, parent } = found;
      if (parent.builtIn) return refuse(res, 400, "It is illegal to remove execution from a built in flow");
      const sub = execution.flowAlias ? flowByAlias(realm, execution.flowAlias) : undefined;
      if (sub?.builtIn) return refuse(res, 400, "It is illegal to remove execution from a built in flow");
      parent.authenticationExecutions = (parent.authenticationExecutions ?? []).filter((e) => e !== execution);
      deleteExecutionDeep(realm, execution);
      write(req, realm, "DELETE", "AUTH_EXECUTION", path(req));
      noContent(res);
    }),
  );
  for (const direction of ["raise-priority", "lower-priority"] as const) {
    router.post(
      `${base}/executions/:id/${direction}`,
      manage((req, res, realm) => {
        const found = executionOr404(realm, req, res);
        if (!found) return;
        const { execution, parent } = found;
        if (parent.builtIn) return refuse(res, 400, "It is illegal to modify execution in a built in flow");
        const siblings = executionsOf(parent);
        const i = siblings.indexOf(execution);
        const neighbour = siblings[direction === "raise-priority" ? i - 1 : i + 1];
        if (!neighbour) return noContent(res);
        // imported flows may repeat a priority, where a swap alone would change nothing
        if (neighbour.priority === execution.priority) siblings.forEach((e, n) => (e.priority = n));
        [execution.priority, neighbour.priority] = [neighbour.priority, execution.priority];
        write(req, realm, "UPDATE", "AUTH_EXECUTION", path(req));
        noContent(res);
      }),
    );
  }
}

function priorityOr(value: unknown, parent: Flow): number {
  return typeof value === "number" && Number.isInteger(value) ? value : nextPriority(parent);
}

/** .../admin/realms/{realm}/authentication, for Location headers */
function adminBase(req: Request): string {
  const realm = encodeURIComponent(param(req, "realm"));
  return `${req.protocol}://${req.get("host")}${req.baseUrl}/realms/${realm}/authentication`;
}
