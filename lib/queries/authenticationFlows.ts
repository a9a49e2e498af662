"use client";

import { useCallback } from "react";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type RequiredActionProviderSimpleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderSimpleRepresentation.js";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { useAdminMutation } from "./adminMutation";
import { authenticationKeys } from "./authentication";
import { fetchUiExt } from "./uiExt";
import { realmKeys } from "./realms";

/** A required action as GET /ui-ext/authentication-management/required-actions returns it. */
type ConfigurableRequiredAction = RequiredActionProviderRepresentation & { configurable?: boolean };

/** The realm settings a flow can be bound to from the flows list (Keycloak's bind dialog leaves docker out). */
export const FLOW_BINDINGS = [
  "browserFlow",
  "registrationFlow",
  "directGrantFlow",
  "resetCredentialsFlow",
  "clientAuthenticationFlow",
  "firstBrokerLoginFlow",
] as const;
export type FlowBinding = (typeof FLOW_BINDINGS)[number];

export type NewFlow = { alias: string; description: string; providerId: "basic-flow" | "client-flow" };

/**
 * POST flows/{alias}/copy, then PUT flows/{id} with the description when it differs from the source's, as
 * Keycloak's console does (the copy endpoint takes only the new name). Resolves to the copy, which opens next.
 */
export function useDuplicateFlow(realm: string) {
  const adminClient = useAdminClient();
  const api = adminClient.authenticationManagement;
  return useAdminMutation(
    async ({
      source,
      alias,
      description,
    }: { source: AuthenticationFlowRepresentation } & Omit<NewFlow, "providerId">) => {
      await api.copyFlow({ realm, flow: source.alias ?? "", newName: alias });
      const copy = (await api.getFlows({ realm })).find((f) => f.alias === alias);
      if (!copy?.id) throw new Error(alias);
      if (description === (copy.description ?? "")) return copy;
      await api.updateFlow({ realm, flowId: copy.id }, { ...copy, description });
      return { ...copy, description };
    },
    {
      successKey: "copyFlowSuccess",
      errorKey: "copyFlowError",
      fieldStatus: 409,
      keys: () => [authenticationKeys.flows(realm)],
    },
  );
}

/** PUT realm with the binding set to the flow's alias; the realm is read first so nothing else changes. */
export function useBindFlow(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async ({ alias, binding }: { alias: string; binding: FlowBinding }) => {
      const representation = (await adminClient.realms.findOne({ realm })) as RealmRepresentation;
      await adminClient.realms.update({ realm }, { ...representation, [binding]: alias });
    },
    {
      successKey: "updateFlowSuccess",
      errorKey: "updateFlowError",
      keys: () => [authenticationKeys.flows(realm), realmKeys.all(realm)],
    },
  );
}

/** POST authentication/flows for a new top-level flow; resolves to its id. A taken alias (409) goes to the field. */
export function useCreateFlow(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    async (flow: NewFlow) => {
      const created = await adminClient.authenticationManagement.createFlow({
        realm,
        ...flow,
        topLevel: true,
        builtIn: false,
      });
      return created.id ?? "";
    },
    {
      successKey: "flowCreatedSuccess",
      errorKey: "flowCreateError",
      fieldStatus: 409,
      keys: () => [authenticationKeys.flows(realm)],
    },
  );
}

/** A row of the required actions tab: a registered action, or a provider's action not registered in the realm. */
export type RequiredActionRow =
  | {
      registered: true;
      name: string;
      action: RequiredActionProviderRepresentation;
      first: boolean;
      last: boolean;
      /** Keycloak's `configurable` (newer than the admin client's type): the provider describes a configuration. */
      configurable: boolean;
    }
  | { registered: false; name: string; action: RequiredActionProviderSimpleRepresentation };

