"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { useAlerts } from "@/lib/console-context";
import type { EvaluationValues } from "@/lib/authorization/evaluation";
import { explainError } from "@/lib/errors";
import { useEvaluatePermissions } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { EvaluateFields } from "./EvaluateFields";
import { EvaluationResults } from "./EvaluationResults";

/** Ask the server what a user (with extra roles and context) may do on the resources and scopes; see why. */
export default function EvaluateTab({ realm, clientId }: AuthzPanelProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const evaluate = useEvaluatePermissions(realm, clientId);
  const form = useForm<EvaluationValues>({
    defaultValues: { client: clientId, user: "", roleIds: [], attributes: [], resource: "", scopes: [] },
  });

  const submit = async (values: EvaluationValues) => {
    try {
      await evaluate.mutateAsync(values);
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
