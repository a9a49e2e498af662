"use client";

import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError, getErrorMessage, isServerError, translateServerText } from "@/lib/errors";

/**
 * An error alert whose `{error}` is the server's message translated when it is a message key, as the dev server
 * and Keycloak answer LDAP failures ("AuthenticationFailure", "ldapErrorEditModeMandatory").
 */
export function useServerErrorAlert() {
  const t = useTranslations();
  const { addError } = useAlerts();
  return (messageKey: string, error: unknown) => {
    const keyed = isServerError(error) && errorStatus(error) === 400;
    addError(messageKey, keyed ? translateServerText(getErrorMessage(error), t) : explainError(error, t));
  };
}
