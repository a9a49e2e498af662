"use client";

import { Alert } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { stepsNotRun } from "@/lib/authentication/stepsNotRun";
import { useServerInfo } from "@/lib/console-context";
import { useFlowExecutions } from "@/lib/queries/authenticationFlowEditor";

export type StepsNotRunWarningProps = { realm: string; alias: string | undefined };

/** Before a flow is bound: the steps of it the server cannot run, which would fail every sign-in reaching them. */
export function StepsNotRunWarning({ realm, alias }: StepsNotRunWarningProps) {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const executions = useFlowExecutions(realm, alias);
  const steps = stepsNotRun(executions.data ?? [], serverInfo);
  if (steps.length === 0) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("flowStepsNotRun")}</Alert.Title>
        <Alert.Description>{t("flowStepsNotRunHelp", { steps: steps.join(", ") })}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
