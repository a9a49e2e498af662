// A required action's configuration, which Keycloak keeps on the action itself: config-description, read, update
// (validated as RequiredActionFactory.validateConfig does for max_auth_age) and delete.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { jsonBody, noContent, notFound, param } from "../http.js";
import { MAX_AUTH_AGE, requiredActionConfigProperties } from "../../realm/authenticatorMetadata.js";
import { authenticationHandlers, refuse } from "./authenticationHandlers.js";

function maxAuthAgeProblem(value: string | undefined): { errorMessage: string; params: unknown[] } | undefined {
  if (value === undefined) return undefined;
  if (!/^[+-]?\d+$/.test(value) || !Number.isSafeInteger(Number(value)) || Math.abs(Number(value)) > 2 ** 31 - 1)
    return { errorMessage: "error-invalid-value", params: [MAX_AUTH_AGE] };
  if (Number(value) < 0) return { errorMessage: "error-number-out-of-range-too-small", params: [MAX_AUTH_AGE, 0] };
  return undefined;
}

export function registerRequiredActionsConfig(router: Router, ctx: AdminContext): void {
  const { base, view, manage, write } = authenticationHandlers(ctx);
  /** the configurable action named by the path, or the error Keycloak answers (400 before 404, as it checks) */
  const configurable = (realm: RealmData, req: Request, res: Response) => {
    const alias = param(req, "alias");
    if (!requiredActionConfigProperties(alias)) return void refuse(res, 400, "RequiredAction is not configurable");
    const action = realm.requiredActions.find((a) => a.alias === alias);
    if (!action) return void notFound(res, "Could not find RequiredAction config");
    return action;
  };

  router.get(
    `${base}/required-actions/:alias/config-description`,
    view((req, res) => {
      const properties = requiredActionConfigProperties(param(req, "alias"));
      if (!properties) return notFound(res, "Could not find configurable RequiredAction provider");
      res.json({ properties });
    }),
  );
  router.get(
    `${base}/required-actions/:alias/config`,
    view((req, res, realm) => {
      const action = configurable(realm, req, res);
      if (action) res.json({ config: action.config ?? {} });
    }),
  );
  router.put(
    `${base}/required-actions/:alias/config`,
    manage((req, res, realm) => {
      const action = configurable(realm, req, res);
      if (!action) return;
      const rep = jsonBody<{ config?: unknown }>(req);
      const config: Record<string, string> = {};
      for (const [key, value] of Object.entries(
        (rep.config && typeof rep.config === "object" ? rep.config : {}) as object,
      )) {
        if (value !== null && value !== undefined && value !== "") config[key] = String(value);
      }
      const problem = maxAuthAgeProblem(config[MAX_AUTH_AGE]);
      // one field's error, without the list of them user-profile errors carry
      if (problem) return void res.status(400).json({ field: MAX_AUTH_AGE, ...problem });
      action.config = config;
      write(
        req,
        realm,
        "UPDATE",
        "REQUIRED_ACTION_CONFIG",
        `authentication/required-actions/${action.alias}/config`,
        rep,
      );
      noContent(res);
    }),
  );
  router.delete(
    `${base}/required-actions/:alias/config`,
    manage((req, res, realm) => {
      const action = configurable(realm, req, res);
      if (!action) return;
      action.config = {};
      write(req, realm, "DELETE", "REQUIRED_ACTION_CONFIG", `authentication/required-actions/${action.alias}/config`);
      noContent(res);
    }),
  );
}
