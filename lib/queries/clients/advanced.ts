"use client";

import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { forbiddenAs } from "@/lib/errors";
import { authenticationKeys } from "../authentication";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** POST /clients/{id}/push-revocation: the not-before policy goes to the client's admin URL; answers who got it. */
export function usePushRevocation(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.clients.pushRevocation({ realm, id }), {
    errorKey: "notBeforePushFail",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

/** POST /clients/{id}/nodes: registers a cluster node by its host name. */
export function useAddClusterNode(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((node: string) => adminClient.clients.addClusterNode({ realm, id, node }), {
    successKey: "addedNodeSuccess",
    errorKey: "addedNodeFail",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

/** DELETE /clients/{id}/nodes/{node}. */
export function useDeleteClusterNode(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation((node: string) => adminClient.clients.deleteClusterNode({ realm, id, node }), {
    successKey: "deleteNodeSuccess",
    errorKey: "deleteNodeFail",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

/** GET /clients/{id}/test-nodes-available: answers which registered nodes answered and which failed. */
export function useTestNodesAvailable(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.clients.testNodesAvailable({ realm, id }), {
    errorKey: "testClusterFail",
    keys: () => [],
  });
}

/**
 * The realm's top-level flows for the flow overrides. An admin who may manage clients but not read the realm's flows
 * (403) gets none, and the overrides then offer only what the client already names.
 */
export function useFlowChoices(realm: string) {
  const adminClient = useAdminClient();
  return useQuery({
    // under the flows' key, so a flow change reloads the choices
    queryKey: authenticationKeys.flows(realm, "choices"),
    queryFn: (): Promise<AuthenticationFlowRepresentation[]> =>
      adminClient.authenticationManagement.getFlows({ realm }).catch(forbiddenAs([])),
  });
}

/** PUT /clients/{id} with a new not-before (seconds since the epoch; 0 clears it); the caller says what it did. */
export function useSetClientNotBefore(realm: string, id: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ client, notBefore }: { client: ClientRepresentation; notBefore: number }) =>
      adminClient.clients.update({ realm, id }, { ...client, notBefore }),
    { errorKey: "clientSaveError", keys: () => [clientKeys.all(realm)] },
  );
}
