"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";

export type MutationFeedback<V> = {
  /** Message key of the success alert; no alert without it. */
  successKey?: string;
  successValues?(variables: V): Record<string, string | number>;
  /** Message key of the error alert; without it the caller shows the failure (a form's field errors). */
  errorKey?: string;
  /** A failure with this status is for the form to show (e.g. 409, a name taken): no alert. */
  fieldStatus?: number;
  /** What the change makes stale, from the resource modules' key factories; invalidated whatever the outcome. */
  keys(variables: V): QueryKey[];
};

/**
 * Every admin write goes through this: the success alert, the error alert with the server's message (a 403 as
 * "you may not do this"), and precise invalidation.
 */
export function useAdminMutation<V, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  { successKey, successValues, errorKey, fieldStatus, keys }: MutationFeedback<V>,
) {
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn,
    onSuccess: (_data, variables) => {
      if (successKey) addAlert(t(successKey, successValues?.(variables)), "success");
    },
    onError: (error) => {
      if (fieldStatus !== undefined && errorStatus(error) === fieldStatus) return;
      if (errorKey) addError(errorKey, explainError(error, t));
    },
    onSettled: (_data, _error, variables) =>
      Promise.all(keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
