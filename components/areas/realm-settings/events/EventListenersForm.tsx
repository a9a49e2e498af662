"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormActions, MultiSelectField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useServerInfo } from "@/lib/console-context";
import { useUpdateEventsConfig } from "@/lib/queries/realmSettingsEvents";
import { toListenersValues, withChanges, type ListenersValues } from "./eventsForm";

type EventListenersFormProps = { realm: string; config: RealmEventsConfigRepresentation; readOnly: boolean };

/** The event listeners the server offers (serverinfo's eventsListener providers) that receive this realm's events. */
export function EventListenersForm({ realm, config, readOnly }: EventListenersFormProps) {
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm);
  const listeners = Object.keys(useServerInfo().providers?.eventsListener?.providers ?? {}).sort();
  const form = useForm<ListenersValues>({ defaultValues: toListenersValues(config) });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toListenersValues(config));
  }, [config, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: ListenersValues) => {
    // the mutation's alert shows the server's message; the input stays for another try
    await saveKeepingEdits(form, values, () => update.mutateAsync({ config: withChanges(config, values) })).catch(
      () => undefined,
    );
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("eventListeners")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <MultiSelectField
          control={form.control}
          name="eventsListeners"
          label={t("eventListeners")}
          help={t("eventListenersHelpTextHelp")}
          options={listeners}
          readOnly={readOnly}
        />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
