"use client";

import { Button } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { RadioGroupField, TextAreaField, TextField } from "@/components/kit/form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { fromPolicyValues, type PolicyValues } from "@/lib/authorization/policyForm";
import { LOGICS, POLICY_TYPE_TITLES, type PolicyType } from "@/lib/authorization/policyTypes";
import { hasTimeCondition } from "@/lib/authorization/timePolicy";
import { useSavePolicy } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useBackToTab } from "../shared/useBackToTab";
import { useSaveFailure } from "../shared/useSaveFailure";
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
  const navigate = useNavigate();
  const save = useSavePolicy(realm, clientId);
  const form = useForm<PolicyValues>({ defaultValues: initial, mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const failed = useSaveFailure(form.setError, "policySaveError");
  const back = useBackToTab(realm, clientId, "policies");
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId, () => {
    blocker.allowNext();
    void back();
  });

  const submit = async (values: PolicyValues) => {
    if (type === "time" && !hasTimeCondition(values.time)) {
      form.setError("time.notBefore", { type: "validate", message: t("timePolicyNeedsCondition") });
      return;
    }
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync({ type, policy: fromPolicyValues(type, values, policyId) }),
      );
      blocker.allowNext();
      if (!policyId)
        await navigate({
          to: "/$realm/clients/$clientId/authorization/policy/$policyId/$policyType",
          params: { realm, clientId, policyId: id, policyType: type },
        });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <AuthzFormFrame
      title={policyId ? initial.name : t("createPolicyOfType", { type: t(POLICY_TYPE_TITLES[type]) })}
      subtitle={t(POLICY_TYPE_TITLES[type])}
      form={form}
      blocker={blocker}
      readOnly={readOnly}
      isNew={!policyId}
      onSubmit={submit}
      onCancel={() => void back()}
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
      <TextField control={form.control} name="name" label={t("name")} required readOnly={readOnly} />
      <TextAreaField control={form.control} name="description" label={t("description")} readOnly={readOnly} />
      <PolicyTypeFields
        realm={realm}
        clientId={clientId}
        type={type}
        policyId={policyId}
        control={form.control}
        readOnly={readOnly}
      />
      <RadioGroupField
        control={form.control}
        name="logic"
        label={t("logic")}
        help={t("logicHelp")}
        direction="row"
        readOnly={readOnly}
        options={LOGICS.map((logic) => ({ value: logic, label: t(`logic${logic}`) }))}
      />
    </AuthzFormFrame>
  );
}
