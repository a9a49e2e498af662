"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";

/**
 * What a failed save of a named authorization object shows: a name already taken (409) on the name field, the
 * server's field errors on their fields, anything else as an alert. The form keeps what was typed.
 */
export function useSaveFailure<T extends FieldValues & { name: string }>(
  setError: UseFormSetError<T>,
  errorKey: string,
) {
  const t = useTranslations();
  const { addError } = useAlerts();
  return (error: unknown) => {
    if (errorStatus(error) === 409) setError("name" as Path<T>, { type: "server", message: getErrorMessage(error) });
    else if (!applyServerErrors(error, setError, t)) addError(errorKey, explainError(error, t));
  };
}
