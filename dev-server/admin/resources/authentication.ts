// /authentication: flows (list, read, create, copy, rename, delete) and the provider lists; the executions, configs
// and required actions have their own modules. Plus the console's /ui-ext/authentication-management/flows with "usedBy".
import { randomUUID } from "node:crypto";
import type { Router } from "express";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, created, jsonBody, noContent, notFound, param } from "../http.js";
import { AUTHENTICATORS, CLIENT_AUTHENTICATORS, FORM_ACTIONS, FORMS } from "../../realm/authenticationProviders.js";
import { reservedCharProblem } from "../../realm/realmNames.js";
import { PER_CLIENT_PROPERTIES } from "../../realm/authenticatorCatalog.js";
import { authenticationHandlers, refuse } from "./authenticationHandlers.js";
import { registerAuthenticationExecutions } from "./authenticationExecutions.js";
import { registerAuthenticatorConfig } from "./authenticationConfig.js";
import { registerRequiredActions } from "./requiredActions.js";
import {
  DEFAULT_BINDINGS,
  Flow,
  copyClash,
  copyFlow,
  deleteFlowDeep,
  flowByAlias,
  flowOr404,
  providerList,
  renameFlow,
} from "./authenticationFlows.js";

/** the flows Keycloak lists: the top-level ones, but for the SAML ECP flow, which it keeps out of its lists */
const listedFlow = (flow: Flow) => flow.topLevel && flow.alias !== "saml ecp";

/** GET flows: requireViewAuthenticationFlows */
const FLOWS_VIEW = ["view-realm", "manage-realm", "query-clients"] as const;
/** GET client-authenticator-providers: requireViewClientAuthenticatorProviders */
const CLIENT_AUTHENTICATORS_VIEW = ["view-realm", "manage-realm", "query-clients", "view-clients", "manage-clients"];

