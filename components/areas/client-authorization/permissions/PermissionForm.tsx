"use client";

import { Button } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { RadioGroupField, SearchSelectField, TextAreaField, TextField } from "@/components/kit/form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { fromPermissionValues, type PermissionValues } from "@/lib/authorization/permissionForm";
import { DECISION_STRATEGIES, type PermissionType } from "@/lib/authorization/policyTypes";
import { useSavePermission } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { serverPicker } from "../shared/serverPicker";
import { useBackToTab } from "../shared/useBackToTab";
import { useDecisionStrategyOptions } from "../shared/useDecisionStrategyOptions";
import { useSaveFailure } from "../shared/useSaveFailure";
import { useDeletePolicyDialog } from "../policies/useDeletePolicyDialog";
import { PermissionTargetFields } from "./PermissionTargetFields";

export type PermissionFormProps = {
  realm: string;
  clientId: string;
  readOnly: boolean;
  type: PermissionType;
  permissionId?: string;
  initial: PermissionValues;
};

/** Name, description, what it protects (resources or a type; or scopes), the policies it applies, the strategy. */
export function PermissionForm({ realm, clientId, readOnly, type, permissionId, initial }: PermissionFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const save = useSavePermission(realm, clientId);
  const strategies = useDecisionStrategyOptions(DECISION_STRATEGIES);
  const form = useForm<PermissionValues>({ defaultValues: initial, mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const failed = useSaveFailure(form.setError, "permissionSaveError");
  const back = useBackToTab(realm, clientId, "permissions");
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId, () => {
    blocker.allowNext();
    void back();
  });
  const title = type === "scope" ? t("createScopeBasedPermission") : t("createResourceBasedPermission");

  const submit = async (values: PermissionValues) => {
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync({ type, permission: fromPermissionValues(type, values, permissionId) }),
      );
      blocker.allowNext();
      if (!permissionId)
        await navigate({
          to: "/$realm/clients/$clientId/authorization/permission/$permissionType/$permissionId",
          params: { realm, clientId, permissionType: type, permissionId: id },
        });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <AuthzFormFrame
      title={permissionId ? initial.name : title}
      subtitle={t(type === "scope" ? "scopeBasedPermission" : "resourceBasedPermission")}
      form={form}
      blocker={blocker}
      readOnly={readOnly}
      isNew={!permissionId}
      onSubmit={submit}
      onCancel={() => void back()}
      actions={
        permissionId &&
        !readOnly && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => askDelete({ id: permissionId, name: initial.name })}
          >
            {t("delete")}
          </Button>
        )
      }
    >
      {deleteDialog}
      <TextField control={form.control} name="name" label={t("name")} required readOnly={readOnly} />
      <TextAreaField control={form.control} name="description" label={t("description")} readOnly={readOnly} />
      <PermissionTargetFields realm={realm} clientId={clientId} type={type} form={form} readOnly={readOnly} />
      <SearchSelectField
        control={form.control}
        name="policies"
        label={t("applyPolicy")}
        help={t("applyPolicyHelp")}
        multiple
        readOnly={readOnly}
        {...serverPicker(realm, clientId, "policies")}
      />
      <RadioGroupField
        control={form.control}
        name="decisionStrategy"
        label={t("decisionStrategy")}
        help={t("permissionDecisionStrategyHelp")}
        direction="row"
        readOnly={readOnly}
        options={strategies}
      />
    </AuthzFormFrame>
  );
}