/** The registered actions in priority order, then the unregistered ones, as Keycloak's tab lists them. */
export function useRequiredActionRowsSource(realm: string): TableSource<RequiredActionRow> {
  const adminClient = useAdminClient();
  const queryClient = useQueryClient();
  const list = useCallback(
    () =>
      queryClient.fetchQuery({
        queryKey: authenticationKeys.requiredActionRows(realm, "all"),
        queryFn: async (): Promise<RequiredActionRow[]> => {
          const [registered, unregistered] = await Promise.all([
            // Keycloak says which actions take a configuration only here, not in GET /authentication/required-actions
            fetchUiExt<ConfigurableRequiredAction[]>(adminClient, realm, "authentication-management/required-actions"),
            adminClient.authenticationManagement.getUnregisteredRequiredActions({ realm } as void & { realm: string }),
          ]);
          return [
            // the flag stays out of the action, which is sent back as it is: Keycloak refuses a field it does not know
            ...registered.map(({ configurable, ...action }, index) => ({
              registered: true as const,
              name: action.name ?? action.alias ?? "",
              action,
              first: index === 0,
              last: index === registered.length - 1,
              configurable: configurable === true,
            })),
            ...unregistered.map((action) => ({
              registered: false as const,
              name: action.name ?? action.providerId ?? "",
              action,
            })),
          ];
        },
      }),
    [adminClient, queryClient, realm],
  );
  return {
    queryKey: authenticationKeys.requiredActionRows(realm),
    loader: async (first, max, search) => pageLocally(await list(), first, max, search, (row) => row.name),
  };
}

const requiredActionFeedback = {
  successKey: "updatedRequiredActionSuccess",
  errorKey: "updatedRequiredActionError",
};

/** PUT required-actions/{alias} with the whole action, so one switch changes one field. */
export function useUpdateRequiredAction(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (action: RequiredActionProviderRepresentation) =>
      adminClient.authenticationManagement.updateRequiredAction({ realm, alias: action.alias ?? "" }, action),
    {
      ...requiredActionFeedback,
      keys: () => [authenticationKeys.requiredActionRows(realm), authenticationKeys.enabledRequiredActions(realm)],
    },
  );
}

/** POST register-required-action: an unregistered provider's action joins the realm (enabled, as Keycloak does). */
export function useRegisterRequiredAction(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (action: RequiredActionProviderSimpleRepresentation) =>
      adminClient.authenticationManagement.registerRequiredAction({
        realm,
        providerId: action.providerId,
        name: action.name,
      }),
    {
      ...requiredActionFeedback,
      keys: () => [authenticationKeys.requiredActionRows(realm), authenticationKeys.enabledRequiredActions(realm)],
    },
  );
}

/** POST required-actions/{alias}/raise-priority or lower-priority; the list is read again for the new order. */
export function useMoveRequiredAction(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ alias, direction }: { alias: string; direction: "up" | "down" }) =>
      direction === "up"
        ? adminClient.authenticationManagement.raiseRequiredActionPriority({ realm, alias })
        : adminClient.authenticationManagement.lowerRequiredActionPriority({ realm, alias }),
    {
      ...requiredActionFeedback,
      keys: () => [authenticationKeys.requiredActionRows(realm), authenticationKeys.enabledRequiredActions(realm)],
    },
  );
}

/** A required action's configuration with the properties that describe it, for its configuration dialog. */
export function useRequiredActionConfig(realm: string, alias: string | undefined) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: authenticationKeys.requiredActionConfig(realm, alias ?? ""),
    enabled: alias !== undefined,
    queryFn: async () => {
      const [description, stored] = await Promise.all([
        adminClient.authenticationManagement.getRequiredActionConfigDescription({ realm, alias: alias! }),
        adminClient.authenticationManagement.getRequiredActionConfig({ realm, alias: alias! }),
      ]);
      return { properties: description.properties ?? [], config: stored.config ?? {} };
    },
  });
}

/** PUT required-actions/{alias}/config; the dialog also puts a refused value's message on its field. */
export function useSaveRequiredActionConfig(realm: string) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ alias, config }: { alias: string; config: Record<string, string> }) =>
      adminClient.authenticationManagement.updateRequiredActionConfig({ realm, alias }, { config }),
    {
      successKey: "configSaveSuccess",
      errorKey: "configSaveError",
      keys: ({ alias }) => [authenticationKeys.requiredActionConfig(realm, alias)],
    },
  );
}
