"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { SelectField, TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { errorStatus, getErrorMessage } from "@/lib/errors";
import { z } from "@/lib/form/zod";
import { useAddSubFlow, useProviders } from "@/lib/queries/authenticationFlowEditor";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";

type SubFlowForm = { alias: string; description: string; type: string; provider: string };

// the form Keycloak's console preselects: registration's, the one form provider Keycloak ships
const DEFAULT_FORM_PROVIDER = "registration-page-form";

export type AddSubFlowDialogProps = {
  realm: string;
  flow: AuthenticationFlowRepresentation;
  parent: string;
  onClose(): void;
};

/** Adds a sub-flow at the end of a flow: name, description, generic or form flow, and a form flow's form. */
export function AddSubFlowDialog({ realm, flow, parent, onClose }: AddSubFlowDialogProps) {
  const t = useTranslations();
  const add = useAddSubFlow(realm, flow);
  const form = useForm<SubFlowForm>({
    defaultValues: { alias: "", description: "", type: "basic-flow", provider: DEFAULT_FORM_PROVIDER },
    resolver: zodResolver(
      z.object({
        alias: z.string().trim().min(1, t("required")),
        description: z.string(),
        type: z.string(),
        provider: z.string().min(1, t("required")),
      }),
    ),
    mode: "onChange",
  });
  const type = useWatch({ control: form.control, name: "type" });
  const forms = useProviders(realm, "form", type === "form-flow");
  const formOptions = (forms.data ?? []).map((p) => ({ value: p.id ?? "", label: p.displayName ?? p.id ?? "" }));

  return (
    <FormDialog<SubFlowForm>
      open
      title={t("addSubFlowTo", { flow: parent })}
      form={form}
      submitLabel={t("add")}
      onClose={onClose}
      onSubmit={(values) => add.mutateAsync({ parent, ...values, alias: values.alias.trim() })}
      onError={(error) => {
        if (errorStatus(error) === 409)
          form.setError("alias", { message: getErrorMessage(error) }, { shouldFocus: true });
      }}
    >
      <TextField<SubFlowForm> name="alias" label={t("name")} required />
      <TextField<SubFlowForm> name="description" label={t("description")} />
      <SelectField<SubFlowForm>
        name="type"
        label={t("flowType")}
        options={[
          { value: "basic-flow", label: t("genericFlow") },
          { value: "form-flow", label: t("formFlow") },
        ]}
      />
      {type === "form-flow" && (
        <SelectField<SubFlowForm>
          name="provider"
          label={t("provider")}
          options={formOptions.length ? formOptions : [DEFAULT_FORM_PROVIDER]}
        />
      )}
    </FormDialog>
  );
}
