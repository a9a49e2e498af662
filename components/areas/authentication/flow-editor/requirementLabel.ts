const REQUIREMENT_KEYS: Record<string, string> = {
  REQUIRED: "requirementRequired",
  ALTERNATIVE: "requirementAlternative",
  DISABLED: "requirementDisabled",
  CONDITIONAL: "requirementConditional",
};

/** The message key of a requirement; one the console does not know is shown as the server sent it. */
export function requirementLabel(t: (key: string) => string, requirement: string | undefined): string {
  const key = REQUIREMENT_KEYS[requirement ?? ""];
  return key ? t(key) : (requirement ?? "");
}
