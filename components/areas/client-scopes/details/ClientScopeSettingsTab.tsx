"use client";

import { useEffect, useState } from "react";
import { Box } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, ReviewBeforeSave } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { useUpdateClientScope, type ClientScopeRow } from "@/lib/queries/clientScopes";
import { ClientScopeFields } from "../ClientScopeFields";
import {
  clientScopeSchema,
  fromClientScopeValues,
  toClientScopeValues,
  type ClientScopeValues,
} from "../clientScopeForm";
import { useClientScopeMessages } from "../useClientScopeMessages";

export type ClientScopeSettingsTabProps = {
  realm: string;
  scope: ClientScopeRow;
  readOnly: boolean;
  canChangeType: boolean;
};

/** The scope's settings on the same form as a new one's, with the protocol fixed. */
export function ClientScopeSettingsTab({ realm, scope, readOnly, canChangeType }: ClientScopeSettingsTabProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateScope = useUpdateClientScope(realm, scope);
  const messages = useClientScopeMessages();
  const [schema] = useState(() => clientScopeSchema(messages));
  const form = useForm<ClientScopeValues>({
    defaultValues: toClientScopeValues(scope),
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toClientScopeValues(scope));
  }, [scope, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ClientScopeValues) => {
    try {
      await saveKeepingEdits(form, values, () => updateScope.mutateAsync(fromClientScopeValues(values, scope)));
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("updateClientScopeError", explainError(error, t));
    }
  };

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("settings")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Box py="6">
          <ClientScopeFields control={form.control} isNew={false} readOnly={readOnly} canChangeType={canChangeType} />
          {!readOnly && (
            <Box mt="6">
              <FormActions form={form} />
            </Box>
          )}
        </Box>
      </form>
    </ReviewBeforeSave>
  );
}
