"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, RadioGroupField, SwitchField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import {
  DECISION_STRATEGIES,
  ENFORCEMENT_MODES,
  type DecisionStrategyValue,
  type EnforcementMode,
} from "@/lib/authorization/policyTypes";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateResourceServer } from "@/lib/queries/authorization";
import { useDecisionStrategyOptions } from "../shared/useDecisionStrategyOptions";

type ServerValues = {
  policyEnforcementMode: EnforcementMode;
  decisionStrategy: DecisionStrategyValue;
  allowRemoteResourceManagement: boolean;
};

const toValues = (server: ResourceServerRepresentation): ServerValues => ({
  policyEnforcementMode: server.policyEnforcementMode ?? "ENFORCING",
  decisionStrategy: server.decisionStrategy ?? "UNANIMOUS",
  allowRemoteResourceManagement: !!server.allowRemoteResourceManagement,
});

export type ResourceServerFormProps = {
  realm: string;
  clientId: string;
  server: ResourceServerRepresentation;
  readOnly: boolean;
};

/** Enforcement mode, decision strategy and remote resource management, saved over the rest of the server. */
export function ResourceServerForm({ realm, clientId, server, readOnly }: ResourceServerFormProps) {
  const t = useTranslations();
  const update = useUpdateResourceServer(realm, clientId);
  const strategies = useDecisionStrategyOptions(DECISION_STRATEGIES);
  const form = useForm<ServerValues>({ defaultValues: toValues(server) });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(server));
  }, [server, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ServerValues) => {
    try {
      await saveKeepingEdits(form, values, () => update.mutateAsync({ ...server, ...values }));
    } catch (error) {
      applyServerErrors(error, form.setError, t);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("resourceServerSettings")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="6" maxW="2xl">
        <RadioGroupField
          control={form.control}
          name="policyEnforcementMode"
          label={t("policyEnforcementMode")}
          help={t("policyEnforcementModeHelp")}
          direction="row"
          readOnly={readOnly}
          options={ENFORCEMENT_MODES.map((mode) => ({ value: mode, label: t(`policyEnforcementMode${mode}`) }))}
        />
        <RadioGroupField
          control={form.control}
          name="decisionStrategy"
          label={t("decisionStrategy")}
          help={t("decisionStrategyHelp")}
          direction="row"
          readOnly={readOnly}
          options={strategies}
        />
        <SwitchField
          control={form.control}
          name="allowRemoteResourceManagement"
          label={t("allowRemoteResourceManagement")}
          help={t("allowRemoteResourceManagementHelp")}
          readOnly={readOnly}
        />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
