// Authenticator configurations: created on an execution (replacing the one it had), read, updated (a new alias
// follows to the execution), deleted (the execution forgets it), and each provider's config-description.
import { randomUUID } from "node:crypto";
import type { Request, Router } from "express";
import type AuthenticatorConfigRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { conflict, jsonBody, noContent, notFound, param } from "../http.js";
import { type AuthenticatorConfig, configByAlias, configOfExecution } from "../../realm/authenticatorConfigs.js";
import { CONFIG_PROPERTIES, isConfigurable, providerInfo } from "../../realm/authenticatorMetadata.js";
import { reservedCharProblem } from "../../realm/realmNames.js";
import { SECRET_MASK } from "../../realm/secrets.js";
import { FORMS } from "../../realm/authenticationProviders.js";
import { authenticationHandlers, refuse } from "./authenticationHandlers.js";
import { type Execution, executionWithParent } from "./authenticationFlows.js";

/** RepresentationToModel.removeEmptyString: empty values are not kept; values are strings */
function cleanConfig(config: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!config || typeof config !== "object") return out;
  for (const [key, value] of Object.entries(config as Record<string, unknown>)) {
    if (value === null || value === undefined || value === "") continue;
    out[key] = typeof value === "string" ? value : JSON.stringify(value);
  }
  return out;
}

function executionsUsing(realm: RealmData, config: AuthenticatorConfig): Execution[] {
  const users: Execution[] = [];
  for (const f of realm.authenticationFlows.values())
    for (const e of (f.authenticationExecutions ?? []) as Execution[])
      if (configOfExecution(realm, e) === config) users.push(e);
  return users;
}

/**
 * a config as Keycloak shows it: the values of its authenticator's declared, non-secret properties, and the mask for
 * every other value (a secret one, or one the authenticator does not declare)
 */
function shownConfig(realm: RealmData, config: AuthenticatorConfig) {
  const authenticator = executionsUsing(realm, config)[0]?.authenticator ?? "";
  const shown = new Set(
    (CONFIG_PROPERTIES[authenticator] ?? []).filter((p) => !p.secret && p.type !== "Password").map((p) => p.name),
  );
  const values = Object.entries(config.config ?? {}).map(([key, value]) => [key, shown.has(key) ? value : SECRET_MASK]);
  return { id: config.id, alias: config.alias, config: Object.fromEntries(values) };
}

export function registerAuthenticatorConfig(router: Router, ctx: AdminContext): void {
  const { base, view, manage, write } = authenticationHandlers(ctx);
  const path = (req: Request) => req.originalUrl.replace(/^.*?\/authentication\//, "authentication/").split("?")[0];

  router.post(
    `${base}/executions/:id/config`,
    manage((req, res, realm) => {
      const rep = jsonBody<AuthenticatorConfigRepresentation>(req);
      const alias = typeof rep.alias === "string" ? rep.alias : "";
      if (!alias) return conflict(res, "Failed to create authentication execution configuration with empty alias name");
      const reserved = reservedCharProblem(alias);
      if (reserved) return refuse(res, 400, reserved);
      const found = executionWithParent(realm, param(req, "id"));
      if (!found) return notFound(res, "Illegal execution");
      const previous = configOfExecution(realm, found.execution);
      const other = configByAlias(realm, alias);
      if (other && other !== previous)
        return conflict(res, `Authentication execution configuration ${alias} already exists`);
      if (previous) realm.authenticatorConfig.delete(previous.id);
      const config: AuthenticatorConfig = { id: randomUUID(), alias, config: cleanConfig(rep.config) };
      realm.authenticatorConfig.set(config.id, config);
      found.execution.authenticatorConfig = alias;
      write(req, realm, "CREATE", "AUTHENTICATOR_CONFIG", path(req), { ...rep, id: config.id });
      res
        .status(201)
        .location(`${req.protocol}://${req.get("host")}${req.baseUrl}${req.path.replace(/\/$/, "")}/${config.id}`)
        .end();
    }),
  );

  const configOr404 = (realm: RealmData, id: string) => realm.authenticatorConfig.get(id);
  router.get(
    `${base}/config/:id`,
    view((req, res, realm) => {
      const config = configOr404(realm, param(req, "id"));
      if (!config) return notFound(res, "Could not find authenticator config");
      res.json(shownConfig(realm, config));
    }),
  );
  router.get(
    `${base}/executions/:executionId/config/:id`,
    view((req, res, realm) => {
      const config = configOr404(realm, param(req, "id"));
      if (!config) return notFound(res, "Could not find authenticator config");
      res.json(shownConfig(realm, config));
    }),
  );
  router.put(
    `${base}/config/:id`,
    manage((req, res, realm) => {
      const rep = jsonBody<AuthenticatorConfigRepresentation>(req);
      const alias = typeof rep.alias === "string" ? rep.alias : "";
      const reserved = reservedCharProblem(alias);
      if (reserved) return refuse(res, 400, reserved);
      const config = configOr404(realm, param(req, "id"));
      if (!config) return notFound(res, "Could not find authenticator config");
      if (!alias) return conflict(res, "Failed to update authentication execution configuration with empty alias name");
      const other = configByAlias(realm, alias);
      if (other && other !== config)
        return conflict(res, `Authentication execution configuration ${alias} already exists`);
      for (const e of executionsUsing(realm, config)) e.authenticatorConfig = alias;
      config.alias = alias;
      config.config = cleanConfig(rep.config);
      write(req, realm, "UPDATE", "AUTHENTICATOR_CONFIG", path(req), rep);
      noContent(res);
    }),
  );
  router.delete(
    `${base}/config/:id`,
    manage((req, res, realm) => {
      const config = configOr404(realm, param(req, "id"));
      if (!config) return notFound(res, "Could not find authenticator config");
      for (const e of executionsUsing(realm, config)) delete e.authenticatorConfig;
      realm.authenticatorConfig.delete(config.id);
      write(req, realm, "DELETE", "AUTHENTICATOR_CONFIG", path(req));
      noContent(res);
    }),
  );

  router.get(
    `${base}/config-description/:providerId`,
    view((req, res) => {
      const providerId = param(req, "providerId");
      const info = providerInfo(providerId);
      // a form drives a form flow and has no configuration of its own to describe
      if (!info || Object.hasOwn(FORMS, providerId)) return notFound(res, "Could not find authenticator provider");
      res.json({
        providerId,
        name: info[0],
        helpText: info[1],
        properties: isConfigurable(providerId) ? CONFIG_PROPERTIES[providerId] : [],
      });
    }),
  );
}
