"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import type ScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/scopeRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAuthzScope, useSaveAuthzScope } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { useAuthzContext } from "../shared/useAuthzContext";
import { useBackToTab } from "../shared/useBackToTab";
import { useSaveFailure } from "../shared/useSaveFailure";

type ScopeValues = { name: string; displayName: string; iconUri: string };

const toValues = (scope: ScopeRepresentation): ScopeValues => ({
  name: scope.name ?? "",
  displayName: scope.displayName ?? "",
  iconUri: scope.iconUri ?? "",
});

/** .../authorization/scope/new and .../scope/{scopeId}: an authorization scope's name, display name and icon. */
export default function AuthzScopeScreen() {
  const context = useAuthzContext();
  const { scopeId } = useParams({ strict: false }) as { scopeId?: string };
  const scope = useAuthzScope(context.realm, context.clientId, scopeId);
  if (!scopeId) return <ScopeForm {...context} initial={toValues({})} />;
  return (
    <QueryState query={scope}>
      {(data) => <ScopeForm {...context} scopeId={scopeId} initial={toValues(data)} />}
    </QueryState>
  );
}

type ScopeFormProps = { realm: string; clientId: string; readOnly: boolean; scopeId?: string; initial: ScopeValues };

function ScopeForm({ realm, clientId, readOnly, scopeId, initial }: ScopeFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const save = useSaveAuthzScope(realm, clientId);
  const form = useForm<ScopeValues>({ defaultValues: initial, mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const failed = useSaveFailure(form.setError, "updateScopeError");
  const back = useBackToTab(realm, clientId, "scopes");

  const submit = async (values: ScopeValues) => {
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync({
          id: scopeId,
          scope: { name: values.name.trim(), displayName: values.displayName, iconUri: values.iconUri.trim() },
        }),
      );
      blocker.allowNext();
      if (!scopeId)
        await navigate({
          to: "/$realm/clients/$clientId/authorization/scope/$scopeId",
          params: { realm, clientId, scopeId: id },
        });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <AuthzFormFrame
      title={scopeId ? initial.name : t("createAuthorizationScope")}
      subtitle={t("authorizationScopeDetails")}
      form={form}
      blocker={blocker}
      readOnly={readOnly}
      isNew={!scopeId}
      onSubmit={submit}
      onCancel={() => void back()}
    >
      <TextField control={form.control} name="name" label={t("name")} required readOnly={readOnly} />
      <TextField control={form.control} name="displayName" label={t("displayName")} readOnly={readOnly} />
      <TextField control={form.control} name="iconUri" label={t("iconUri")} readOnly={readOnly} />
    </AuthzFormFrame>
  );
}
