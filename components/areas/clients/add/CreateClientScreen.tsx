"use client";

import { useState, type FormEvent } from "react";
import { Box, Button, Grid, GridItem, Heading, HStack, Stack } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider, useFormState, type FieldErrors } from "react-hook-form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { fromClientFormValues, NEW_CLIENT, type ClientFormValues } from "@/lib/clients/clientFormValues";
import {
  canOpenStep,
  firstStepOf,
  isLastStep,
  nextStep,
  previousStep,
  stepIndex,
  WIZARD_STEP_FIELDS,
  WIZARD_STEP_TITLES,
  type WizardStep,
} from "@/lib/clients/wizardSteps";
import { useRealmName } from "@/lib/router/useRealmName";
import { useClientForm } from "../fields/useClientForm";
import { useCreateClientAndOpen } from "../fields/useCreateClientAndOpen";
import { WizardStepFields } from "./WizardStepFields";
import { WizardStepList } from "./WizardStepList";

/**
 * /{realm}/clients/add-client: Keycloak's three-step wizard. Next checks the step on screen; Back and the step list
 * keep everything typed; Save creates the client and opens its settings. A taken client id goes back to the first
 * step with the server's message on the field.
 */
export default function CreateClientScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const form = useClientForm(NEW_CLIENT);
  const { errors, isSubmitting } = useFormState({ control: form.control });
  const [step, setStep] = useState<WizardStep>("general");
  const [reached, setReached] = useState<WizardStep>("general");
  // after a failed save the wizard still holds unsaved work; a successful one lets its own navigation through
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty);
  // a taken client id is asked on the first step
  const createAndOpen = useCreateClientAndOpen(realm, form, blocker, () => setStep("general"));
  const invalidFields = Object.keys(errors);

  const showInvalid = (found: FieldErrors<ClientFormValues>) => setStep(firstStepOf(Object.keys(found)) ?? step);

  const save = form.handleSubmit((values) => createAndOpen(fromClientFormValues(values)), showInvalid);

  const goNext = async () => {
    if (!(await form.trigger([...WIZARD_STEP_FIELDS[step]], { shouldFocus: true }))) return;
    const next = nextStep(step) ?? step;
    setStep(next);
    if (stepIndex(next) > stepIndex(reached)) setReached(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isLastStep(step)) void save();
    else void goNext();
  };

  const back = previousStep(step);
  return (
    <Box>
      <PageHeader title={t("createClient")} subtitle={t("clientsExplain")} />
      <form onSubmit={submit} noValidate aria-label={t("createClient")}>
        <FormProvider {...form}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Grid templateColumns="repeat(12, 1fr)" gap="6" px="6" py="6">
            <GridItem colSpan={{ base: 12, md: 3 }}>
              <WizardStepList
                current={step}
                canOpen={(target) => canOpenStep(target, { current: step, reached }, invalidFields)}
                onOpen={setStep}
              />
            </GridItem>
            <GridItem colSpan={{ base: 12, md: 9 }}>
              <Stack gap="6">
                <Heading as="h2" size="lg">
                  {t(WIZARD_STEP_TITLES[step])}
                </Heading>
                <WizardStepFields step={step} />
                <HStack gap="3">
                  <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                    {isLastStep(step) ? t("save") : t("next")}
                  </Button>
                  <Button variant="outline" disabled={!back} onClick={() => back && setStep(back)}>
                    {t("back")}
                  </Button>
                  <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/clients", params: { realm } })}>
                    {t("cancel")}
                  </Button>
                </HStack>
              </Stack>
            </GridItem>
          </Grid>
        </FormProvider>
      </form>
    </Box>
  );
}
