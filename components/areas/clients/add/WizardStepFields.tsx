"use client";

import type { WizardStep } from "@/lib/clients/wizardSteps";
import { AccessFields } from "../fields/AccessFields";
import { CapabilityFields } from "../fields/CapabilityFields";
import { GeneralFields } from "../fields/GeneralFields";

/** The fields one step of the wizard shows. */
export function WizardStepFields({ step }: { step: WizardStep }) {
  switch (step) {
    case "general":
      return <GeneralFields protocol="edit" />;
    case "capability":
      return <CapabilityFields />;
    case "login":
      return <AccessFields />;
  }
}
