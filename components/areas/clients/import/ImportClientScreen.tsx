"use client";

import { useState } from "react";
import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider, useFormState } from "react-hook-form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { fromClientFormValues, NEW_CLIENT, toClientFormValues } from "@/lib/clients/clientFormValues";
import { useCreateClient } from "@/lib/queries/clients";
import { useRealmName } from "@/lib/router/useRealmName";
import { AccessFields } from "../fields/AccessFields";
import { CapabilityFields } from "../fields/CapabilityFields";
import { showClientIdConflict } from "../fields/clientConflict";
import { FormSection } from "@/components/kit/form/FormSection";
import { GeneralFields } from "../fields/GeneralFields";
import { useClientForm } from "../fields/useClientForm";
import { ClientJsonInput } from "./ClientJsonInput";

/**
 * /{realm}/clients/import-client: a client JSON (file or pasted) parsed into the client form, edited, then created
 * with everything the file holds and the edits over it.
 */
export default function ImportClientScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const createClient = useCreateClient(realm);
  const form = useClientForm(NEW_CLIENT);
  const { isSubmitting } = useFormState({ control: form.control });
  const [imported, setImported] = useState<ClientRepresentation>();
  // a file read but not saved is unsaved work, edited or not; a successful save lets its own navigation through
  const blocker = useUnsavedChangesBlocker(() => !!imported);

  const load = (client: ClientRepresentation) => {
    setImported(client);
    form.reset(toClientFormValues(client));
    void form.trigger();
  };

  const save = form.handleSubmit(async (values) => {
    let id: string;
    try {
      ({ id } = await createClient.mutateAsync(fromClientFormValues(values, imported)));
    } catch (error) {
      // the mutation has alerted any other failure; the form keeps the file and the edits
      showClientIdConflict(error, form.setError);
      return;
    }
    blocker.allowNext();
    await navigate({ to: "/$realm/clients/$clientId/$tab", params: { realm, clientId: id, tab: "settings" } });
  });

  return (
    <Box>
      <PageHeader title={t("importClient")} subtitle={t("importClientExplain")} />
      <form onSubmit={(event) => void save(event)} noValidate aria-label={t("importClient")}>
        <FormProvider {...form}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="8" px="6" py="6">
            <ClientJsonInput onParsed={load} />
            <FormSection id="import-general" title={t("generalSettings")}>
              <GeneralFields protocol="view" readOnly={!imported} />
            </FormSection>
            <FormSection id="import-capability" title={t("capabilityConfig")}>
              <CapabilityFields readOnly={!imported} />
            </FormSection>
            <FormSection id="import-login" title={t("loginSettings")}>
              <AccessFields readOnly={!imported} />
            </FormSection>
            <HStack gap="3">
              <Button type="submit" colorPalette="blue" disabled={!imported} loading={isSubmitting}>
                {t("save")}
              </Button>
              <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/clients", params: { realm } })}>
                {t("cancel")}
              </Button>
            </HStack>
          </Stack>
        </FormProvider>
      </form>
    </Box>
  );
}
