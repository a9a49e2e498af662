"use client";

import type ResourceServerRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceServerRepresentation.js";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, RadioGroupField, SwitchField, useEditForm } from "@/components/kit/form";
import {
  DECISION_STRATEGIES,
  ENFORCEMENT_MODES,
  type DecisionStrategyValue,
  type EnforcementMode,
} from "@/lib/authorization/policyTypes";
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
  const edit = useEditForm({
    data: server,
    toValues,
    readOnly,
    save: (values: ServerValues) => update.mutateAsync({ ...server, ...values }),
  });

  return (
    <EditForm edit={edit} label={t("resourceServerSettings")} layout={{ maxW: "2xl" }}>
      <RadioGroupField
        name="policyEnforcementMode"
        label={t("policyEnforcementMode")}
        help={t("policyEnforcementModeHelp")}
        direction="row"
        options={ENFORCEMENT_MODES.map((mode) => ({ value: mode, label: t(`policyEnforcementMode${mode}`) }))}
      />
      <RadioGroupField
        name="decisionStrategy"
        label={t("decisionStrategy")}
        help={t("decisionStrategyHelp")}
        direction="row"
        options={strategies}
      />
      <SwitchField
        name="allowRemoteResourceManagement"
        label={t("allowRemoteResourceManagement")}
        help={t("allowRemoteResourceManagementHelp")}
      />
      <FormActions />
    </EditForm>
  );
}
