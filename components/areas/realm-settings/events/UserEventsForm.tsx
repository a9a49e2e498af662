"use client";

import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormActions, EditForm, useEditForm, useReadOnly } from "@/components/kit/form";
import { FieldList } from "@/components/kit/form/FieldList";
import { useUpdateEventsConfig } from "@/lib/queries/eventsConfig";
import { toUserEventsValues, withChanges, type UserEventsValues } from "./eventsForm";

export const EXPIRATION_UNITS = ["minute", "hour", "day"] as const;

type UserEventsFormProps = { realm: string; config: RealmEventsConfigRepresentation };

/** Whether login events are saved, and for how long. */
export function UserEventsForm({ realm, config }: UserEventsFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm);
  const edit = useEditForm({
    data: config,
    toValues: toUserEventsValues,
    readOnly,
    // the mutation's alert shows the server's message; the input stays for another try
    save: (values: UserEventsValues) =>
      update.mutateAsync({
        config: withChanges(config, {
          eventsEnabled: values.eventsEnabled,
          eventsExpiration: values.eventsExpiration || 0,
        }),
      }),
  });
  const enabled = useWatch({ control: edit.form.control, name: "eventsEnabled" });

  return (
    <EditForm edit={edit} label={t("userEventsSettings")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <FieldList<UserEventsValues>
        fields={[
          {
            kind: "switch",
            name: "eventsEnabled",
            label: "saveEvents",
            help: "save-user-events",
          },
          enabled && {
            kind: "duration",
            name: "eventsExpiration",
            label: "expiration",
            help: "expirationHelp",
            units: EXPIRATION_UNITS,
          },
        ]}
      />
      <FormActions />
    </EditForm>
  );
}
