"use client";

import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "./saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateRealm } from "@/lib/queries/realmSettings";
import type { z } from "@/lib/form/zod";

type RealmForm<T extends FieldValues> = {
  realm: RealmRepresentation;
  // built from the tab's field list, so its inferred type is looser than the values'; none when any value goes
  schema?: z.ZodType;
  toValues: (realm: RealmRepresentation) => T;
  toRealm: (realm: RealmRepresentation, values: T) => RealmRepresentation;
  /** Message keys of the success and failure alerts, where the screen has its own (Keycloak's) rather than the realm's. */
  successKey?: string;
  errorKey?: string;
};

/**
 * A form over part of the realm (a realm-settings tab, an authentication policy): saved by PUTting the whole realm with the tab's values on
 * top, guarded against leaving with unsaved changes, with the server's field errors on their fields.
 */
export function useRealmForm<T extends FieldValues>({
  realm,
  schema,
  toValues,
  toRealm,
  successKey,
  errorKey = "realmSaveError",
}: RealmForm<T>) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateRealm = useUpdateRealm(realm.realm ?? "", successKey);
  const form = useForm<T>({
    defaultValues: toValues(realm) as DefaultValues<T>,
    resolver: schema ? (zodResolver(schema as never) as unknown as Resolver<T>) : undefined,
    mode: "onChange",
  });

  // Reloaded data (after a save, or changed elsewhere) becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(realm));
  }, [realm, form, toValues]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = form.handleSubmit(async (values) => {
    try {
      await saveKeepingEdits(form, values, () => updateRealm.mutateAsync(toRealm(realm, values)));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError(errorKey, error);
    }
  });

  return { form, blocker, save };
}
