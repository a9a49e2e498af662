"use client";

import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import { useTranslations } from "next-intl";
import { FormActions, MultiSelectField, EditForm, useEditForm, useReadOnly } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import { useUpdateEventsConfig } from "@/lib/queries/eventsConfig";
import { toListenersValues, withChanges, type ListenersValues } from "./eventsForm";

type EventListenersFormProps = { realm: string; config: RealmEventsConfigRepresentation };

/** The event listeners the server offers (serverinfo's eventsListener providers) that receive this realm's events. */
export function EventListenersForm({ realm, config }: EventListenersFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm);
  const listeners = Object.keys(useServerInfo().providers?.eventsListener?.providers ?? {}).sort();
  const edit = useEditForm({
    data: config,
    toValues: toListenersValues,
    readOnly,
    // the mutation's alert shows the server's message; the input stays for another try
    save: (values: ListenersValues) => update.mutateAsync({ config: withChanges(config, values) }),
  });

  return (
    <EditForm edit={edit} label={t("eventListeners")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <MultiSelectField
        name="eventsListeners"
        label={t("eventListeners")}
        help={t("eventListenersHelpTextHelp")}
        options={listeners}
      />
      <FormActions />
    </EditForm>
  );
}
