"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useAlerts } from "@/lib/console-context";
import { toResourceEvaluation, type EvaluationValues } from "@/lib/authorization/evaluation";
import { explainError } from "@/lib/errors";
import { useEvaluatePermissions, useServerOptions } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { EvaluateFields } from "./EvaluateFields";
import { EvaluationResults } from "./EvaluationResults";

/** Ask the server what a user (with extra roles and context) may do on the resources and scopes; see why. */
export default function EvaluateTab({ realm, clientId }: AuthzPanelProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const evaluate = useEvaluatePermissions(realm, clientId);
  const resources = useServerOptions(realm, clientId, "resources");
  const scopes = useServerOptions(realm, clientId, "scopes");
  const form = useForm<EvaluationValues>({
    defaultValues: { client: clientId, user: "", roleIds: [], attributes: [], resource: "", scopes: [] },
  });

  const submit = async (values: EvaluationValues) => {
    const named = (id: string, list: { value: string; label: string }[] = []) => ({
      id,
      name: list.find((option) => option.value === id)?.label ?? id,
    });
    const resource = values.resource ? named(values.resource, resources.data) : undefined;
    const chosenScopes = values.scopes.map((id) => named(id, scopes.data));
    try {
      await evaluate.mutateAsync(toResourceEvaluation(values, resource, chosenScopes));
    } catch (error) {
      addError("evaluateError", explainError(error, t));
    }
  };

  return (
    <Stack gap="8" py="6">
      <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t("evaluate")}>
        <EvaluateFields realm={realm} clientId={clientId} form={form} evaluating={evaluate.isPending} />
      </form>
      {evaluate.data && <EvaluationResults response={evaluate.data} />}
    </Stack>
  );
}
