"use client";

import { Box, Button } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, SelectField, useEditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useAccess } from "@/lib/console-context";
import { useCreateFlow } from "@/lib/queries/authenticationFlows";
import { useRealmName } from "@/lib/router/useRealmName";
import { FlowNameFields } from "./FlowNameFields";
import { createFlowSchema, FLOW_TYPES, type CreateFlowValues } from "./flowForm";
import { flowEditorHref } from "./flowLink";

const NEW_FLOW: CreateFlowValues = { alias: "", description: "", providerId: "basic-flow" };

/** /{realm}/authentication/flows/create: a new top-level flow's name, description and type; then on to its editor. */
export default function CreateFlowScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const readOnly = !useAccess().hasAny("manage-realm");
  const createFlow = useCreateFlow(realm);
  const edit = useEditForm({
    data: NEW_FLOW,
    toValues: (empty: CreateFlowValues) => empty,
    schema: () => createFlowSchema(t("required")),
    save: (values: CreateFlowValues) => createFlow.mutateAsync(values),
    // a taken name belongs to the name field; anything else the mutation has reported
    conflict: { field: "alias" },
    onSaved: (id) => {
      window.location.hash = flowEditorHref(realm, { id, builtIn: false });
    },
    readOnly,
  });
  const types = FLOW_TYPES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }));

  const cancel = (
    <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/authentication", params: { realm } })}>
      {t("cancel")}
    </Button>
  );

  return (
    <Box>
      <PageHeader title={t("createFlow")} subtitle={t("authenticationCreateFlowHelp")} />
      <EditForm edit={edit} label={t("createFlow")} layout={{ px: "6", py: "6", maxW: "3xl" }}>
        <FlowNameFields control={edit.form.control} readOnly={readOnly} />
        <SelectField<CreateFlowValues>
          name="providerId"
          label={t("flowType")}
          help={t("topLevelFlowTypeHelp")}
          options={types}
        />
        {readOnly ? <Box>{cancel}</Box> : <FormActions submitLabel={t("create")} secondary={cancel} allowNonDirty />}
      </EditForm>
    </Box>
  );
}
