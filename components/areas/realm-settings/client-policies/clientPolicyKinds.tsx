"use client";

import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { useNavigate } from "@tanstack/react-router";
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { NameLink } from "@/components/kit/ui/NameLink";
import {
  CONDITION_PROVIDER_TYPE,
  EXECUTOR_PROVIDER_TYPE,
  useClientPolicies,
  useClientProfiles,
  useSaveClientPolicies,
  useSaveClientProfiles,
  type ChangeFeedback,
  type OwnAndGlobal,
} from "@/lib/queries/clientPolicies";
import type { ComponentsTableTexts } from "./ComponentsTable";
import type { NameDescription } from "./NameDescriptionForm";

type Navigate = ReturnType<typeof useNavigate>;

export const nameOf = (item: Named) => item.name ?? "";

/** The realm's own one of that name (`mine`, which the realm may change), else Keycloak's global one. */
export function findNamed<T extends Named>({ own, global }: OwnAndGlobal<T>, name: string) {
  const mine = own.find((item) => nameOf(item) === name);
  return { mine, item: mine ?? global.find((item) => nameOf(item) === name) };
}

export type Named = { name?: string; description?: string };

/** An executor of a profile or a condition of a policy: its provider id and settings. */
export type Part = { type: string; configuration?: object };

/**
 * What tells a client profile from a client policy for the screens that treat both alike (their panel, creation,
 * and the screens and table of their parts: a profile's executors, a policy's conditions). Keycloak saves either
 * as the realm's whole list, so every change maps the realm's own list.
 */
export type ClientPolicyKind<T extends Named> = {
  tab: "profiles" | "policies";
  useItems(realm: string): UseQueryResult<OwnAndGlobal<T>>;
  useSave(realm: string, feedback: ChangeFeedback): { mutateAsync(items: T[]): Promise<unknown> };
  create(values: NameDescription): T;
  texts: { one: string; create: string; explain: string; createdSuccess: string; createdError: string; json: string };
  updated: ChangeFeedback;
  jsonSaved: ChangeFeedback;
  openItem(navigate: Navigate, realm: string, name: string): void;
  parts: {
    of(item: T): Part[];
    with(item: T, parts: Part[]): T;
    providerType: string;
    typeLabelKey: string;
    titles: { add: string; edit: string };
    saved(editing: boolean): ChangeFeedback;
    deleted: ChangeFeedback;
    table: ComponentsTableTexts;
    /** Where a second table of the owner's screen keeps its paging apart from this one's. */
    urlStatePrefix?: string;
    link(realm: string, owner: string, part: string): ReactNode;
    openNew(navigate: Navigate, realm: string, owner: string): void;
    openOwner(navigate: Navigate, realm: string, owner: string): void;
  };
};

