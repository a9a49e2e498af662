"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import { CONDITION_PROVIDER_TYPE, useClientPolicies, useSaveClientPolicies } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { ProviderForm } from "../provider/ProviderForm";
import type { ProviderConfiguration } from "../provider/providerConfig";

/**
 * /{realm}/realm-settings/client-policies/{policyName}/edit-policy/create-condition and
 * .../{conditionName}/edit-condition: a new condition of the policy, or one of its conditions (the first of that type).
 */
export default function ConditionScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { policyName, conditionName } = useParams({
    strict: false,
    select: (params) => ({ policyName: params.policyName ?? "", conditionName: params.conditionName }),
  });
  const policies = useClientPolicies(realm);
  const types = useServerInfo().componentTypes?.[CONDITION_PROVIDER_TYPE] ?? [];
  const save = useSaveClientPolicies(realm, {
    successKey: conditionName ? "updateConditionSuccess" : "createConditionSuccess",
    errorKey: conditionName ? "updateConditionError" : "createConditionError",
  });
  const toPolicy = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$policyName/edit-policy",
      params: { realm, policyName },
    });
  const title = conditionName ? t("editCondition") : t("addCondition");

  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={policies}>
        {(data) => {
          const own = data.policies ?? [];
          const policy = own.find((p) => p.name === policyName);
          const index = conditionName ? (policy?.conditions ?? []).findIndex((c) => c.condition === conditionName) : -1;
          if (!policy || (conditionName && index < 0)) return <PageNotFound />;
          const stored = conditionName ? policy.conditions?.[index] : undefined;
          const withCondition = (condition: string, configuration: ProviderConfiguration) => {
            const conditions = [...(policy.conditions ?? [])];
            if (stored) conditions[index] = { condition, configuration };
            else conditions.push({ condition, configuration });
            return own.map((p) => (p.name === policyName ? { ...p, conditions } : p));
          };
          return (
            <Box>
              <PageHeader title={title} subtitle={policyName} />
              <ProviderForm
                realm={realm}
                providers={types}
                stored={
                  stored && {
                    type: stored.condition ?? "",
                    configuration: stored.configuration as ProviderConfiguration,
                  }
                }
                typeLabelKey="conditionType"
                formLabel={title}
                onSave={(condition, configuration) => save.mutateAsync(withCondition(condition, configuration))}
                onDone={toPolicy}
              />
            </Box>
          );
        }}
      </QueryState>
    </FormAccess>
  );
}
