"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormActions, SwitchField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { useUpdateEventsConfig } from "@/lib/queries/realmSettingsEvents";
import { DurationField } from "@/components/kit/form/DurationField";
import { realmForAdminExpiration, toAdminEventsValues, withChanges, type AdminEventsValues } from "./eventsForm";
import { EXPIRATION_UNITS } from "./UserEventsForm";

type AdminEventsFormProps = {
  realm: RealmRepresentation;
  config: RealmEventsConfigRepresentation;
  readOnly: boolean;
};

/** Whether admin events are saved, with or without the representation sent, and for how long. */
export function AdminEventsForm({ realm, config, readOnly }: AdminEventsFormProps) {
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm.realm ?? "");
  const form = useForm<AdminEventsValues>({ defaultValues: toAdminEventsValues(config, realm) });
  const enabled = useWatch({ control: form.control, name: "adminEventsEnabled" });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toAdminEventsValues(config, realm));
  }, [config, realm, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async ({ adminEventsExpiration, ...flags }: AdminEventsValues) => {
    await update
      .mutateAsync({
        config: withChanges(config, flags),
        realm: realmForAdminExpiration(realm, adminEventsExpiration),
      })
      .then(
        () => form.reset({ ...flags, adminEventsExpiration }),
        // the mutation's alert shows the server's message; the input stays for another try
        () => undefined,
      );
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("adminEventsSettings")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="5" maxW="2xl" py="6">
        <SwitchField
          control={form.control}
          name="adminEventsEnabled"
          label={t("saveEvents")}
          help={t("save-admin-events")}
          onText={t("on")}
          offText={t("off")}
          readOnly={readOnly}
        />
        {enabled && (
          <>
            <SwitchField
              control={form.control}
              name="adminEventsDetailsEnabled"
              label={t("includeRepresentation")}
              help={t("includeRepresentationHelp")}
              onText={t("on")}
              offText={t("off")}
              readOnly={readOnly}
            />
            <DurationField
              control={form.control}
              name="adminEventsExpiration"
              label={t("expiration")}
              help={t("expirationHelp")}
              units={EXPIRATION_UNITS}
              readOnly={readOnly}
            />
          </>
        )}
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
