// /authentication/required-actions: list, read, update, delete, reorder, register, and the unregistered ones.
import type { Request, Response, Router } from "express";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { badRequest, conflict, jsonBody, noContent, notFound, param } from "../http.js";
import { OPTIONAL_REQUIRED_ACTIONS, REQUIRED_ACTIONS } from "../../realm/authenticationProviders.js";
import { authenticationHandlers } from "./authenticationHandlers.js";

export function registerRequiredActions(router: Router, ctx: AdminContext): void {
  const { base, view, manage, write } = authenticationHandlers(ctx);
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
}
