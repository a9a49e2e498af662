"use client";

import { useMemo } from "react";
import type { RealmEventsConfigRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/realmEventsConfigRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FormActions, EditForm, useEditForm, useReadOnly } from "@/components/kit/form";
import { FieldList } from "@/components/kit/form/FieldList";
import { useUpdateEventsConfig } from "@/lib/queries/eventsConfig";
import { realmForAdminExpiration, toAdminEventsValues, withChanges, type AdminEventsValues } from "./eventsForm";
import { EXPIRATION_UNITS } from "./UserEventsForm";

type AdminEventsFormProps = {
  realm: RealmRepresentation;
  config: RealmEventsConfigRepresentation;
};

/** Whether admin events are saved, with or without the representation sent, and for how long. */
export function AdminEventsForm({ realm, config }: AdminEventsFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const update = useUpdateEventsConfig(realm.realm ?? "");
  const loaded = useMemo(() => ({ config, realm }), [config, realm]);
  const edit = useEditForm({
    data: loaded,
    toValues: (loaded: { config: RealmEventsConfigRepresentation; realm: RealmRepresentation }) =>
      toAdminEventsValues(loaded.config, loaded.realm),
    readOnly,
    // the mutation's alert shows the server's message; the input stays for another try
    save: ({ adminEventsExpiration, ...flags }: AdminEventsValues) =>
      update.mutateAsync({
        config: withChanges(config, flags),
        realm: realmForAdminExpiration(realm, adminEventsExpiration),
      }),
  });
  const enabled = useWatch({ control: edit.form.control, name: "adminEventsEnabled" });

  return (
    <EditForm edit={edit} label={t("adminEventsSettings")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <FieldList<AdminEventsValues>
        fields={[
          { kind: "switch", name: "adminEventsEnabled", label: "saveEvents", help: "save-admin-events" },
          enabled && {
            kind: "switch",
            name: "adminEventsDetailsEnabled",
            label: "includeRepresentation",
            help: "includeRepresentationHelp",
          },
          enabled && {
            kind: "duration",
            name: "adminEventsExpiration",
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
