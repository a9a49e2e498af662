"use client";

import { useEffect } from "react";
import { Box, Card, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormActions } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError } from "@/lib/errors";
import { useUpdateClient } from "@/lib/queries/clients";
import type { ClientTabProps } from "../clientTabs";
import { AuthenticatorFields } from "./AuthenticatorFields";
import { ClientSecretSection } from "./ClientSecretSection";
import { fromCredentialsValues, toCredentialsValues, usesSecret, type CredentialsValues } from "./credentialsForm";
import { RegistrationTokenSection } from "./RegistrationTokenSection";

/** How a confidential client proves itself: authenticator and its settings, secret, registration access token. */
export default function CredentialsTab({ realm, client, readOnly }: ClientTabProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateClient(realm, client.id!);
  const form = useForm<CredentialsValues>({ defaultValues: toCredentialsValues(client), mode: "onChange" });
  const type = useWatch({ control: form.control, name: "clientAuthenticatorType" });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toCredentialsValues(client));
  }, [client, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: CredentialsValues) => {
    try {
      await saveKeepingEdits(form, values, () => update.mutateAsync(fromCredentialsValues(values, client)));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t) && errorStatus(error) === 409)
        addError("clientSaveError", explainError(error, t));
    }
  };

  return (
    <Stack gap="6" p="6">
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Card.Root>
        <Card.Body>
          <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("credentials")}>
            <AuthenticatorFields control={form.control} realm={realm} clientId={client.id!} readOnly={readOnly} />
            {!readOnly && (
              <Box mt="6">
                <FormActions form={form} />
              </Box>
            )}
          </form>
          {usesSecret(type) && (
            <Box mt="6" pt="6" borderTopWidth="1px">
              <ClientSecretSection
                realm={realm}
                client={client}
                readOnly={readOnly}
                formDirty={form.formState.isDirty}
              />
            </Box>
          )}
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <RegistrationTokenSection realm={realm} clientId={client.id!} readOnly={readOnly} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
