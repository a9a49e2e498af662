"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, useEditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useAccess, useAlerts } from "@/lib/console-context";
import { explainError } from "@/lib/errors";
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
  const toList = () => navigate({ to: "/$realm/client-scopes", params: { realm } });
  const edit = useEditForm({
    data: NEW_CLIENT_SCOPE,
    toValues: (empty: ClientScopeValues) => empty,
    schema: () => clientScopeSchema(messages),
    save: (values: ClientScopeValues) => createScope.mutateAsync(fromClientScopeValues(values)),
    conflict: { field: "name" },
    errorKey: "createClientScopeError",
    // the scope exists even when its type could not be set: on to it, with the type's failure told
    onSaved: ({ id, typeError }) => {
      if (typeError) addError("clientScopeTypeChangeError", explainError(typeError, t));
      return navigate({ to: "/$realm/client-scopes/$id/$tab", params: { realm, id, tab: "settings" } });
    },
  });

  return (
    <Box>
      <PageHeader title={t("createClientScope")} subtitle={t("clientScopeExplain")} />
      <EditForm edit={edit} label={t("createClientScope")} layout={{ px: "6", py: "6" }}>
        <ClientScopeFields control={edit.form.control} isNew readOnly={false} canChangeType={canChangeType} />
        <FormActions submitLabel={t("create")} onCancel={() => void toList()} allowNonDirty />
      </EditForm>
    </Box>
  );
}
