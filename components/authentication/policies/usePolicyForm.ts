"use client";

import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useUnsavedChangesBlocker } from "@/components/form/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, explainError } from "@/lib/errors";
import type { z } from "@/lib/form/zod";
import { useUpdateRealmPolicy } from "@/lib/queries/authenticationPolicies";

type PolicyForm<T extends FieldValues> = {
  realm: RealmRepresentation;
  schema: z.ZodType;
  toValues: (realm: RealmRepresentation) => T;
  toRealm: (realm: RealmRepresentation, values: T) => RealmRepresentation;
  /** Message keys of the tab's success and failure alerts (Keycloak's). */
  successKey: string;
  errorKey: string;
};

/**
 * A policy tab's form over part of the realm: saved by PUTting the whole realm with the tab's values on top,
 * guarded against leaving with unsaved changes, with the server's field errors on their fields.
 */
export function usePolicyForm<T extends FieldValues>({
  realm,
  schema,
  toValues,
  toRealm,
  successKey,
  errorKey,
}: PolicyForm<T>) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateRealmPolicy(realm.realm ?? "", successKey);
  const form = useForm<T>({
    defaultValues: toValues(realm) as DefaultValues<T>,
    resolver: zodResolver(schema as never) as unknown as Resolver<T>,
    mode: "onChange",
  });

  // Reloaded data (after a save, or changed elsewhere) becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(realm));
  }, [realm, form, toValues]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(toRealm(realm, values));
      form.reset(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError(errorKey, explainError(error, t));
    }
  });

  return { form, blocker, save };
}
