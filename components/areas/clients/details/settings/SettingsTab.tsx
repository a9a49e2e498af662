"use client";

import { useEffect } from "react";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { FormActions, ReviewBeforeSave } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { fromClientFormValues, toClientFormValues, type ClientFormValues } from "@/lib/clients/clientFormValues";
import { useUpdateClient } from "@/lib/queries/clients";
import { AccessFields } from "../../fields/AccessFields";
import { CapabilityFields } from "../../fields/CapabilityFields";
import { showClientIdConflict } from "../../fields/clientConflict";
import { GeneralFields } from "../../fields/GeneralFields";
import { LoginExtrasFields } from "../../fields/LoginExtrasFields";
import { LogoutFields } from "../../fields/LogoutFields";
import { useClientForm } from "../../fields/useClientForm";
import type { ClientTabProps } from "../clientTabs";
import { JumpLinkForm, type JumpSection } from "@/components/kit/form/JumpLinkForm";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";

/**
 * A client's settings as one form in sections with jump links: the wizard's fields, then login and logout settings.
 * Saved whole (PUT); read-only for admins who may only view the client.
 */
export default function SettingsTab({ realm, client, readOnly }: ClientTabProps) {
  const t = useTranslations();
  const form = useClientForm(toClientFormValues(client));
  const updateClient = useUpdateClient(realm, client.id ?? "");

  // Reloaded data becomes the new baseline unless the user is editing. Stored values that break a rule (written
  // through the API) show their errors at once, so a disabled Save says why.
  useEffect(() => {
    if (form.formState.isDirty) return;
    form.reset(toClientFormValues(client));
    void form.trigger();
  }, [client, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ClientFormValues) => {
    try {
      await saveKeepingEdits(form, values, () => updateClient.mutateAsync(fromClientFormValues(values, client)));
    } catch (error) {
      // the mutation has alerted any other failure; the form keeps the edits
      showClientIdConflict(error, form.setError);
    }
  };

  const sections: JumpSection[] = [
    { id: "generalSettings", title: t("generalSettings"), content: <GeneralFields readOnly={readOnly} /> },
    { id: "accessSettings", title: t("accessSettings"), content: <AccessFields readOnly={readOnly} /> },
    { id: "capabilityConfig", title: t("capabilityConfig"), content: <CapabilityFields readOnly={readOnly} /> },
    { id: "loginSettings", title: t("loginSettings"), content: <LoginExtrasFields readOnly={readOnly} /> },
    { id: "logoutSettings", title: t("logoutSettings"), content: <LogoutFields readOnly={readOnly} /> },
  ];

  return (
    <ReviewBeforeSave form={form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("settings")}>
        <FormProvider {...form}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Box py="6">
            <JumpLinkForm sections={sections} footer={!readOnly && <FormActions form={form} />} />
          </Box>
        </FormProvider>
      </form>
    </ReviewBeforeSave>
  );
}
