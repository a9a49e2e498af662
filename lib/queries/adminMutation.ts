"use client";

import { useMutation, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useAlerts } from "@/lib/console-context";
import { explainError } from "@/lib/errors";

/** A mutation that reports success with `successKey` and failure with `errorKey`, then invalidates `keys`. */
export function useAdminMutation<V, R = unknown>(
  mutationFn: (variables: V) => Promise<R>,
  { successKey, errorKey, keys }: { successKey?: string; errorKey?: string; keys: (variables: V) => QueryKey[] },
) {
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const t = useTranslations();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      if (successKey) addAlert(t(successKey), "success");
    },
    onError: (error) => {
      if (errorKey) addError(errorKey, explainError(error, t));
    },
    onSettled: (_data, _error, variables) =>
      Promise.all(keys(variables).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
