// /authentication: flows (list, read, create, copy, rename, delete), the executions of a flow as Keycloak's
// AuthenticationExecutionInfoRepresentation tree, required actions, provider lists; plus the console's
// /ui-ext/authentication-management/flows with "usedBy".
import { randomUUID } from "node:crypto";
import type { Router } from "express";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, created, jsonBody, noContent, notFound, param } from "../http.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "../../realm/authenticationProviders.js";
import { authenticationHandlers } from "./authenticationHandlers.js";
import { registerRequiredActions } from "./requiredActions.js";
import {
  DEFAULT_BINDINGS,
  Execution,
  Flow,
  copyFlow,
  executionInfos,
  findExecution,
  flowByAlias,
  flowOr404,
  isSubflow,
  providerList,
} from "./authenticationFlows.js";

export function registerAuthentication(router: Router, ctx: AdminContext): void {
  const { base, view, manage, write } = authenticationHandlers(ctx);
  registerRequiredActions(router, ctx);

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
