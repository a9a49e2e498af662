import type { ClientFormValues } from "./clientFormValues";

/** The create wizard's steps, in order, as Keycloak's: general settings, capability config, login settings. */
export const WIZARD_STEPS = ["general", "capability", "login"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The title key of each step. */
export const WIZARD_STEP_TITLES: Record<WizardStep, string> = {
  general: "generalSettings",
  capability: "capabilityConfig",
  login: "loginSettings",
};

type Field = keyof ClientFormValues;

/** What each step holds, so Next validates only what is on screen. */
export const WIZARD_STEP_FIELDS: Record<WizardStep, readonly Field[]> = {
  general: ["protocol", "clientId", "name", "description", "alwaysDisplayInConsole"],
  capability: [
    "clientAuthentication",
    "authorizationServicesEnabled",
    "standardFlowEnabled",
    "directAccessGrantsEnabled",
    "implicitFlowEnabled",
    "serviceAccountsEnabled",
    "tokenExchange",
    "deviceGrant",
    "ciba",
    "pkceMethod",
    "samlEncrypt",
    "samlClientSignature",
  ],
  login: [
    "rootUrl",
    "baseUrl",
    "redirectUris",
    "postLogoutRedirectUris",
    "webOrigins",
    "adminUrl",
    "idpInitiatedSsoUrlName",
    "idpInitiatedSsoRelayState",
  ],
};

export function stepIndex(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step);
}

export function nextStep(step: WizardStep): WizardStep | undefined {
  return WIZARD_STEPS[stepIndex(step) + 1];
}

export function previousStep(step: WizardStep): WizardStep | undefined {
  const index = stepIndex(step);
  return index > 0 ? WIZARD_STEPS[index - 1] : undefined;
}

export function isLastStep(step: WizardStep): boolean {
  return nextStep(step) === undefined;
}

/** The step that shows a field (a server error on it sends the wizard back there). */
export function stepOfField(field: string): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => (WIZARD_STEP_FIELDS[step] as readonly string[]).includes(field));
}

/** The earliest step holding one of the fields, e.g. the first invalid one when saving. */
export function firstStepOf(fields: readonly string[]): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => fields.some((field) => stepOfField(field) === step));
}

/**
 * Whether a step may be opened from the step list: an earlier one always; a later one only once reached by Next
 * (the furthest step reached) and while every step before it is valid.
 */
export function canOpenStep(
  target: WizardStep,
  { current, reached }: { current: WizardStep; reached: WizardStep },
  invalidFields: readonly string[],
): boolean {
  if (stepIndex(target) <= stepIndex(current)) return true;
  if (stepIndex(target) > stepIndex(reached)) return false;
  return WIZARD_STEPS.slice(0, stepIndex(target)).every(
    (step) => !WIZARD_STEP_FIELDS[step].some((field) => invalidFields.includes(field)),
  );
}
