import type { UseFormSetError } from "react-hook-form";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";
import { errorStatus, getErrorMessage } from "@/lib/errors";

/**
 * Puts a 409 (the client id is taken) on the client id field with the server's message. Any other failure the
 * mutation has shown in an alert already; either way the form keeps what was typed.
 */
export function showClientIdConflict(error: unknown, setError: UseFormSetError<ClientFormValues>): boolean {
  if (errorStatus(error) !== 409) return false;
  setError("clientId", { type: "server", message: getErrorMessage(error) }, { shouldFocus: true });
  return true;
}
