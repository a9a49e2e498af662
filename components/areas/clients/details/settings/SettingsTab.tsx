"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { EditForm, FormActions } from "@/components/kit/form";
import { JumpLinkForm, type JumpSection } from "@/components/kit/form/JumpLinkForm";
import { fromClientFormValues, toClientFormValues, type ClientFormValues } from "@/lib/clients/clientFormValues";
import { useUpdateClient } from "@/lib/queries/clients";
import { AccessFields } from "../../fields/AccessFields";
import { CapabilityFields } from "../../fields/CapabilityFields";
import { GeneralFields } from "../../fields/GeneralFields";
import { LoginExtrasFields } from "../../fields/LoginExtrasFields";
import { LogoutFields } from "../../fields/LogoutFields";
import { useClientForm } from "../../fields/useClientForm";
import type { ClientTabProps } from "../clientTabs";

/**
 * A client's settings as one form in sections with jump links: the wizard's fields, then login and logout settings.
 * Saved whole (PUT); read-only for admins who may only view the client.
 */
export default function SettingsTab({ realm, client, readOnly }: ClientTabProps) {
  const t = useTranslations();
  const updateClient = useUpdateClient(realm, client.id ?? "");
  const edit = useClientForm({
    data: client,
    toValues: toClientFormValues,
    save: (values: ClientFormValues) => updateClient.mutateAsync(fromClientFormValues(values, client)),
    readOnly,
  });
  const { form } = edit;

  // Stored values that break a rule (written through the API) show their errors at once, so a disabled Save says why.
  useEffect(() => {
    if (!form.formState.isDirty) void form.trigger();
  }, [client, form]);

  const sections: JumpSection[] = [
    { id: "generalSettings", title: t("generalSettings"), content: <GeneralFields readOnly={readOnly} /> },
    { id: "accessSettings", title: t("accessSettings"), content: <AccessFields readOnly={readOnly} /> },
    { id: "capabilityConfig", title: t("capabilityConfig"), content: <CapabilityFields readOnly={readOnly} /> },
    { id: "loginSettings", title: t("loginSettings"), content: <LoginExtrasFields readOnly={readOnly} /> },
    { id: "logoutSettings", title: t("logoutSettings"), content: <LogoutFields readOnly={readOnly} /> },
  ];

  return (
    <EditForm edit={edit} label={t("settings")} review layout={{ py: "6" }}>
      <JumpLinkForm sections={sections} footer={<FormActions />} />
    </EditForm>
  );
}
