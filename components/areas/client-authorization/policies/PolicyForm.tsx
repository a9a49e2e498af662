"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RadioGroupField, TextAreaField, TextField } from "@/components/kit/form";
import { fromPolicyValues, type PolicyValues } from "@/lib/authorization/policyForm";
import { LOGICS, POLICY_TYPE_TITLES, type PolicyType } from "@/lib/authorization/policyTypes";
import { hasTimeCondition } from "@/lib/authorization/timePolicy";
import { useSavePolicy } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useAuthzForm } from "../shared/useAuthzForm";
import { useDeletePolicyDialog } from "./useDeletePolicyDialog";
import { PolicyTypeFields } from "./PolicyTypeFields";

export type PolicyFormProps = {
  realm: string;
  clientId: string;
  readOnly: boolean;
  type: PolicyType;
  policyId?: string;
  initial: PolicyValues;
};

/** Name, description, the type's own fields and the logic; delete from the header asks, naming what depends on it. */
export function PolicyForm({ realm, clientId, readOnly, type, policyId, initial }: PolicyFormProps) {
  const t = useTranslations();
  const savePolicy = useSavePolicy(realm, clientId);
  const { edit, back } = useAuthzForm({
    realm,
    clientId,
    readOnly,
    initial,
    tab: "policies",
    save: (values: PolicyValues) => {
      // shown on its field as the server's field errors are
      if (type === "time" && !hasTimeCondition(values.time))
        return Promise.reject({ field: "time.notBefore", errorMessage: "timePolicyNeedsCondition" });
      return savePolicy.mutateAsync({ type, policy: fromPolicyValues(type, values, policyId) });
    },
    errorKey: "policySaveError",
    created: policyId
      ? undefined
      : {
          to: "/$realm/clients/$clientId/authorization/policy/$policyId/$policyType",
          params: (id) => ({ realm, clientId, policyId: id, policyType: type }),
        },
  });
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId, () => edit.blocker.passThrough(back));

  return (
    <AuthzFormFrame
      title={policyId ? initial.name : t("createPolicyOfType", { type: t(POLICY_TYPE_TITLES[type]) })}
      subtitle={t(POLICY_TYPE_TITLES[type])}
      edit={edit}
      isNew={!policyId}
      onCancel={back}
      actions={
        policyId &&
        !readOnly && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => askDelete({ id: policyId, name: initial.name })}
          >
            {t("delete")}
          </Button>
        )
      }
    >
      {deleteDialog}
      <TextField name="name" label={t("name")} required />
      <TextAreaField name="description" label={t("description")} />
      <PolicyTypeFields realm={realm} clientId={clientId} type={type} policyId={policyId} />
      <RadioGroupField
        name="logic"
        label={t("logic")}
        help={t("logicHelp")}
        direction="row"
        options={LOGICS.map((logic) => ({ value: logic, label: t(`logic${logic}`) }))}
      />
    </AuthzFormFrame>
  );
}
