"use client";

import { Box, Button, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { WIZARD_STEP_TITLES, WIZARD_STEPS, stepIndex, type WizardStep } from "@/lib/clients/wizardSteps";

export type WizardStepListProps = {
  current: WizardStep;
  /** Whether a step may be opened from here (earlier steps always; later ones once those before are valid). */
  canOpen(step: WizardStep): boolean;
  onOpen(step: WizardStep): void;
};

/** The wizard's steps, numbered, the current one marked; a step is opened by its button. */
export function WizardStepList({ current, canOpen, onOpen }: WizardStepListProps) {
  const t = useTranslations();
  return (
    <Box as="nav" aria-label={t("wizardSteps")}>
      <Stack as="ol" gap="1" listStyleType="none">
        {WIZARD_STEPS.map((step) => (
          <li key={step}>
            <Button
              variant={step === current ? "subtle" : "plain"}
              size="sm"
              justifyContent="start"
              w="full"
              aria-current={step === current ? "step" : undefined}
              disabled={!canOpen(step)}
              onClick={() => onOpen(step)}
            >
              {t("wizardStepLabel", { number: stepIndex(step) + 1, title: t(WIZARD_STEP_TITLES[step]) })}
            </Button>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
