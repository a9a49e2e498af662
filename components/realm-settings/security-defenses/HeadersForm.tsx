"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, TextField } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/form/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors } from "@/lib/errors";
import { useUpdateRealm } from "@/lib/queries/realmSettings";
import { HEADER_FIELDS, headersToRealm, toHeadersValues, type HeadersValues } from "./securityForm";

/** The browser security headers Keycloak sends with its pages; each label's help names the header's purpose. */
export function HeadersForm({ realm, readOnly }: { realm: RealmRepresentation; readOnly: boolean }) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateRealm = useUpdateRealm(realm.realm ?? "");
  const form = useForm<HeadersValues>({ defaultValues: toHeadersValues(realm) });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toHeadersValues(realm));
  }, [realm, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: HeadersValues) => {
    try {
      await updateRealm.mutateAsync(headersToRealm(realm, values));
      form.reset(values);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t)) addError("realmSaveError", error);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("headers")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        {HEADER_FIELDS.map((name) => (
          <TextField
            key={name}
            control={form.control}
            name={name}
            label={t(name)}
            help={t(`${name}Help`)}
            readOnly={readOnly}
          />
        ))}
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
