"use client";

import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, TextAreaField, useEditForm } from "@/components/kit/form";
import { useSaveUserProfile } from "@/lib/queries/userProfile";
import { jsonEditorSchema, toJsonText } from "./jsonEditor";

type JsonEditorTabProps = { realm: string; config: UserProfileConfig };
type JsonForm = { json: string };

const toValues = (config: UserProfileConfig): JsonForm => ({ json: toJsonText(config) });

/** The whole configuration as JSON: the browser refuses text that is not JSON, the server checks the rest. */
export function JsonEditorTab({ realm, config }: JsonEditorTabProps) {
  const t = useTranslations();
  const save = useSaveUserProfile(realm);
  const edit = useEditForm({
    data: config,
    toValues,
    schema: () =>
      jsonEditorSchema({ syntax: (error) => t("invalidJsonText", { error }), notObject: t("upJsonNotObject") }),
    save: ({ json }: JsonForm) => save.mutateAsync(JSON.parse(json) as UserProfileConfig),
    // Keycloak's 400 lists every problem of the configuration; it belongs to the text
    conflict: { field: "json", statuses: [400] },
    errorKey: "userProfileError",
    // the server's answer, laid out as it loads, is the new baseline unless the text was typed on meanwhile
    onSaved: (saved) => {
      if (!edit.form.formState.isDirty) edit.form.reset(toValues(saved));
    },
  });

  return (
    <EditForm edit={edit} label={t("jsonEditor")} layout={{ gap: "4", py: "4" }}>
      <TextAreaField<JsonForm> name="json" label={t("userProfileJson")} help={t("userProfileJsonHelp")} rows={24} />
      <FormActions />
    </EditForm>
  );
}
