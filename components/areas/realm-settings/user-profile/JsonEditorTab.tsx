"use client";

import { useEffect, useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { FormActions, TextAreaField, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { useSaveUserProfile } from "@/lib/queries/userProfile";
import { jsonEditorSchema, toJsonText } from "./jsonEditor";

type JsonEditorTabProps = { realm: string; config: UserProfileConfig };
type JsonForm = { json: string };

/** The whole configuration as JSON: the browser refuses text that is not JSON, the server checks the rest. */
export function JsonEditorTab({ realm, config }: JsonEditorTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const { addError } = useAlerts();
  const save = useSaveUserProfile(realm);
  const schema = useMemo(
    () => jsonEditorSchema({ syntax: (error) => t("invalidJsonText", { error }), notObject: t("upJsonNotObject") }),
    [t],
  );
  const form = useForm<JsonForm>({
    defaultValues: { json: toJsonText(config) },
    resolver: zodResolver(schema as never) as unknown as Resolver<JsonForm>,
    mode: "onChange",
  });
  // a save (here or on another tab) becomes the new baseline unless the text is being edited
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ json: toJsonText(config) });
  }, [config, form]);
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const submit = form.handleSubmit(async ({ json }) => {
    try {
      const saved = await save.mutateAsync(JSON.parse(json) as UserProfileConfig);
      form.reset({ json: toJsonText(saved) });
    } catch (error) {
      // Keycloak's 400 lists every problem of the configuration; it belongs to the text
      if (errorStatus(error) === 400) form.setError("json", { type: "server", message: getErrorMessage(error) });
      else addError("userProfileError", explainError(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("jsonEditor")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4" py="4">
        <TextAreaField
          control={form.control}
          name="json"
          label={t("userProfileJson")}
          help={t("userProfileJsonHelp")}
          rows={24}
        />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
