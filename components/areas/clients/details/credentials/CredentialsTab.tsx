"use client";

import { Box, Card, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { EditForm, FormActions, useEditForm } from "@/components/kit/form";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
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
  const edit = useEditForm({
    data: client,
    toValues: toCredentialsValues,
    save: (values: CredentialsValues) => update.mutateAsync(fromCredentialsValues(values, client)),
    // the mutation leaves a 409 to the form, which has no client id to put it on
    onError: (error) => {
      if (errorStatus(error) === 409) addError("clientSaveError", explainError(error, t));
    },
    readOnly,
  });
  const { form } = edit;
  const type = useWatch({ control: form.control, name: "clientAuthenticatorType" });

  return (
    <Stack gap="6" p="6">
      <Card.Root>
        <Card.Body>
          <EditForm edit={edit} label={t("credentials")}>
            <AuthenticatorFields control={form.control} realm={realm} clientId={client.id!} readOnly={readOnly} />
            <FormActions />
          </EditForm>
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
