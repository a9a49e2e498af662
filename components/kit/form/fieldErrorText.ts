import type { FieldError } from "react-hook-form";

/** What a field's error says: its own message, or "required" for the rule that has none. */
export function fieldErrorText(error: FieldError | undefined, t: (key: string) => string): string | undefined {
  return error?.message || (error?.type === "required" ? t("required") : undefined);
}
