"use client";

import { useTranslations } from "next-intl";
import { FormActions, EditForm, useEditForm } from "@/components/kit/form";
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
  const updateScope = useUpdateClientScope(realm, scope);
  const messages = useClientScopeMessages();
  const edit = useEditForm({
    data: scope,
    toValues: toClientScopeValues,
    schema: () => clientScopeSchema(messages),
    readOnly,
    save: (values: ClientScopeValues) => updateScope.mutateAsync(fromClientScopeValues(values, scope)),
    conflict: { field: "name" },
    errorKey: "updateClientScopeError",
  });

  return (
    <EditForm edit={edit} label={t("settings")} review layout={{ py: "6" }}>
      <ClientScopeFields control={edit.form.control} isNew={false} readOnly={readOnly} canChangeType={canChangeType} />
      <FormActions />
    </EditForm>
  );
}
