"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type AuthenticatorConfigRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigRepresentation.js";
import { useAdminClient } from "@/lib/console-context";
import type { providerKind } from "@/lib/authentication/executionTree";
import { useAdminMutation } from "./adminMutation";
import { authenticationKeys, listedFlow } from "./authentication";

export type ProviderKind = ReturnType<typeof providerKind> | "form";

/**
 * GET flows/{id}. A flow opened from the flows table shows at once as the table read it, while it is read again:
 * its alias is what its executions are asked by, so they need not wait for this answer.
 */
export function useFlow(realm: string, id: string) {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: authenticationKeys.editor(realm, "flow", id),
    queryFn: async () => (await adminClient.authenticationManagement.getFlow({ realm, flowId: id })) ?? null,
    placeholderData: () => listedFlow(queryClient, realm, id),
  });
}

/** GET flows/{alias}/executions: the flat, depth-first list the tree is built from. */
export function useFlowExecutions(realm: string, alias: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.editor(realm, "executions", alias ?? ""),
    queryFn: () => adminClient.authenticationManagement.getExecutions({ realm, flow: alias! }),
    enabled: alias !== undefined,
  });
}

/** GET config/{id}, for an execution that has one. */
export function useAuthenticatorConfig(realm: string, id: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.editor(realm, "config", id ?? ""),
    queryFn: () => adminClient.authenticationManagement.getConfig({ realm, id: id! }),
    enabled: id !== undefined,
  });
}

/** GET config-description/{providerId}: the properties the dynamic form shows. */
export function useConfigDescription(realm: string, providerId: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.editor(realm, "config-description", providerId),
    queryFn: () => adminClient.authenticationManagement.getConfigDescription({ realm, providerId }),
  });
}

/** The providers one "add" dialog offers: authenticators, client authenticators, form actions or forms. */
export function useProviders(realm: string, kind: ProviderKind, enabled: boolean) {
  const adminClient = useAdminClient();
  const api = adminClient.authenticationManagement;
  return useQuery({
    queryKey: authenticationKeys.editor(realm, "providers", kind),
    queryFn: () =>
      ({
        authenticator: api.getAuthenticatorProviders,
        client: api.getClientAuthenticatorProviders,
        "form-action": api.getFormActionProviders,
        form: api.getFormProviders,
        // the admin client types these payloads as void & { realm }, which no object literal satisfies
      })[kind]({ realm } as void & { realm: string }),
    enabled,
  });
}

/** Everything the editor shows of this flow, and the flows list (names, descriptions). */
function editorKeys(realm: string, flow: AuthenticationFlowRepresentation) {
  return [
    authenticationKeys.editor(realm, "flow", flow.id ?? ""),
    authenticationKeys.editor(realm, "executions", flow.alias ?? ""),
    authenticationKeys.flows(realm),
  ];
}

/** PUT flows/{id}: name and description. */
export function useUpdateFlow(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (values: { alias: string; description: string }) =>
      adminClient.authenticationManagement.updateFlow({ realm, flowId: flow.id! }, { ...flow, ...values }),
    {
      successKey: "updateFlowSuccess",
      errorKey: "updateFlowError",
      fieldStatus: 409,
      keys: () => editorKeys(realm, flow),
    },
  );
}

/** PUT flows/{alias}/executions with the row's new requirement; the tree is read again either way. */
export function useUpdateRequirement(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (execution: AuthenticationExecutionInfoRepresentation) =>
      adminClient.authenticationManagement.updateExecution({ realm, flow: flow.alias! }, execution),
    { successKey: "updateFlowSuccess", errorKey: "updateFlowError", keys: () => editorKeys(realm, flow) },
  );
}

/** executions/{id}/raise-priority or lower-priority: one step up or down among its siblings. */
export function useMoveExecution(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  const api = adminClient.authenticationManagement;
  return useAdminMutation(
    ({ id, direction }: { id: string; direction: "up" | "down" }) =>
      direction === "up" ? api.raisePriorityExecution({ realm, id }) : api.lowerPriorityExecution({ realm, id }),
    { successKey: "updateFlowSuccess", errorKey: "updateFlowError", keys: () => editorKeys(realm, flow) },
  );
}

/** DELETE executions/{id}. */
export function useDeleteExecution(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (execution: { id?: string }) => adminClient.authenticationManagement.delExecution({ realm, id: execution.id! }),
    { successKey: "deleteStepSuccess", errorKey: "deleteStepError", keys: () => editorKeys(realm, flow) },
  );
}

/** POST flows/{alias}/executions/execution: a provider added at the end of the flow or sub-flow called `parent`. */
export function useAddExecution(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ parent, provider }: { parent: string; provider: string }) =>
      adminClient.authenticationManagement.addExecutionToFlow({ realm, flow: parent, provider }),
    { successKey: "updateFlowSuccess", errorKey: "updateFlowError", keys: () => editorKeys(realm, flow) },
  );
}

export type NewSubFlow = { parent: string; alias: string; description: string; type: string; provider: string };

/** POST flows/{alias}/executions/flow: a sub-flow added at the end of `parent`. */
export function useAddSubFlow(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ parent, ...values }: NewSubFlow) =>
      adminClient.authenticationManagement.addFlowToFlow({ realm, flow: parent, ...values }),
    {
      successKey: "updateFlowSuccess",
      errorKey: "updateFlowError",
      fieldStatus: 409,
      keys: () => editorKeys(realm, flow),
    },
  );
}

/** POST executions/{id}/config for an execution without one, PUT config/{id} for one that has it. */
export function useSaveConfig(realm: string, flow: AuthenticationFlowRepresentation) {
  const adminClient = useAdminClient();
  const api = adminClient.authenticationManagement;
  return useAdminMutation(
    async ({ executionId, config }: { executionId: string; config: AuthenticatorConfigRepresentation }) => {
      if (config.id) await api.updateConfig({ realm, ...config });
      else await api.createConfig({ realm, ...config, id: executionId });
    },
    {
      successKey: "configSaveSuccess",
      errorKey: "configSaveError",
      fieldStatus: 409,
      keys: ({ config }) => [
        ...editorKeys(realm, flow),
        ...(config.id ? [authenticationKeys.editor(realm, "config", config.id)] : []),
      ],
    },
  );
}
