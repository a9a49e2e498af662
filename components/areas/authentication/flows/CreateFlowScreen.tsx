"use client";

import { useState } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, SelectField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useAccess } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
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
  const [schema] = useState(() => createFlowSchema(t("required")));
  const form = useForm<CreateFlowValues>({ defaultValues: NEW_FLOW, resolver: zodResolver(schema), mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const types = FLOW_TYPES.map(({ value, labelKey }) => ({ value, label: t(labelKey) }));

  const cancel = (
    <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/authentication", params: { realm } })}>
      {t("cancel")}
    </Button>
  );

  const save = async (values: CreateFlowValues) => {
    try {
      const id = await createFlow.mutateAsync(values);
      blocker.allowNext();
      window.location.hash = flowEditorHref(realm, { id, builtIn: false });
    } catch (error) {
      // a taken name belongs to the name field; anything else the mutation has reported
      if (errorStatus(error) === 409) form.setError("alias", { type: "server", message: getErrorMessage(error) });
      else applyServerErrors(error, form.setError, t);
    }
  };

  return (
    <Box>
      <PageHeader title={t("createFlow")} subtitle={t("authenticationCreateFlowHelp")} />
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createFlow")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="6" px="6" py="6" maxW="3xl">
          <FlowNameFields control={form.control} readOnly={readOnly} />
          <SelectField<CreateFlowValues>
            control={form.control}
            name="providerId"
            label={t("flowType")}
            help={t("topLevelFlowTypeHelp")}
            options={types}
            readOnly={readOnly}
          />
          {readOnly ? <Box>{cancel}</Box> : <FormActions form={form} submitLabel={t("create")} secondary={cancel} />}
        </Stack>
      </form>
    </Box>
  );
}
