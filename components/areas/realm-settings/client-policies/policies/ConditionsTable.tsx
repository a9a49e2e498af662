"use client";

import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { NameLink } from "@/components/kit/ui/NameLink";
import { clientPoliciesKeys, CONDITION_PROVIDER_TYPE, useSaveClientPolicies } from "@/lib/queries/clientPolicies";
import { ComponentsTable } from "../ComponentsTable";

type ConditionsTableProps = {
  realm: string;
  policy: ClientPolicyRepresentation;
  ownPolicies: ClientPolicyRepresentation[];
};

/** A policy's conditions: type (to its settings) and what it checks; add and remove. */
export function ConditionsTable({ realm, policy, ownPolicies }: ConditionsTableProps) {
  const navigate = useNavigate();
  const policyName = policy.name ?? "";
  const types = (policy.conditions ?? []).map((c) => c.condition ?? "");
  const save = useSaveClientPolicies(realm, { successKey: "deleteConditionSuccess", errorKey: "deleteConditionError" });
  const without = (index: number) =>
    ownPolicies.map((p) =>
      p.name === policyName ? { ...p, conditions: (p.conditions ?? []).filter((_, i) => i !== index) } : p,
    );

  return (
    <ComponentsTable
      providerType={CONDITION_PROVIDER_TYPE}
      types={types}
      queryKey={clientPoliciesKeys.part(realm, "policies", policyName, "conditions", types)}
      texts={{
        typeColumn: "conditionType",
        label: "conditions",
        search: "searchCondition",
        empty: ["emptyConditions", "emptyConditionsInstructions"],
        add: "addCondition",
        confirmDelete: ["deleteConditionConfirmTitle", "deleteConditionConfirm"],
      }}
      link={(conditionName) => (
        <NameLink
          to="/$realm/realm-settings/client-policies/$policyName/edit-policy/$conditionName/edit-condition"
          params={{ realm, policyName, conditionName }}
          name={conditionName}
        />
      )}
      onAdd={() =>
        void navigate({
          to: "/$realm/realm-settings/client-policies/$policyName/edit-policy/create-condition",
          params: { realm, policyName },
        })
      }
      onDelete={(index) => save.mutateAsync(without(index))}
      urlStatePrefix="conditions"
    />
  );
}
