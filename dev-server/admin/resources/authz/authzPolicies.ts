// clients/{id}/authz/resource-server/policy and .../permission: the provider lists and the policy evaluation first
// (their paths would otherwise read as a policy's id), then the routes both services share.
import type { Router } from "express";
import { evaluate, type EvaluationRequest } from "../../../realm/authz/evaluation.js";
import { PERMISSION_PROVIDERS, POLICY_PROVIDERS } from "../../../realm/authz/policyTypes.js";
import type { AdminContext } from "../../context.js";
import { badRequest, jsonBody } from "../../http.js";
import { AUTHZ_BASE, authzRoute } from "./authzRoute.js";
import { registerPolicyRoutes } from "./policyRoutes.js";
import { evaluationToken } from "./evaluationToken.js";

export function registerAuthzPolicies(router: Router, ctx: AdminContext): void {
  router.get(
    `${AUTHZ_BASE}/policy/providers`,
    authzRoute(ctx, "view", (_req, res) => res.json(POLICY_PROVIDERS)),
  );
  router.get(
    `${AUTHZ_BASE}/permission/providers`,
    authzRoute(ctx, "view", (_req, res) => res.json(PERMISSION_PROVIDERS)),
  );
  router.post(
    `${AUTHZ_BASE}/policy/evaluate`,
    authzRoute(ctx, "view", (req, res, rs, realm) => {
      const outcome = evaluate(realm, rs, jsonBody<EvaluationRequest>(req), evaluationToken(ctx, realm, rs.clientId));
      if ("error" in outcome) return badRequest(res, outcome.error);
      res.json(outcome.response);
    }),
  );
  registerPolicyRoutes(router, ctx, "policy");
  registerPolicyRoutes(router, ctx, "permission");
}
