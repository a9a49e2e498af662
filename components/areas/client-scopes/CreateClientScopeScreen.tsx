"use client";

import { useState } from "react";
import { Box, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useAccess, useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { useCreateClientScope } from "@/lib/queries/clientScopes";
import { useRealmName } from "@/lib/router/useRealmName";
import { ClientScopeFields } from "./ClientScopeFields";
import { clientScopeSchema, fromClientScopeValues, NEW_CLIENT_SCOPE, type ClientScopeValues } from "./clientScopeForm";
import { useClientScopeMessages } from "./useClientScopeMessages";

/** /{realm}/client-scopes/new: a new client scope's settings and assigned type; then on to its details. */
export default function CreateClientScopeScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const canChangeType = useAccess().hasAny("manage-realm");
  const createScope = useCreateClientScope(realm);
  const messages = useClientScopeMessages();
  // one resolver for the form's life: a new one on re-render would drop the validity it has worked out
  const [schema] = useState(() => clientScopeSchema(messages));
  const form = useForm<ClientScopeValues>({
    defaultValues: NEW_CLIENT_SCOPE,
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const toList = () => navigate({ to: "/$realm/client-scopes", params: { realm } });

  const save = async (values: ClientScopeValues) => {
    try {
      const { id, typeError } = await createScope.mutateAsync(fromClientScopeValues(values));
      if (typeError) addError("clientScopeTypeChangeError", explainError(typeError, t));
      blocker.allowNext();
      await navigate({ to: "/$realm/client-scopes/$id/$tab", params: { realm, id, tab: "settings" } });
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("createClientScopeError", explainError(error, t));
    }
  };

  return (
    <Box>
      <PageHeader title={t("createClientScope")} subtitle={t("clientScopeExplain")} />
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createClientScope")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="6" px="6" py="6">
          <ClientScopeFields control={form.control} isNew readOnly={false} canChangeType={canChangeType} />
          <FormActions form={form} submitLabel={t("create")} onCancel={() => void toList()} />
        </Stack>
      </form>
    </Box>
  );
}