export function registerAuthentication(router: Router, ctx: AdminContext): void {
  const { base, view, manage, guarded, write } = authenticationHandlers(ctx);
  registerRequiredActions(router, ctx);
  registerAuthenticationExecutions(router, ctx);
  registerAuthenticatorConfig(router, ctx);

  router.get(
    `${base}/flows`,
    guarded(FLOWS_VIEW)(
      (_req, res, realm) => void res.json([...realm.authenticationFlows.values()].filter(listedFlow)),
    ),
  );
  router.post(
    `${base}/flows`,
    manage((req, res, realm) => {
      const rep = jsonBody<AuthenticationFlowRepresentation>(req);
      if (typeof rep.alias !== "string" || !rep.alias)
        return conflict(res, "Failed to create flow with empty alias name");
      if (flowByAlias(realm, rep.alias)) return conflict(res, `Flow ${rep.alias} already exists`);
      const reserved = reservedCharProblem(rep.alias);
      if (reserved) return refuse(res, 400, reserved);
      const flow: Flow = {
        id: randomUUID(),
        alias: rep.alias,
        description: typeof rep.description === "string" ? rep.description : "",
        providerId: typeof rep.providerId === "string" && rep.providerId ? rep.providerId : "basic-flow",
        topLevel: rep.topLevel !== false,
        builtIn: false,
        authenticationExecutions: [],
      };
      realm.authenticationFlows.set(flow.id, flow);
      write(req, realm, "CREATE", "AUTH_FLOW", `authentication/flows/${flow.id}`, { ...rep, id: flow.id });
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
      if (typeof rep.alias !== "string" || !rep.alias)
        return conflict(res, "Failed to update flow with empty alias name");
      // Keycloak stores a body without the flow's own id as another flow, which its database refuses
      if (rep.id !== flow.id)
        return void res.status(409).json({ error: "conflict", error_description: "Duplicate resource error" });
      const reserved = reservedCharProblem(rep.alias);
      if (reserved) return refuse(res, 400, reserved);
      if (rep.alias !== flow.alias && flowByAlias(realm, rep.alias))
        return conflict(res, "Flow alias name already exists");
      if (rep.alias !== flow.alias) renameFlow(realm, flow, rep.alias);
      if (typeof rep.description === "string") flow.description = rep.description;
      write(req, realm, "UPDATE", "AUTH_FLOW", `authentication/flows/${flow.id}`, rep);
      noContent(res);
    }),
  );
  router.delete(
    `${base}/flows/:id`,
    manage((req, res, realm) => {
      const flow = realm.authenticationFlows.get(param(req, "id"));
      if (!flow) return notFound(res, "Flow not found");
      if (flow.builtIn) return refuse(res, 400, "Can't delete built in flow");
      const settings = realm.rep as unknown as Record<string, unknown>;
      if (DEFAULT_BINDINGS.some((key) => settings[key] === flow.alias))
        return badRequest(res, "Cannot delete flow, it is used as a default flow of the realm");
      deleteFlowDeep(realm, flow);
      write(req, realm, "DELETE", "AUTH_FLOW", `authentication/flows/${flow.id}`);
      noContent(res);
    }),
  );
  router.post(
    `${base}/flows/:flowAlias/copy`,
    manage((req, res, realm) => {
      const newName = jsonBody<{ newName?: unknown }>(req).newName;
      if (typeof newName !== "string" || !newName) return badRequest(res, "New flow alias is missing");
      if (flowByAlias(realm, newName)) return conflict(res, "New flow alias name already exists");
      const source = flowByAlias(realm, param(req, "flowAlias"));
      if (!source) return notFound(res, "Flow not found");
      const reserved = reservedCharProblem(newName);
      if (reserved) return refuse(res, 400, reserved);
      const clash = copyClash(realm, source, newName);
      if (clash) return conflict(res, `Authentication execution configuration ${clash} already exists.`);
      const copy = copyFlow(realm, source, newName);
      write(req, realm, "CREATE", "AUTH_FLOW", `authentication/flows/${source.alias}/copy`, { newName, id: copy.id });
      res
        .status(201)
        .location(
          `${req.protocol}://${req.get("host")}${req.baseUrl}${req.path.replace(/\/$/, "")}/${encodeURIComponent(copy.id)}`,
        )
        .end();
    }),
  );

  router.get(
    `${base}/per-client-config-description`,
    view((_req, res) => void res.json(PER_CLIENT_PROPERTIES)),
  );
  router.get(
    `${base}/authenticator-providers`,
    view((_req, res) => void res.json(providerList(AUTHENTICATORS))),
  );
  router.get(
    `${base}/client-authenticator-providers`,
    guarded(CLIENT_AUTHENTICATORS_VIEW)(
      (_req, res) =>
        void res.json(
          providerList(CLIENT_AUTHENTICATORS).map((p) => ({
            ...p,
            supportsSecret: p.id === "client-secret" || p.id === "client-secret-jwt",
          })),
        ),
    ),
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
        [...realm.authenticationFlows.values()].filter(listedFlow).map((flow) => {
          const providers = [...realm.identityProviders.values()]
            .filter((p) => p.firstBrokerLoginFlowAlias === flow.alias || p.postBrokerLoginFlowAlias === flow.alias)
            .map((p) => p.alias);
          const clients = [...realm.clients.values()]
            .filter((c) => Object.values(c.authenticationFlowBindingOverrides ?? {}).includes(flow.id))
            .map((c) => c.clientId);
          // Keycloak names the flow itself once for every realm binding it is the default of
          const bindings = DEFAULT_BINDINGS.filter((key) => settings[key] === flow.alias).map(() => flow.alias);
          const usedBy = providers.length
            ? { type: "SPECIFIC_PROVIDERS", values: providers.slice(0, 9) }
            : clients.length
              ? { type: "SPECIFIC_CLIENT", values: clients.slice(0, 9) }
              : bindings.length
                ? { type: "DEFAULT", values: bindings }
                : undefined;
          return {
            id: flow.id,
            alias: flow.alias,
            description: flow.description,
            builtIn: flow.builtIn,
            ...(usedBy ? { usedBy } : {}),
          };
        }),
      );
    }),
  );
}
