"use client";

import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { KeyValueField, MultiValueField, SearchSelectField, SwitchField, TextField } from "@/components/kit/form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { fromResourceValues, type ResourceValues } from "@/lib/authorization/resourceForm";
import { useSaveResource } from "@/lib/queries/authorization";
import { AuthzFormFrame } from "../shared/AuthzFormFrame";
import { serverPicker } from "../shared/serverPicker";
import { useBackToTab } from "../shared/useBackToTab";
import { useSaveFailure } from "../shared/useSaveFailure";

export type ResourceFormProps = {
  realm: string;
  clientId: string;
  readOnly: boolean;
  resourceId?: string;
  initial: ResourceValues;
};

/** Name, display name, type, URIs, scopes (chosen among the server's), icon, owner managed access, attributes. */
export function ResourceForm({ realm, clientId, readOnly, resourceId, initial }: ResourceFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const save = useSaveResource(realm, clientId);
  const form = useForm<ResourceValues>({ defaultValues: initial, mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const failed = useSaveFailure(form.setError, "resourceSaveError");
  const back = useBackToTab(realm, clientId, "resources");

  const submit = async (values: ResourceValues) => {
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync({ id: resourceId, resource: fromResourceValues(values) }),
      );
      blocker.allowNext();
      if (!resourceId)
        await navigate({
          to: "/$realm/clients/$clientId/authorization/resource/$resourceId",
          params: { realm, clientId, resourceId: id },
        });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <AuthzFormFrame
      title={resourceId ? initial.name : t("createResource")}
      subtitle={t("resourceDetails")}
      form={form}
      blocker={blocker}
      readOnly={readOnly}
      isNew={!resourceId}
      onSubmit={submit}
      onCancel={() => void back()}
    >
      <TextField control={form.control} name="name" label={t("name")} required readOnly={readOnly} />
      <TextField control={form.control} name="displayName" label={t("displayName")} readOnly={readOnly} />
      <TextField
        control={form.control}
        name="type"
        label={t("type")}
        help={t("resourceTypeHelp")}
        readOnly={readOnly}
      />
      <MultiValueField control={form.control} name="uris" label={t("uris")} help={t("urisHelp")} readOnly={readOnly} />
      <SearchSelectField
        control={form.control}
        name="scopes"
        label={t("authorizationScopes")}
        help={t("resourceScopesHelp")}
        multiple
        readOnly={readOnly}
        {...serverPicker(realm, clientId, "scopeNames")}
      />
      <TextField control={form.control} name="iconUri" label={t("iconUri")} readOnly={readOnly} />
      <SwitchField
        control={form.control}
        name="ownerManagedAccess"
        label={t("ownerManagedAccess")}
        help={t("ownerManagedAccessHelp")}
        readOnly={readOnly}
      />
      <KeyValueField control={form.control} name="attributes" label={t("attributes")} readOnly={readOnly} />
    </AuthzFormFrame>
  );
}
