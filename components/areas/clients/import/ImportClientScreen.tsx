"use client";

import { useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useFormState } from "react-hook-form";
import { EditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { fromClientFormValues, toClientFormValues } from "@/lib/clients/clientFormValues";
import { useRealmName } from "@/lib/router/useRealmName";
import { AccessFields } from "../fields/AccessFields";
import { CapabilityFields } from "../fields/CapabilityFields";
import { FormSection } from "@/components/kit/form/FormSection";
import { GeneralFields } from "../fields/GeneralFields";
import { useNewClientForm } from "../fields/useNewClientForm";
import { ClientJsonInput } from "./ClientJsonInput";

/**
 * /{realm}/clients/import-client: a client JSON (file or pasted) parsed into the client form, edited, then created
 * with everything the file holds and the edits over it.
 */
export default function ImportClientScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const [imported, setImported] = useState<ClientRepresentation>();
  const edit = useNewClientForm(realm, (values) => fromClientFormValues(values, imported), {
    // a file read but not saved is unsaved work, edited or not
    unsaved: () => !!imported,
  });
  const { form } = edit;
  const { isSubmitting } = useFormState({ control: form.control });

  const load = (client: ClientRepresentation) => {
    setImported(client);
    form.reset(toClientFormValues(client));
    void form.trigger();
  };

  return (
    <Box>
      <PageHeader title={t("importClient")} subtitle={t("importClientExplain")} />
      <EditForm edit={edit} label={t("importClient")} layout={{ gap: "8", px: "6", py: "6" }}>
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
          <PrimaryButton type="submit" disabled={!imported} loading={isSubmitting}>
            {t("save")}
          </PrimaryButton>
          <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/clients", params: { realm } })}>
            {t("cancel")}
          </Button>
        </HStack>
      </EditForm>
    </Box>
  );
}
