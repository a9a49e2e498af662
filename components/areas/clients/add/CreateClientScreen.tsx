"use client";

import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { Box, Button, Grid, GridItem, Heading, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useFormState } from "react-hook-form";
import { EditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { fromClientFormValues } from "@/lib/clients/clientFormValues";
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
import { useNewClientForm } from "../fields/useNewClientForm";
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
  const edit = useNewClientForm(realm, (values) => fromClientFormValues(values));
  const { form } = edit;
  const { errors, isSubmitting, submitCount } = useFormState({ control: form.control });
  const [step, setStep] = useState<WizardStep>("general");
  const [reached, setReached] = useState<WizardStep>("general");
  const invalidFields = Object.keys(errors);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  // a step the user moves to opens at its top, as a new page would (Next sits below Capability config's long list),
  // with the focus on its title, which a screen reader then reads
  const openStep = (target: WizardStep) => {
    setStep(target);
    window.scrollTo({ top: 0, behavior: "instant" });
    stepHeading.current?.focus({ preventScroll: true });
  };

  // after a save, a field it found wrong or the server refused (a taken client id) is shown on its step
  const showInvalid = useEffectEvent(() => {
    const invalid = firstStepOf(invalidFields);
    if (invalid) setStep(invalid);
  });
  useEffect(() => {
    if (submitCount > 0) showInvalid();
  }, [submitCount]);

  const goNext = async () => {
    if (!(await form.trigger([...WIZARD_STEP_FIELDS[step]], { shouldFocus: true }))) return;
    const next = nextStep(step) ?? step;
    openStep(next);
    if (stepIndex(next) > stepIndex(reached)) setReached(next);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    return isLastStep(step) ? edit.submit() : goNext();
  };

  const back = previousStep(step);
  return (
    <Box>
      <PageHeader title={t("createClient")} subtitle={t("clientsExplain")} />
      {/* Enter on a step goes on to the next one; only the last step saves */}
      <EditForm edit={{ ...edit, submit }} label={t("createClient")}>
        <Grid templateColumns="repeat(12, 1fr)" gap="6" px="6" py="6">
          <GridItem colSpan={{ base: 12, md: 3 }}>
            <WizardStepList
              current={step}
              canOpen={(target) => canOpenStep(target, { current: step, reached }, invalidFields)}
              onOpen={openStep}
            />
          </GridItem>
          <GridItem colSpan={{ base: 12, md: 9 }}>
            <Stack gap="6">
              <Heading as="h2" size="lg" ref={stepHeading} tabIndex={-1} outline="none">
                {t(WIZARD_STEP_TITLES[step])}
              </Heading>
              <WizardStepFields step={step} />
              <HStack gap="3">
                <PrimaryButton type="submit" loading={isSubmitting}>
                  {isLastStep(step) ? t("save") : t("next")}
                </PrimaryButton>
                <Button variant="outline" disabled={!back} onClick={() => back && openStep(back)}>
                  {t("back")}
                </Button>
                <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/clients", params: { realm } })}>
                  {t("cancel")}
                </Button>
              </HStack>
            </Stack>
          </GridItem>
        </Grid>
      </EditForm>
    </Box>
  );
}
