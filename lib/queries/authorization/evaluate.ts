"use client";

import { useMutation } from "@tanstack/react-query";
import { toResourceEvaluation, type EvaluationValues } from "@/lib/authorization/evaluation";
import { useAdminClient } from "@/lib/console-context";
import { findServerOption } from "./serverOptions";

/**
 * POST .../authz/resource-server/policy/evaluate. A question, not a change: nothing to reload and no success
 * alert; the screen shows the failure where the results would be. The form holds ids; Keycloak's console sends
 * the chosen resource and scopes by name too, so their names are asked of the server first.
 */
export function useEvaluatePermissions(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useMutation({
    mutationFn: async (values: EvaluationValues) => {
      const target = { realm, clientId };
      const named = async (kind: "resources" | "scopes", id: string) => ({
        id,
        name: (await findServerOption(adminClient, target, kind, id))?.label ?? id,
      });
      const resource = values.resource ? await named("resources", values.resource) : undefined;
      // scopes are asked about only on a chosen resource
      const scopes = resource ? await Promise.all(values.scopes.map((id) => named("scopes", id))) : [];
      return adminClient.clients.evaluateResource(
        { realm, id: clientId },
        toResourceEvaluation(values, resource, scopes),
      );
    },
  });
}
