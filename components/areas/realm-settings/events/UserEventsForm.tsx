"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormActions, SwitchField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { useUpdateEventsConfig } from "@/lib/queries/realmSettingsEvents";
import { DurationField } from "@/components/kit/form/DurationField";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { toUserEventsValues, withChanges, type UserEventsValues } from "./eventsForm";

export const EXPIRATION_UNITS = ["minute", "hour", "day"] as const;

type UserEventsFormProps = { realm: string; config: RealmEventsConfigRepresentation; readOnly: boolean };

/** Whether login events are saved, and for how long. */
export function UserEventsForm({ realm, config, readOnly }: UserEventsFormProps) {
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm);
  const form = useForm<UserEventsValues>({ defaultValues: toUserEventsValues(config) });
  const enabled = useWatch({ control: form.control, name: "eventsEnabled" });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toUserEventsValues(config));
  }, [config, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: UserEventsValues) => {
    const changes = { eventsEnabled: values.eventsEnabled, eventsExpiration: values.eventsExpiration || 0 };
    // the mutation's alert shows the server's message; the input stays for another try
    await saveKeepingEdits(form, values, () => update.mutateAsync({ config: withChanges(config, changes) })).catch(
      () => undefined,
    );
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("userEventsSettings")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <SwitchField
          control={form.control}
          name="eventsEnabled"
          label={t("saveEvents")}
          help={t("save-user-events")}
          onText={t("on")}
          offText={t("off")}
          readOnly={readOnly}
        />
        {enabled && (
          <DurationField
            control={form.control}
            name="eventsExpiration"
            label={t("expiration")}
            help={t("expirationHelp")}
            units={EXPIRATION_UNITS}
            readOnly={readOnly}
          />
        )}
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
