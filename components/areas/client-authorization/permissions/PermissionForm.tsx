"use client";

import { Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RadioGroupField, SearchSelectField, TextAreaField, TextField } from "@/components/kit/form";
import { fromPermissionValues, type PermissionValues } from "@/lib/authorization/permissionForm";
import { DECISION_STRATEGIES, type PermissionType } from "@/lib/authorization/policyTypes";
import { useSavePermission } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useAuthzForm } from "../shared/useAuthzForm";
import { serverPicker } from "../shared/serverPicker";
import { useDecisionStrategyOptions } from "../shared/useDecisionStrategyOptions";
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
  const savePermission = useSavePermission(realm, clientId);
  const strategies = useDecisionStrategyOptions(DECISION_STRATEGIES);
  const { edit, back } = useAuthzForm({
    realm,
    clientId,
    readOnly,
    initial,
    tab: "permissions",
    save: (values: PermissionValues) =>
      savePermission.mutateAsync({ type, permission: fromPermissionValues(type, values, permissionId) }),
    errorKey: "permissionSaveError",
    created: permissionId
      ? undefined
      : {
          to: "/$realm/clients/$clientId/authorization/permission/$permissionType/$permissionId",
          params: (id) => ({ realm, clientId, permissionType: type, permissionId: id }),
        },
  });
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId, () => edit.blocker.passThrough(back));
  const title = type === "scope" ? t("createScopeBasedPermission") : t("createResourceBasedPermission");

  return (
    <AuthzFormFrame
      title={permissionId ? initial.name : title}
      subtitle={t(type === "scope" ? "scopeBasedPermission" : "resourceBasedPermission")}
      edit={edit}
      isNew={!permissionId}
      onCancel={back}
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
      <TextField name="name" label={t("name")} required />
      <TextAreaField name="description" label={t("description")} />
      <PermissionTargetFields realm={realm} clientId={clientId} type={type} />
      <SearchSelectField
        name="policies"
        label={t("applyPolicy")}
        help={t("applyPolicyHelp")}
        multiple
        {...serverPicker(realm, clientId, "policies")}
      />
      <RadioGroupField
        name="decisionStrategy"
        label={t("decisionStrategy")}
        help={t("permissionDecisionStrategyHelp")}
        direction="row"
        options={strategies}
      />
    </AuthzFormFrame>
  );
}
