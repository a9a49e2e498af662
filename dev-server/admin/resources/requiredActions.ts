// /authentication/required-actions as Keycloak answers them: list (by priority), read, update, delete, reorder by
// swapping priorities with the neighbour, the unregistered provider actions and registering one. The configs live in
// requiredActionsConfig.ts.
import type { Request, Response, Router } from "express";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { conflict, jsonBody, noContent, notFound, param } from "../http.js";
import { authenticationHandlers, refuse } from "./authenticationHandlers.js";
import { knownRequiredActions, sortedRequiredActions } from "../../realm/requiredActionProviders.js";
import { registerRequiredActionsConfig } from "./requiredActionsConfig.js";
import { requiredActionConfigProperties } from "../../realm/authenticatorMetadata.js";

/** requireViewRequiredActions: view-realm, or query-users for the users' forms */
const REQUIRED_ACTIONS_VIEW = ["view-realm", "manage-realm", "query-users"];

export function registerRequiredActions(router: Router, ctx: AdminContext): void {
  const { base, view, manage, guarded, write } = authenticationHandlers(ctx);
  registerRequiredActionsConfig(router, ctx);
  router.get(
    `${base}/required-actions`,
    guarded(REQUIRED_ACTIONS_VIEW)((_req, res, realm) => void res.json(sortedRequiredActions(realm))),
  );
  // the console's list: Keycloak says here, and only here, which actions take a configuration
  router.get(
    "/realms/:realm/ui-ext/authentication-management/required-actions",
    guarded(REQUIRED_ACTIONS_VIEW)(
      (_req, res, realm) =>
        void res.json(
          sortedRequiredActions(realm).map((action) => ({
            ...action,
            configurable: requiredActionConfigProperties(action.providerId ?? action.alias ?? "") !== undefined,
          })),
        ),
    ),
  );
  const actionOr404 = (realm: RealmData, req: Request, res: Response, message = "Failed to find required action.") => {
    const action = realm.requiredActions.find((a) => a.alias === param(req, "alias"));
    if (!action) notFound(res, message);
    return action;
  };
  router.get(
    `${base}/required-actions/:alias`,
    view((req, res, realm) => {
      const action = actionOr404(realm, req, res, "Failed to find required action");
      if (action) res.json(action);
    }),
  );
  router.put(
    `${base}/required-actions/:alias`,
    manage((req, res, realm) => {
      const action = actionOr404(realm, req, res, "Failed to find required action");
      if (!action) return;
      const rep = jsonBody<RequiredActionProviderRepresentation>(req);
      const alias = typeof rep.alias === "string" && rep.alias ? rep.alias : action.alias;
      if (alias !== action.alias && realm.requiredActions.some((a) => a.alias === alias))
        return conflict(res, `Required action ${alias} already exists`);
      // Keycloak's update takes the whole representation: what is left out is reset, not kept
      action.alias = alias;
      if (typeof rep.name === "string") action.name = rep.name;
      else delete action.name;
      action.enabled = rep.enabled === true;
      action.defaultAction = rep.defaultAction === true;
      action.priority = typeof rep.priority === "number" && Number.isInteger(rep.priority) ? rep.priority : 0;
      action.config = Object.fromEntries(
        Object.entries(rep.config ?? {}).filter(([, v]) => typeof v === "string" && v !== ""),
      ) as Record<string, string>;
      write(req, realm, "UPDATE", "REQUIRED_ACTION", `authentication/required-actions/${param(req, "alias")}`, rep);
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
        const sorted = sortedRequiredActions(realm);
        const i = sorted.indexOf(action);
        const neighbour = sorted[direction === "raise-priority" ? i - 1 : i + 1];
        if (!neighbour) return noContent(res);
        // equal priorities (hand-written imports) would make a swap a no-op
        if (neighbour.priority === action.priority) sorted.forEach((a, n) => (a.priority = n * 10));
        [action.priority, neighbour.priority] = [neighbour.priority, action.priority];
        write(req, realm, "UPDATE", "REQUIRED_ACTION", `authentication/required-actions/${action.alias}/${direction}`);
        noContent(res);
      }),
    );
  }
  router.get(
    `${base}/unregistered-required-actions`,
    view((_req, res, realm) => {
      const registered = new Set(realm.requiredActions.map((a) => a.providerId));
      res.json(
        knownRequiredActions()
          .filter(([providerId]) => !registered.has(providerId))
          .map(([providerId, name]) => ({ providerId, name })),
      );
    }),
  );
  router.post(
    `${base}/register-required-action`,
    manage((req, res, realm) => {
      const rep = jsonBody<{ providerId?: unknown; name?: unknown }>(req);
      const providerId = typeof rep.providerId === "string" ? rep.providerId : "";
      const known = knownRequiredActions().find(([id]) => id === providerId);
      if (!known) return refuse(res, 400, "Required Action Provider with given providerId not found");
      if (realm.requiredActions.some((a) => a.alias === providerId))
        return void res.status(409).json({
          error: "conflict",
          error_description: "A Required Action Provider with given alias already exists.",
        });
      const sorted = sortedRequiredActions(realm);
      realm.requiredActions.push({
        alias: providerId,
        name: typeof rep.name === "string" ? rep.name : known[1],
        providerId,
        enabled: true,
        defaultAction: false,
        priority: sorted.length ? (sorted[sorted.length - 1].priority ?? 0) + 1 : 0,
        config: {},
      });
      write(req, realm, "CREATE", "REQUIRED_ACTION", "authentication/register-required-action", rep);
      noContent(res);
    }),
  );
}