export const PROFILES: ClientPolicyKind<ClientProfileRepresentation> = {
  tab: "profiles",
  useItems: useClientProfiles,
  useSave: useSaveClientProfiles,
  create: ({ name, description }) => ({ name, description, executors: [] }),
  texts: {
    one: "clientProfile",
    create: "createClientProfile",
    explain: "clientProfileExplain",
    createdSuccess: "createClientProfileSuccess",
    createdError: "createClientProfileError",
    json: "clientProfilesJson",
  },
  updated: { successKey: "updateClientProfileSuccess", errorKey: "updateClientProfileError" },
  jsonSaved: { successKey: "updateClientProfilesSuccess", errorKey: "updateClientProfilesError" },
  openItem: (navigate, realm, profileName) =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$profileName/edit-profile",
      params: { realm, profileName },
    }),
  parts: {
    of: (profile) => (profile.executors ?? []).map((e) => ({ type: e.executor ?? "", configuration: e.configuration })),
    with: (profile, parts) => ({
      ...profile,
      executors: parts.map(({ type, configuration }) => ({ executor: type, configuration })),
    }),
    providerType: EXECUTOR_PROVIDER_TYPE,
    typeLabelKey: "executorType",
    titles: { add: "addExecutor", edit: "executorDetails" },
    saved: (editing) =>
      editing
        ? { successKey: "updateExecutorSuccess", errorKey: "updateExecutorError" }
        : { successKey: "addExecutorSuccess", errorKey: "addExecutorError" },
    deleted: { successKey: "deleteExecutorSuccess", errorKey: "deleteExecutorError" },
    table: {
      typeColumn: "executorType",
      label: "executors",
      search: "searchExecutor",
      empty: ["emptyExecutors", "emptyExecutorsInstructions"],
      add: "addExecutor",
      confirmDelete: ["deleteExecutorProviderConfirmTitle", "deleteExecutorProviderConfirm"],
    },
    link: (realm, profileName, executorName) => (
      <NameLink
        to="/$realm/realm-settings/client-policies/$profileName/edit-profile/$executorName"
        params={{ realm, profileName, executorName }}
        name={executorName}
      />
    ),
    openNew: (navigate, realm, profileName) =>
      void navigate({
        to: "/$realm/realm-settings/client-policies/$profileName/add-executor",
        params: { realm, profileName },
      }),
    openOwner: (navigate, realm, profileName) => PROFILES.openItem(navigate, realm, profileName),
  },
};

export const POLICIES: ClientPolicyKind<ClientPolicyRepresentation> = {
  tab: "policies",
  useItems: useClientPolicies,
  useSave: useSaveClientPolicies,
  create: ({ name, description }) => ({ name, description, enabled: true, conditions: [], profiles: [] }),
  texts: {
    one: "clientPolicy",
    create: "createClientPolicy",
    explain: "clientPolicyExplain",
    createdSuccess: "createClientPolicySuccess",
    createdError: "createClientPolicyError",
    json: "clientPoliciesJson",
  },
  updated: { successKey: "updateClientPolicySuccess", errorKey: "updateClientPolicyError" },
  jsonSaved: { successKey: "updateClientPoliciesSuccess", errorKey: "updateClientPoliciesError" },
  openItem: (navigate, realm, policyName) =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$policyName/edit-policy",
      params: { realm, policyName },
    }),
  parts: {
    of: (policy) => (policy.conditions ?? []).map((c) => ({ type: c.condition ?? "", configuration: c.configuration })),
    with: (policy, parts) => ({
      ...policy,
      conditions: parts.map(({ type, configuration }) => ({ condition: type, configuration })),
    }),
    providerType: CONDITION_PROVIDER_TYPE,
    typeLabelKey: "conditionType",
    titles: { add: "addCondition", edit: "editCondition" },
    saved: (editing) =>
      editing
        ? { successKey: "updateConditionSuccess", errorKey: "updateConditionError" }
        : { successKey: "createConditionSuccess", errorKey: "createConditionError" },
    deleted: { successKey: "deleteConditionSuccess", errorKey: "deleteConditionError" },
    table: {
      typeColumn: "conditionType",
      label: "conditions",
      search: "searchCondition",
      empty: ["emptyConditions", "emptyConditionsInstructions"],
      add: "addCondition",
      confirmDelete: ["deleteConditionConfirmTitle", "deleteConditionConfirm"],
    },
    urlStatePrefix: "conditions",
    link: (realm, policyName, conditionName) => (
      <NameLink
        to="/$realm/realm-settings/client-policies/$policyName/edit-policy/$conditionName/edit-condition"
        params={{ realm, policyName, conditionName }}
        name={conditionName}
      />
    ),
    openNew: (navigate, realm, policyName) =>
      void navigate({
        to: "/$realm/realm-settings/client-policies/$policyName/edit-policy/create-condition",
        params: { realm, policyName },
      }),
    openOwner: (navigate, realm, policyName) => POLICIES.openItem(navigate, realm, policyName),
  },
};
