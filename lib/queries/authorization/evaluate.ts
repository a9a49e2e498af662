"use client";

import type ResourceEvaluation from "@keycloak/keycloak-admin-client/lib/defs/resourceEvaluation.js";
import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";

/**
 * POST .../authz/resource-server/policy/evaluate. A question, not a change: nothing to reload and no success
 * alert; the screen shows the failure where the results would be.
 */
export function useEvaluatePermissions(realm: string, clientId: string) {
  const adminClient = useAdminClient();
  return useMutation({
    mutationFn: (evaluation: ResourceEvaluation) =>
      adminClient.clients.evaluateResource({ realm, id: clientId }, evaluation),
  });
}
